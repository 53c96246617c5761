/** A span of Tokyo calendar months, 'YYYY-MM' to 'YYYY-MM' inclusive (the dashboard's period). */
export interface MonthSpan {
  from: string;
  to: string;
}

/**
 * A `with months as (…)` clause for a per-month report: one row per Tokyo month of the span, `month` ('YYYY-MM'),
 * `starts` and `ends` (timestamptz, the month's first instant and the next month's). Its two `?` take
 * `monthSeriesParams(span)`, before the query's own.
 */
export const MONTHS_CTE = `months as (
  select to_char(m, 'YYYY-MM') as month,
         (m::timestamp at time zone 'Asia/Tokyo') as starts,
         ((m + interval '1 month')::timestamp at time zone 'Asia/Tokyo') as ends
    from generate_series(?::date, ?::date, interval '1 month') as m
)`;

export const monthSeriesParams = (span: MonthSpan): [string, string] => [`${span.from}-01`, `${span.to}-01`];
