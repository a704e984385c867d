const weekdays = ['一', '二', '三', '四', '五', '六', '日'];

/**
 * This month's sign-in calendar, Monday first. Day arithmetic is in UTC on
 * YYYY-MM-DD strings, so server and browser render the same grid.
 */
export function SignCalendar({ month, today, days }: { month: string; today: string; days: string[] }) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const leadingBlanks = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const signed = new Set(days);
  const cells: (string | null)[] = [
    ...Array.from({ length: leadingBlanks }, () => null),
    ...Array.from({ length: daysInMonth }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  return (
    <div className="sign-calendar">
      <div className="sign-calendar__caption">
        {y} 年 {m} 月 · 已签到 <strong>{days.length}</strong> 天
      </div>
      {/* A grid of rows (ARIA needs columnheader and gridcell inside a row); the rows are display: contents, so the CSS grid lays out the cells. */}
      <div className="sign-calendar__grid" role="grid" aria-label={`${y} 年 ${m} 月签到日历`}>
        <div className="sign-calendar__row" role="row">
          {weekdays.map((w) => (
            <span key={w} className="sign-calendar__weekday" role="columnheader">
              {w}
            </span>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={week.find(Boolean) ?? 'blank'} className="sign-calendar__row" role="row">
            {week.map((day, i) => {
              if (!day) return <span key={`blank-${i}`} className="sign-calendar__cell is-blank" role="gridcell" />;
              const isSigned = signed.has(day);
              const classes = ['sign-calendar__cell', isSigned && 'is-signed', day === today && 'is-today', day > today && 'is-future'].filter(Boolean).join(' ');
              return (
                <span key={day} className={classes} role="gridcell" aria-label={`${Number(day.slice(8))} 日${isSigned ? '，已签到' : ''}`} data-day={day}>
                  {Number(day.slice(8))}
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
