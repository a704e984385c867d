import { useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../app-link';
import { useRootData } from '../../lib/root-data';
import { useViewer, viewerPendingClass } from '../../lib/viewer-store';
import { api, ApiHttpError, isCancelled } from '../../lib/api-client';
import { errorText } from '../../lib/auth-client';
import { toastError } from '../../lib/toast';

/**
 * 下载: logged out, a link to the login page that comes back here; logged
 * in, checkLogin on the server (the session may have ended meanwhile), then
 * the browser goes to the byte URL, which the server answers as an attachment.
 */
export function DownloadButton({ check, id, label = '下载', className = 'btn btn--primary', onStarted }: { check: '/news/pub/download/checkLogin' | '/news/pub/doc/checkLogin'; id: number; label?: string; className?: string; onStarted?: () => void }) {
  const viewerStatus = useViewer().status;
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const loginHref = `/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  if (viewerStatus !== 'user') {
    return (
      <Link className={`${className} download-btn${viewerPendingClass(viewerStatus)}`} to={loginHref} rel="nofollow" aria-label={`${label}（需登录）`}>
        {label}
      </Link>
    );
  }
  const start = async () => {
    setBusy(true);
    try {
      const reply = await api.post(check, { id }, { notify: false });
      window.location.assign(reply.data.url);
      onStarted?.();
    } catch (e) {
      if (isCancelled(e)) return;
      if (e instanceof ApiHttpError && e.status === 401) window.location.assign(loginHref);
      else toastError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={`${className} download-btn`} onClick={() => void start()} disabled={busy}>
      {busy ? '准备中…' : label}
    </button>
  );
}

/** A library PDF: a plain link to the bytes for a logged-in viewer, the login link otherwise (kept as before). */
export function PdfDownloadLink({ apiPath, loginPath, className }: { apiPath: string; loginPath: string; className: string }) {
  const root = useRootData();
  const viewerStatus = useViewer().status;
  if (viewerStatus !== 'user') {
    return (
      <Link className={`${className}${viewerPendingClass(viewerStatus)}`} to={`/login?redirect=${encodeURIComponent(loginPath)}`} rel="nofollow">
        登录后下载
      </Link>
    );
  }
  return (
    <a className={className} href={`${(root?.config.apiBase ?? '/api').replace(/\/+$/, '')}${apiPath}`} download rel="nofollow">
      下载 PDF
    </a>
  );
}

