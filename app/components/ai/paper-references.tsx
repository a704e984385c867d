/** A paper's references, numbered [1] … as GB/T 7714's 顺序编码制 and the Word export number them. */
export function PaperReferences({ references }: { references: { text: string }[] }) {
  if (references.length === 0) return <p className="tender-editor__hint">资料库中未找到与关键词相关的标准规范或论文。</p>;
  return (
    <ol className="paper-refs" data-testid="paper-references">
      {references.map((r, i) => (
        <li key={i}>
          [{i + 1}] {r.text}
        </li>
      ))}
    </ol>
  );
}
