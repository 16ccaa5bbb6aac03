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
