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

// Correlations (issue 18, item 2) look further back by default: a mood-activity link needs weeks of days.
export const CORRELATION_DEFAULT_DAYS = 90;
export const CORRELATION_MAX_DAYS = 3650;
/** Days with the activity, and days without it, an activity needs before it is compared at all. */
export const CORRELATION_MIN_DAYS = 5;

export const correlationQuerySchema = z.object({
  range: intQueryParam({ min: 1, max: CORRELATION_MAX_DAYS, default: CORRELATION_DEFAULT_DAYS }),
  tz,
});
export type CorrelationQuery = z.infer<typeof correlationQuerySchema>;
