'use client';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { JournalEntryDto } from '@/lib/client-api/journal';
import { useDateDisplay } from '@/lib/client/first-render';
import { isMood } from '@/lib/moods';
import { formatEntryDateTime, formatEntryDate } from './format';
import { MoodBadge } from './MoodBadge';

type Props = {
  entry: JournalEntryDto;
  onBack: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The analysis box and playlist, as the editor shows them (speak buttons and all). */
  children?: ReactNode;
};

/**
 * One entry to read: its whole text, mood, analysis and playlist, with Edit and Delete as separate
 * actions. Below 768px it is the whole screen (the list hides), so Back returns to the list.
 */
export function EntryReader({ entry, onBack, onEdit, onDelete, children }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus follows the opened entry, so screen readers and keyboards land on what just opened.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [entry._id]);

  // A deep link renders on the server: its locale and zone until hydration is over.
  const display = useDateDisplay();
  const title = entry.title?.trim() || formatEntryDate(entry.createdAt, display);
  return (
    <article className="card space-y-4" aria-labelledby="reader-heading" data-testid="entry-reader">
      <div className="flex items-center justify-between gap-2">
        <button type="button" className="btn-ghost min-h-11 min-w-11 px-3" onClick={onBack}>
          <ArrowLeft aria-hidden className="h-4 w-4" />
          <span>Back to entries</span>
        </button>
        <div className="flex gap-2">
          <button type="button" className="btn-secondary min-h-11 min-w-11 px-3" onClick={onEdit}>
            <Pencil aria-hidden className="h-4 w-4" />
            Edit
          </button>
          <button
            type="button"
            className="btn-ghost min-h-11 min-w-11 px-3 text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/50"
            onClick={onDelete}
            aria-label={`Delete ${title}`}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
            <span className="max-sm:sr-only">Delete</span>
          </button>
        </div>
      </div>
      <header className="space-y-2">
        <h2 id="reader-heading" ref={heading} tabIndex={-1} className="break-words text-2xl font-semibold outline-none">
          {title}
        </h2>
        <p className="flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={entry.createdAt}>{formatEntryDateTime(entry.createdAt, display)}</time>
          {isMood(entry.mood) && <MoodBadge mood={entry.mood} />}
        </p>
        {entry.activities?.length > 0 && (
          <ul aria-label="Activities" className="flex flex-wrap gap-2" data-testid="reader-activities">
            {entry.activities.map((a) => (
              <li key={a} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 dark:bg-brand-900/40 dark:text-brand-100">
                {a}
              </li>
            ))}
          </ul>
        )}
      </header>
      <div className="whitespace-pre-wrap break-words leading-relaxed text-slate-800 dark:text-slate-200" data-testid="reader-text">
        {entry.text}
      </div>
      {children}
    </article>
  );
}
