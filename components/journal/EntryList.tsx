'use client';
import { RotateCw, SearchX, Trash2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { JournalEntryDto } from '@/lib/client-api/journal';
import { useDateDisplay } from '@/lib/client/first-render';
import { isMood, moodEmoji, MOODS } from '@/lib/moods';
import { formatEntryDateTime, listTitle } from './format';

type Props = {
  entries: JournalEntryDto[];
  loading: boolean;
  /** The first page could not be loaded: say so, never "No entries yet." (which reads as data loss). */
  failed: boolean;
  onRetry: () => void;
  selectedId: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onSelect: (entry: JournalEntryDto) => void;
  onDelete: (entry: JournalEntryDto) => void;
  /** The search and filters, shown under the heading (EntryFilters). */
  filters?: ReactNode;
  /** A search or filter narrows the list: an empty list then means "no match", not "no entries". */
  filtered?: boolean;
  /** The entries on screen are the previous search's while this one loads. */
  stale?: boolean;
  onClearFilters?: () => void;
};

/** Whether the list is its own scroll box (768px and up); below, the page is the one scroll container. */
const WIDE = '(min-width: 768px)';

/**
 * 'Your Entries': from 768px a list at most 80% of the viewport high (SPEC section 9); on phones
 * part of the page, which scrolls as one. Older entries load as the end comes into view.
 */
export function EntryList({
  entries,
  loading,
  failed,
  onRetry,
  selectedId,
  hasMore,
  loadingMore,
  onLoadMore,
  onSelect,
  onDelete,
  filters,
  filtered = false,
  stale = false,
  onClearFilters,
}: Props) {
  // The server renders the list too: dates follow its locale and zone until hydration is over.
  const display = useDateDisplay();
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore) return;
    // On phones the box does not scroll, so the viewport is what the end scrolls into.
    const root = window.matchMedia(WIDE).matches ? scroller.current : null;
    const observer = new IntersectionObserver((items) => items.some((i) => i.isIntersecting) && loadMore.current(), { root, rootMargin: '200px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, entries.length]);

  return (
    <section className="card flex flex-col" aria-labelledby="entries-heading">
      <h2 id="entries-heading" className="mb-3 text-lg font-semibold">
        Your Entries
      </h2>
      {filters}
      {/* Says how a search went, for screen readers too; a page holds at most 50, so "50+" when there are more. */}
      {filtered && !loading && !failed && (
        <p role="status" className="mb-2 text-xs text-slate-600 dark:text-slate-400" data-testid="entry-match-count">
          {stale
            ? 'Searching...'
            : entries.length === 0
              ? ''
              : `${entries.length}${hasMore ? '+' : ''} matching ${entries.length === 1 && !hasMore ? 'entry' : 'entries'}`}
        </p>
      )}
      <div
        ref={scroller}
        className={`@container -mx-2 px-2 transition-opacity md:max-h-[80vh] md:overflow-y-auto ${stale ? 'opacity-60' : ''}`}
        data-testid="entry-list"
        aria-busy={stale || undefined}
      >
        {loading ? (
          <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400" role="status">
            Loading entries...
          </p>
        ) : failed ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 py-6 text-center text-sm text-slate-700 dark:text-slate-300"
            data-testid="entries-error"
          >
            <p>Your entries could not be loaded. They are safe; this is a connection or server problem.</p>
            <button type="button" className="btn-secondary min-h-11" onClick={onRetry}>
              <RotateCw aria-hidden className="h-4 w-4" />
              Try again
            </button>
          </div>
        ) : entries.length === 0 && filtered ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-slate-600 dark:text-slate-400" data-testid="no-match">
            <SearchX aria-hidden className="h-6 w-6" />
            <p className="font-medium text-slate-800 dark:text-slate-200">No entries match</p>
            <p>Try other words, another mood or a wider range of days.</p>
            {onClearFilters && (
              <button type="button" className="btn-secondary min-h-11" onClick={onClearFilters}>
                Clear filters
              </button>
            )}
          </div>
        ) : entries.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">No entries yet.</p>
        ) : (
          <ul className="space-y-2">
            {entries.map((e) => {
              const selected = e._id === selectedId;
              const title = listTitle(e.title, e.createdAt, display);
              return (
                <li
                  key={e._id}
                  data-testid="journal-entry"
                  className={`flex items-start gap-1 rounded-xl border border-l-4 p-1 transition-colors ${
                    selected
                      ? 'border-brand-400 bg-brand-50 dark:border-brand-600 dark:bg-brand-900/30'
                      : 'border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/60'
                  }`}
                  // The mood's chart colour down the left edge (lib/moods.ts).
                  style={isMood(e.mood) ? { borderLeftColor: MOODS[e.mood].color } : undefined}
                >
                  <button
                    type="button"
                    onClick={() => onSelect(e)}
                    aria-current={selected ? 'true' : undefined}
                    className="flex min-h-11 min-w-0 flex-1 items-start gap-3 rounded-lg p-2 text-left"
                  >
                    <span aria-hidden className="emoji min-w-[1.25em] shrink-0 text-center text-2xl leading-none">
                      {moodEmoji(e.mood)}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium" data-testid="entry-title">
                        {title}
                      </span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">
                        {formatEntryDateTime(e.createdAt, display)}
                        {isMood(e.mood) && <span className="sr-only">, {MOODS[e.mood].label}</span>}
                      </span>
                      <span className="mt-1 line-clamp-2 break-words text-sm text-slate-600 dark:text-slate-300">{e.text}</span>
                      {e.activities?.length > 0 && (
                        <span className="mt-1 block truncate text-xs text-brand-700 dark:text-brand-300" data-testid="entry-activities">
                          {e.activities.join(' · ')}
                        </span>
                      )}
                    </span>
                  </button>
                  {/* Beside the card's button, not over it: a 44px target of its own, so opening an entry never deletes it. */}
                  <button
                    type="button"
                    onClick={() => onDelete(e)}
                    className="btn-ghost h-11 min-w-11 shrink-0 px-2 text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/50"
                    aria-label={`Delete ${title}`}
                    title="Delete"
                  >
                    <Trash2 aria-hidden className="h-4 w-4" />
                    {/* A narrow list keeps the icon alone, so the title is not cut a second time. */}
                    <span className="@max-sm:sr-only">Delete</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {hasMore && !failed && (
          <div ref={sentinel} className="py-3 text-center text-xs text-slate-600 dark:text-slate-400">
            {loadingMore ? 'Loading more...' : ''}
          </div>
        )}
      </div>
    </section>
  );
}
