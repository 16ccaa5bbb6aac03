import { z } from 'zod';
import { intQueryParam } from './query-params';

export const DEFAULT_RANGE_DAYS = 7;
export const MAX_RANGE_DAYS = 365;

/** True for a zone name the runtime's IANA database knows ('Europe/Paris', 'UTC'); offsets like '+05:00' are not names. */
export function isValidTimeZone(tz: string): boolean {
  if (!tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const range = intQueryParam({ min: 1, max: MAX_RANGE_DAYS, default: DEFAULT_RANGE_DAYS });

/** The client's IANA zone decides where a day starts; UTC when it sends none. */
const tz = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const v = raw?.trim();
    if (!v) return 'UTC';
    if (!isValidTimeZone(v)) {
      ctx.addIssue({ code: 'custom', message: 'must be an IANA time zone name such as Europe/Paris.' });
      return z.NEVER;
    }
    return v;
  });

export const trendQuerySchema = z.object({ range, tz });
export const summaryQuerySchema = z.object({ range, tz });

export type TrendQuery = z.infer<typeof trendQuerySchema>;
export type SummaryQuery = z.infer<typeof summaryQuerySchema>;
