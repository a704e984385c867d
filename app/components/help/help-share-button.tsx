import { useEffect, useRef, useState } from 'react';
import { LinkIcon } from './help-icons';

/** execCommand('copy') for browsers without the async clipboard (plain http, older WebViews). */
function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * Copies the article's share link. The clipboard API first, then the old
 * copy command; if both fail the link is shown selected for the reader to copy.
 */
export function HelpShareButton({ path }: { path: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const [url, setUrl] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state === 'manual') input.current?.select();
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 3000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    const link = new URL(path, window.location.origin).href;
    setUrl(link);
    try {
      await navigator.clipboard.writeText(link);
      setState('copied');
    } catch {
      setState(legacyCopy(link) ? 'copied' : 'manual');
    }
  };

  return (
    <div className="help-share">
      <button type="button" className="help-share__btn" onClick={() => void copy()}>
        <LinkIcon />
        {state === 'copied' ? '链接已复制' : '复制分享链接'}
      </button>
      <span className="help-share__status" role="status">
        {state === 'copied' ? '分享链接已复制，可以粘贴发送给同事' : ''}
      </span>
      {state === 'manual' && (
        <label className="help-share__manual">
          请手动复制链接：
          <input ref={input} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
    </div>
  );
}
