import { z } from 'zod';

// Timestamps a client sends (a page cursor, an imported entry's date) are bounded so they fit what
// the app stores and shows: PostgreSQL has no year 0 and JavaScript prints years past 9999 as
// "+010000-...", and neither can mean anything in a mood journal. Out of range is a client mistake
// (400), never a 500 from the database.

export const MIN_YEAR = 1970;
export const MAX_YEAR = 2100;
/** How far past the server's clock a "now" from another machine may be (an exported file, a phone). */
export const CLOCK_SKEW_MS = 5 * 60_000;

const MIN_MS = Date.UTC(MIN_YEAR, 0, 1);
const MAX_MS = Date.UTC(MAX_YEAR + 1, 0, 1) - 1;

type Options = {
  /** Refuse instants later than now (plus CLOCK_SKEW_MS): dates of things that already happened. */
  notInFuture?: boolean;
  /** The field's name, to start the message with (default "The date"). */
  error?: string;
};

/**
 * An ISO 8601 timestamp with an offset (`2024-03-01T09:00:00Z`, `...+05:30`) whose instant lies in
 * MIN_YEAR..MAX_YEAR (UTC), and with `notInFuture` not after now. The output is the text as sent;
 * add `.transform((s) => new Date(s))` for a Date.
 */
export function boundedIsoDate(options: Options = {}) {
  const field = options.error ?? 'The date';
  const range = `${field} must be an ISO timestamp between ${MIN_YEAR} and ${MAX_YEAR}.`;
  return z.iso
    .datetime({ offset: true, error: `${field} must be an ISO timestamp such as 2024-03-01T09:00:00Z.` })
    .refine(
      (s) => {
        const ms = Date.parse(s);
        return Number.isFinite(ms) && ms >= MIN_MS && ms <= MAX_MS;
      },
      { error: range, abort: true },
    )
    .refine((s) => !options.notInFuture || Date.parse(s) <= Date.now() + CLOCK_SKEW_MS, { error: `${field} must not be in the future.` });
}
