'use client';
import { Search, X } from 'lucide-react';
import { useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { hasFilters, type JournalFilters } from '@/lib/client-api/journal';
import { isMood, MOOD_VALUES, MOODS } from '@/lib/moods';
import { SEARCH_MAX } from '@/lib/limits';
import { useTimeZone } from '@/lib/client/first-render';
import { todayIn } from '@/components/analytics/long-view';
import { EMPTY_FILTERS, filterSearch, parseFilterParams, type FilterFields } from './url-filters';

/** How long typing pauses before the search is sent: one request per word, not per key. */
const SEARCH_DEBOUNCE_MS = 300;

type Fields = FilterFields;
const EMPTY: Fields = EMPTY_FILTERS;

/**
 * The search and filters above the entry list: what is typed (`fields`) and what the list asks
 * for (`applied`: the search after a pause in typing, the mood and days at once).
 * Issue 17: both follow the address (/journal?q=&mood=&from=&to=), read at first and on Back or
 * Forward, and written back as they change, so a filtered list can be shared and reloaded.
 */
export function useEntryFilters() {
  const search = useSearchParams().toString();
  // The zone the server rendered with until hydration, so both render the same latest day.
  const today = todayIn(useTimeZone());
  const [fields, setFields] = useState<Fields>(() => parseFilterParams(search, today));
  const [q, setQ] = useState(() => parseFilterParams(search, today).q);
  useEffect(() => {
    const t = setTimeout(() => setQ(fields.q.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [fields.q]);
  const applied = useMemo<JournalFilters>(() => {
    // Days picked the wrong way round still mean the days between them (the server refuses from > to).
    const [from, to] = fields.from && fields.to && fields.from > fields.to ? [fields.to, fields.from] : [fields.from, fields.to];
    return { q: q || undefined, mood: fields.mood || undefined, from: from || undefined, to: to || undefined };
  }, [q, fields.mood, fields.from, fields.to]);
  const wanted = filterSearch(applied);

  // The address changed from outside (Back, Forward, a link to /journal?from=...): take its filters,
  // while rendering (React's way to follow a changed input). The address this hook wrote itself
  // already matches, so typing is never overwritten.
  const [seenSearch, setSeenSearch] = useState(search);
  if (search !== seenSearch) {
    setSeenSearch(search);
    const fromUrl = parseFilterParams(search, today);
    if (filterSearch(fromUrl) !== wanted) {
      setFields(fromUrl);
      setQ(fromUrl.q);
    }
  }

  // The filters changed here: write them to the address. Replaced, not pushed, so each word typed
  // is not a step of the Back button; Next's router follows the History API (useSearchParams).
  useEffect(() => {
    const url = new URL(window.location.href);
    const current = filterSearch(parseFilterParams(url.searchParams));
    if (current === wanted && url.search === (wanted ? `?${wanted}` : '')) return;
    window.history.replaceState(null, '', `${url.pathname}${wanted ? `?${wanted}` : ''}${url.hash}`);
  }, [wanted]);

  const clear = () => {
    setFields(EMPTY);
    setQ('');
  };
  /** Show one day's entries (the month calendar), or every day again when it is picked twice. */
  const showDay = (day: string) => {
    const only = fields.from === day && fields.to === day;
    setFields({ ...fields, from: only ? '' : day, to: only ? '' : day });
  };
  const applying = hasFilters(applied);
  // `active`: something is typed or picked (Clear shows at once); `applying`: the list is narrowed.
  const active = applying || Boolean(fields.q.trim() || fields.mood || fields.from || fields.to);
  return { fields, setFields, applied, applying, active, clear, showDay };
}

type Props = {
  fields: Fields;
  onChange: (f: Fields) => void;
  active: boolean;
  onClear: () => void;
};

export function EntryFilters({ fields, onChange, active, onClear }: Props) {
  const set = (patch: Partial<Fields>) => onChange({ ...fields, ...patch });
  // The latest day worth filtering to, on the reader's calendar.
  const max = todayIn(useTimeZone());
  return (
    <div role="search" aria-label="Search and filter entries" className="mb-3 space-y-2" data-testid="entry-filters">
      <div className="relative">
        <label htmlFor="entry-search" className="sr-only">
          Search entries
        </label>
        <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
        <input
          id="entry-search"
          type="search"
          className="input min-h-11 pl-9"
          placeholder="Search titles and text"
          value={fields.q}
          maxLength={SEARCH_MAX}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => set({ q: e.target.value })}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && fields.q) {
              // Esc empties the box first; the editor's Esc (leave edit) is not this field's.
              e.stopPropagation();
              set({ q: '' });
            }
          }}
        />
      </div>
      {/* Mood on a row of its own: a date field narrower than about 9rem cuts its own date off. */}
      <div className="grid grid-cols-2 gap-2">
        <div className="col-span-2">
          <label htmlFor="entry-filter-mood" className="mb-0.5 block text-xs font-medium text-slate-700 dark:text-slate-300">
            Mood
          </label>
          <select
            id="entry-filter-mood"
            className="input min-h-11 px-2"
            value={fields.mood}
            onChange={(e) => set({ mood: isMood(e.target.value) ? e.target.value : '' })}
          >
            <option value="">All moods</option>
            {MOOD_VALUES.map((m) => (
              <option key={m} value={m}>
                {MOODS[m].emoji} {MOODS[m].label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="entry-filter-from" className="mb-0.5 block text-xs font-medium text-slate-700 dark:text-slate-300">
            From
          </label>
          <input
            id="entry-filter-from"
            type="date"
            className="input min-h-11 px-2"
            value={fields.from}
            min="1970-01-01"
            max={fields.to || max}
            onChange={(e) => set({ from: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor="entry-filter-to" className="mb-0.5 block text-xs font-medium text-slate-700 dark:text-slate-300">
            To
          </label>
          <input
            id="entry-filter-to"
            type="date"
            className="input min-h-11 px-2"
            value={fields.to}
            min={fields.from || '1970-01-01'}
            max={max}
            onChange={(e) => set({ to: e.target.value })}
          />
        </div>
      </div>
      {active && (
        <button type="button" className="btn-ghost min-h-11 px-3 text-brand-700 dark:text-brand-300" onClick={onClear}>
          <X aria-hidden className="h-4 w-4" />
          Clear filters
        </button>
      )}
    </div>
  );
}
