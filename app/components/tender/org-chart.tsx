import { formatCount } from '../../lib/format';

type YearRow = { year: number; results: number; amount: number };

/** 1 234 567 890 yuan → 12.35 亿, 3 450 000 → 345 万. */
function amountLabel(yuan: number): string {
  if (yuan >= 1e8) return `${(yuan / 1e8).toFixed(2)} 亿`;
  if (yuan >= 1e4) return `${Math.round(yuan / 1e4)} 万`;
  return yuan > 0 ? `${yuan} 元` : '';
}

/**
 * Results per year as bars (how many) with the amount awarded above each: a
 * plain SVG drawn on the server, no chart library in the page's JavaScript.
 * The table beside it says the same for screen readers and copying.
 */
export function OrgYearChart({ rows }: { rows: YearRow[] }) {
  if (rows.length === 0) return <p className="org-chart__empty">暂无中标结果。</p>;
  // About 110 units a year: a few years are drawn near their real size on a phone, many fill a desktop column.
  const width = Math.max(320, rows.length * 110);
  const height = 220;
  const top = 34;
  const bottom = 30;
  const max = Math.max(...rows.map((r) => r.results), 1);
  const slot = width / rows.length;
  const bar = Math.min(56, slot * 0.56);
  return (
    <figure className="org-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="org-chart-title" preserveAspectRatio="xMidYMid meet">
        <title id="org-chart-title">历年中标结果数量与金额</title>
        <line x1="0" x2={width} y1={height - bottom} y2={height - bottom} className="org-chart__axis" />
        {rows.map((r, i) => {
          const h = ((height - top - bottom) * r.results) / max;
          const x = i * slot + (slot - bar) / 2;
          const y = height - bottom - h;
          return (
            <g key={r.year}>
              <rect x={x} y={y} width={bar} height={h} rx="4" className="org-chart__bar" />
              <text x={x + bar / 2} y={y - 18} className="org-chart__value">
                {formatCount(r.results)} 项
              </text>
              <text x={x + bar / 2} y={y - 4} className="org-chart__amount">
                {amountLabel(r.amount)}
              </text>
              <text x={x + bar / 2} y={height - 10} className="org-chart__year">
                {r.year}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="visually-hidden">
        <table>
          <thead>
            <tr>
              <th>年份</th>
              <th>中标结果</th>
              <th>中标金额（元）</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.year}>
                <td>{r.year}</td>
                <td>{r.results}</td>
                <td>{r.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
