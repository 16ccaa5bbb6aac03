// Time-zone arithmetic with Intl only: no date library ships for two small needs.

/** True for a zone name the runtime's IANA database knows ('Europe/Paris', 'UTC'). */
export function isValidTimeZone(tz: string): boolean {
  if (!tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

// Building an Intl formatter is far slower than using one; an import converts up to 100,000 rows.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (formatters.size > 500) formatters.clear();
    formatters.set(tz, f);
  }
  return f;
}

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number; weekday: number };

/** What the wall clock in `tz` shows at `instant`, with the ISO weekday (1 Monday ... 7 Sunday). */
export function wallClock(instant: Date, tz: string): WallClock {
  const parts = formatterFor(tz).formatToParts(instant);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const [year, month, day] = [get('year'), get('month'), get('day')];
  // From the local date rather than a formatted weekday part: the offset lookup below runs once
  // per imported row, and a longer format costs every call.
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
  return { year, month, day, hour: get('hour'), minute: get('minute'), second: get('second'), weekday };
}

/** Milliseconds that `tz` is ahead of UTC at the instant `utcMs`. */
export function timeZoneOffsetMs(utcMs: number, tz: string): number {
  const c = wallClock(new Date(utcMs), tz);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/** The instant at which the wall clock in `tz` shows the given local date and time. */
export function zonedTimeToUtc(year: number, month: number, day: number, hour: number, minute: number, tz: string): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - timeZoneOffsetMs(guess, tz);
  // A second pass settles instants near a daylight-saving change.
  return new Date(guess - timeZoneOffsetMs(first, tz));
}

// Building an Intl.DateTimeFormat costs far more than using one (Date#toLocaleString builds a new
// one on every call): a journal list of 20 entries, rendered at hydration and again in the
// browser's locale, spent most of its render time there. Formatters are kept per locale and options.

const displayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The same as `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale ?? ''}\u0000${JSON.stringify(options)}`;
  let f = displayFormatters.get(key);
  if (!f) {
    // Throws (RangeError) for an unknown zone, as the constructor does; nothing is kept then.
    f = new Intl.DateTimeFormat(locale, options);
    if (displayFormatters.size > 200) displayFormatters.clear();
    displayFormatters.set(key, f);
  }
  return f;
}
