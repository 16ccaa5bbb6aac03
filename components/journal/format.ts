import type { DateDisplay } from '@/lib/client/first-render';
import { dateTimeFormat } from '@/lib/time';

// Display rules of the journal list (SPEC sections 2 and 9).

export const LIST_TITLE_MAX = 20;

// Node writes a narrow no-break space before AM/PM where Chromium writes a plain space: the same
// spaces on both sides keep a server-rendered date equal to the browser's (a hydration mismatch otherwise).
const plainSpaces = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

/** `display`: locale and zone (useDateDisplay), the browser's own when left out. */
export function formatEntryDate(iso: string, display: DateDisplay = {}): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : plainSpaces(dateTimeFormat(display.locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: display.timeZone }).format(d));
}

export function formatEntryDateTime(iso: string, display: DateDisplay = {}): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : plainSpaces(
        dateTimeFormat(display.locale, {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZone: display.timeZone,
        }).format(d),
      );
}

/** The title cut to 20 characters plus an ellipsis, or the creation date when there is no title. */
export function listTitle(title: string | null | undefined, createdAt: string, display?: DateDisplay): string {
  const t = title?.trim();
  if (!t) return formatEntryDate(createdAt, display);
  // A cut that ends on a space would read 'title ...': the ellipsis goes right after the last letter.
  return t.length > LIST_TITLE_MAX ? `${t.slice(0, LIST_TITLE_MAX).trimEnd()}...` : t;
}

/** Dictated words go after the existing text, separated by a space. */
export function appendDictation(existing: string, dictated: string): string {
  const words = dictated.trim();
  if (!words) return existing;
  if (!existing) return words;
  return /\s$/.test(existing) ? `${existing}${words}` : `${existing} ${words}`;
}
