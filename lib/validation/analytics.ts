import { z } from 'zod';
import { intQueryParam } from './query-params';
import { tzSchema as tz } from './tz';

export const DEFAULT_RANGE_DAYS = 7;
export const MAX_RANGE_DAYS = 365;

const range = intQueryParam({ min: 1, max: MAX_RANGE_DAYS, default: DEFAULT_RANGE_DAYS });

export const trendQuerySchema = z.object({ range, tz });
export const summaryQuerySchema = z.object({ range, tz });

export type TrendQuery = z.infer<typeof trendQuerySchema>;
export type SummaryQuery = z.infer<typeof summaryQuerySchema>;

// The long view (issue 18): correlations, the heatmap and the frequency reach back up to ten years.
export const LONG_RANGE_MAX_DAYS = 3650;

/** `?range=` in days for the long-view answers, each with its own default. */
const longRange = (defaultDays: number) => intQueryParam({ min: 1, max: LONG_RANGE_MAX_DAYS, default: defaultDays });

// Correlations (item 2) look further back by default: a mood-activity link needs weeks of days.
export const CORRELATION_DEFAULT_DAYS = 90;
/** Days with the activity, and days without it, an activity needs before it is compared at all. */
export const CORRELATION_MIN_DAYS = 5;

export const correlationQuerySchema = z.object({ range: longRange(CORRELATION_DEFAULT_DAYS), tz });
export type CorrelationQuery = z.infer<typeof correlationQuerySchema>;

export const HEATMAP_DEFAULT_DAYS = 365;

export const heatmapQuerySchema = z.object({ range: longRange(HEATMAP_DEFAULT_DAYS), tz });
export type HeatmapQuery = z.infer<typeof heatmapQuerySchema>;

/** Like intQueryParam, but "not given" stays undefined: absence means something of its own. */
function optionalIntQueryParam(opts: { min: number; max: number }) {
  const given = intQueryParam({ ...opts, default: opts.min });
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw?.trim()) return undefined;
      const parsed = given.safeParse(raw);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'is not valid.' });
        return z.NEVER;
      }
      return parsed.data;
    });
}

/**
 * GET /api/analytics/emotion-frequency: without `range` it counts all time (the spec's contract);
 * with it, the last `range` days in `tz`, so the chart can say which period it counts.
 */
export const frequencyQuerySchema = z.object({ range: optionalIntQueryParam({ min: 1, max: LONG_RANGE_MAX_DAYS }), tz });
export type FrequencyQuery = z.infer<typeof frequencyQuerySchema>;

// Month in review (issue 18, item 4).
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const FIRST_REVIEW_MONTH = '1970-01';
const MONTH_MESSAGE = `must be a month written YYYY-MM, from ${FIRST_REVIEW_MONTH} to the current month.`;

/** The month (YYYY-MM) it is now in `tz`. */
export function currentMonthIn(tz: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: tz, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year').padStart(4, '0')}-${get('month')}`;
}

/** `?month=` defaults to the current month in `?tz=`; a future month has nothing to review. */
export const monthReviewQuerySchema = z
  .object({
    month: z
      .string()
      .optional()
      .transform((raw, ctx) => {
        const v = raw?.trim();
        if (!v) return undefined;
        if (!MONTH_PATTERN.test(v) || v < FIRST_REVIEW_MONTH) {
          ctx.addIssue({ code: 'custom', message: MONTH_MESSAGE });
          return z.NEVER;
        }
        return v;
      }),
    tz,
  })
  .transform((q, ctx) => {
    const current = currentMonthIn(q.tz);
    const month = q.month ?? current;
    // YYYY-MM strings of equal length compare in calendar order.
    if (month > current) {
      ctx.addIssue({ code: 'custom', path: ['month'], message: MONTH_MESSAGE });
      return z.NEVER;
    }
    return { month, tz: q.tz };
  });
export type MonthReviewQuery = z.infer<typeof monthReviewQuerySchema>;
