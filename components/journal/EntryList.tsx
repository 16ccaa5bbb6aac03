'use client';
import { Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { JournalEntryDto } from '@/lib/client-api/journal';
import { moodEmoji } from '@/lib/moods';
import { formatEntryDateTime, listTitle } from './format';

type Props = {
  entries: JournalEntryDto[];
  loading: boolean;
  selectedId: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onSelect: (entry: JournalEntryDto) => void;
  onDelete: (entry: JournalEntryDto) => void;
  deletingId: string | null;
};

/** 'Your Entries': a list at most 80% of the viewport high that loads older entries as it scrolls. */
export function EntryList({ entries, loading, selectedId, hasMore, loadingMore, onLoadMore, onSelect, onDelete, deletingId }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore) return;
    const observer = new IntersectionObserver((items) => items.some((i) => i.isIntersecting) && loadMore.current(), {
      root: scroller.current,
      rootMargin: '200px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, entries.length]);

  return (
    <section className="card flex flex-col" aria-labelledby="entries-heading">
      <h2 id="entries-heading" className="mb-3 text-lg font-semibold">
        Your Entries
      </h2>
      <div ref={scroller} className="@container -mx-2 max-h-[80vh] overflow-y-auto px-2" data-testid="entry-list">
        {loading ? (
          <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400" role="status">
            Loading entries...
          </p>
        ) : entries.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">No entries yet.</p>
        ) : (
          <ul className="space-y-2">
            {entries.map((e) => {
              const selected = e._id === selectedId;
              return (
                <li
                  key={e._id}
                  data-testid="journal-entry"
                  className={`relative rounded-xl border p-2 transition-colors ${
                    selected
                      ? 'border-brand-400 bg-brand-50 dark:border-brand-600 dark:bg-brand-900/30'
                      : 'border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/60'
                  }`}
                >
                  <button
                    type="button"
                    onClick={() => onSelect(e)}
                    aria-current={selected ? 'true' : undefined}
                    className="flex w-full min-w-0 items-start gap-3 rounded-lg p-1 text-left"
                  >
                    <span aria-hidden className="text-2xl leading-none">
                      {moodEmoji(e.mood)}
                    </span>
                    <span className="min-w-0 flex-1">
                      {/* Room on the right for the Delete button, which sits beside the title only. */}
                      <span className="block truncate pr-8 font-medium @sm:pr-24" data-testid="entry-title">
                        {listTitle(e.title, e.createdAt)}
                      </span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">{formatEntryDateTime(e.createdAt)}</span>
                      <span className="mt-1 line-clamp-2 break-words text-sm text-slate-600 dark:text-slate-300">{e.text}</span>
                    </span>
                  </button>
                  <button
                    type="button"
                    onClick={() => onDelete(e)}
                    disabled={deletingId === e._id}
                    className="btn-ghost absolute right-2 top-2 px-2 py-1 text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/50"
                    aria-label={`Delete ${listTitle(e.title, e.createdAt)}`}
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
        {hasMore && (
          <div ref={sentinel} className="py-3 text-center text-xs text-slate-600 dark:text-slate-400">
            {loadingMore ? 'Loading more...' : ''}
          </div>
        )}
      </div>
    </section>
  );
}
