import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { fieldLimits } from '../../common/field-rules';

/** The keyword box of spec §2.4: at most 30 characters with a counter; Enter searches. */
export function SearchBox({
  initial = '',
  placeholder = '搜索资讯、标准、政策、论文…',
  autoFocus = false,
  target = (keywords: string) => `/search?keywords=${encodeURIComponent(keywords)}`,
  label = '全站搜索',
}: {
  initial?: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** Where Enter goes (the help centre searches its own articles). */
  target?: (keywords: string) => string;
  /** Name of the search landmark, so it stays distinct from a page's own filter search (axe landmark-unique). */
  label?: string;
}) {
  const [value, setValue] = useState(initial);
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const keywords = value.trim();
    if (keywords) navigate(target(keywords));
  };
  return (
    <form className="search-box" role="search" aria-label={label} onSubmit={submit}>
      <input
        type="search"
        name="keywords"
        value={value}
        maxLength={fieldLimits.keywords}
        placeholder={placeholder}
        aria-label="搜索关键词"
        autoFocus={autoFocus}
        onChange={(e) => setValue(e.target.value)}
      />
      <span className="search-box__count" aria-hidden="true">
        {[...value].length}/{fieldLimits.keywords}
      </span>
      <button type="submit">搜索</button>
    </form>
  );
}
