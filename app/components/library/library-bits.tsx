import { useEffect } from 'react';
import { Link } from '../app-link';
import { useCountedRead } from '../../lib/use-counted-read';
import { formatBytes } from '../../lib/format';
import { standardStatusLabels, type LibraryKind, type StandardStatus } from '../../../common/library/options';
import type { LibraryAttachment } from '../../../common/library/schemas';
import { FileTypeIcon } from '../file-type-icon';
import { PdfDownloadLink } from '../download/download-button';
import { setReadingRecord } from '../../lib/trace-client';

/** 现行 green, 即将实施 blue, 废止 grey. */
export function StatusTag({ status }: { status: StandardStatus }) {
  return <span className={`status-tag status-tag--${status.toLowerCase()}`}>{standardStatusLabels[status]}</span>;
}

/** Counts a read of a standard, policy or paper (see useCountedRead). */
/** Counts the read, and opens the reading record (spec §4) whose time is reported when the reader leaves. */
export function useLibraryRead(kind: LibraryKind, id: number, initial: number, title: string) {
  useEffect(() => setReadingRecord({ id, type: kind, title }), [kind, id, title]);
  return useCountedRead('/library/pub/read', { kind, id }, initial);
}

/** The attached PDF: a download for a logged-in viewer (`download` is its /api path), the login link otherwise. */
export function PdfRow({ pdf, path, download }: { pdf: LibraryAttachment; path: string; download: string }) {
  return (
    <section className="lib-pdf" aria-label="附件">
      <FileTypeIcon type={pdf.fileType} />
      <div className="lib-pdf__text">
        <span className="lib-pdf__title">{pdf.title}</span>
        <span className="lib-pdf__size">{formatBytes(pdf.sizeBytes)}</span>
      </div>
      <PdfDownloadLink className="btn btn--primary lib-pdf__action" apiPath={download} loginPath={path} />
    </section>
  );
}

/** A short list of links for sidebars. */
export function LinkBox({ title, items }: { title: string; items: { key: number | string; to: string; label: string; note?: string }[] }) {
  if (items.length === 0) return null;
  return (
    <section className="side-box">
      <h2 className="side-box__title">{title}</h2>
      <ul className="lib-links">
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to}>{item.label}</Link>
            {item.note && <span className="lib-links__note">{item.note}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
