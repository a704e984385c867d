/** One icon per file type of spec §3: UNKNOWN, XLSX, DOCX, PDF, PPT. */
const styles: Record<string, { label: string; color: string }> = {
  PDF: { label: 'PDF', color: '#e5483f' },
  DOCX: { label: 'DOC', color: '#2b6fd6' },
  XLSX: { label: 'XLS', color: '#1f9d55' },
  PPT: { label: 'PPT', color: '#e07a1f' },
  UNKNOWN: { label: 'FILE', color: '#8a94a6' },
};

export function FileTypeIcon({ type }: { type: string }) {
  const style = styles[type] ?? styles.UNKNOWN!;
  return (
    <svg className="file-icon" width="28" height="34" viewBox="0 0 28 34" role="img" aria-label={`${style.label} 文件`}>
      <path d="M2 2h17l7 7v23H2z" fill={style.color} />
      <path d="M19 2v7h7" fill="#fff" opacity="0.45" />
      <text x="14" y="26" textAnchor="middle" fontSize="7.5" fontWeight="700" fill="#fff" fontFamily="Arial, sans-serif">
        {style.label}
      </text>
    </svg>
  );
}
