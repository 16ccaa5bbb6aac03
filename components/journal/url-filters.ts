import { parseDayString } from '@/components/analytics/long-view';
import { SEARCH_MAX } from '@/lib/limits';
import { isMood, type Mood } from '@/lib/moods';

// Issue 17: the journal's search and filters live in the address (/journal?q=&mood=&from=&to=),
// so a filtered list can be shared, reloaded and reached again with Back.

export type FilterFields = { q: string; mood: Mood | ''; from: string; to: string };
export const EMPTY_FILTERS: FilterFields = { q: '', mood: '', from: '', to: '' };

/**
 * The filters an address asks for. Values the list could not use are dropped, not refused: an
 * unknown mood, a day that does not exist or comes before 1970 or after `today`, an over-long search.
 */
export function parseFilterParams(params: URLSearchParams | string, today?: string): FilterFields {
  const p = typeof params === 'string' ? new URLSearchParams(params) : params;
  const q = (p.get('q') ?? '').trim();
  const mood = (p.get('mood') ?? '').trim().toLowerCase();
  const day = (key: string) => {
    const d = parseDayString(p.get(key));
    return d && d >= '1970-01-01' && (!today || d <= today) ? d : '';
  };
  return { q: q.length <= SEARCH_MAX ? q : '', mood: isMood(mood) ? mood : '', from: day('from'), to: day('to') };
}

/** The query string for filters, in a fixed order and without empty keys ('' when none). */
export function filterSearch(f: Partial<FilterFields>): string {
  const p = new URLSearchParams();
  for (const key of ['q', 'mood', 'from', 'to'] as const) {
    const v = f[key]?.trim();
    if (v) p.set(key, v);
  }
  return p.toString();
}
