import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { fieldLimits } from '../../../common/field-rules';
import { PRODUCT_SEARCH_PLACEHOLDER, releaseLogHref } from '../../../common/product/options';

/**
 * The product pages' own keyword box (spec §2.4): searches the release log,
 * within the product on screen when there is one. At most 30 characters with
 * a counter; Enter submits the trimmed text; an empty box shows the whole log.
 * A plain GET form underneath, so it works before the page's script has loaded.
 */
export function ProductSearchBox({
  product,
  year,
  initial = '',
  label = '搜索更新日志',
}: {
  product?: string;
  year?: number;
  initial?: string;
  label?: string;
}) {
  const [value, setValue] = useState(initial);
  const navigate = useNavigate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(releaseLogHref({ product, year, keywords: value.trim() }));
  };
  return (
    <form className="search-box prd-search" role="search" method="get" action="/product/log" onSubmit={submit} aria-label={label}>
      {product && <input type="hidden" name="product" value={product.toLowerCase()} />}
      {year && <input type="hidden" name="year" value={year} />}
      <input
        type="search"
        name="keywords"
        value={value}
        maxLength={fieldLimits.keywords}
        placeholder={PRODUCT_SEARCH_PLACEHOLDER}
        aria-label={label}
        onChange={(e) => setValue(e.target.value)}
      />
      <span className="search-box__count" aria-hidden="true">
        {[...value].length}/{fieldLimits.keywords}
      </span>
      <button type="submit">搜索</button>
    </form>
  );
}
