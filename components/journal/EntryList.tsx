'use client';
import { RotateCw, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { JournalEntryDto } from '@/lib/client-api/journal';
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
};

/** Whether the list is its own scroll box (768px and up); below, the page is the one scroll container. */
const WIDE = '(min-width: 768px)';

/**
 * 'Your Entries': from 768px a list at most 80% of the viewport high (SPEC section 9); on phones
 * part of the page, which scrolls as one. Older entries load as the end comes into view.
 */
export function EntryList({ entries, loading, failed, onRetry, selectedId, hasMore, loadingMore, onLoadMore, onSelect, onDelete }: Props) {
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
      <div ref={scroller} className="@container -mx-2 px-2 md:max-h-[80vh] md:overflow-y-auto" data-testid="entry-list">
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
        ) : entries.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">No entries yet.</p>
        ) : (
          <ul className="space-y-2">
            {entries.map((e) => {
              const selected = e._id === selectedId;
              const title = listTitle(e.title, e.createdAt);
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
                    <span aria-hidden className="text-2xl leading-none">
                      {moodEmoji(e.mood)}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium" data-testid="entry-title">
                        {title}
                      </span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">
                        {formatEntryDateTime(e.createdAt)}
                        {isMood(e.mood) && <span className="sr-only">, {MOODS[e.mood].label}</span>}
                      </span>
                      <span className="mt-1 line-clamp-2 break-words text-sm text-slate-600 dark:text-slate-300">{e.text}</span>
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
