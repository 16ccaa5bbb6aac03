import type { JournalEntryDto } from '@/lib/client-api/journal';
import { isMood, type Mood } from '@/lib/moods';
import type { Draft } from './useDraft';

/** A form that can be stored: an entry needs a mood. */
export type ReadyDraft = Draft & { mood: Mood };

export const EMPTY_DRAFT: Draft = { mood: null, title: '', text: '', analysis: null, playlistUrl: null, createdAt: '', activities: [] };

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's time zone (minutes precision). */
export function toLocalInput(iso: string | Date): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (read as local time) as an ISO instant, or undefined when empty or invalid. */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

export function fromEntry(e: JournalEntryDto): Draft {
  return {
    mood: isMood(e.mood) ? e.mood : null,
    title: e.title ?? '',
    text: e.text,
    analysis: e.analysis,
    playlistUrl: e.playlistUrl,
    createdAt: toLocalInput(e.createdAt),
    activities: e.activities ?? [],
  };
}

/**
 * What POST or PUT sends. The date goes only when it was set (new entries) or changed (edits):
 * an untouched field keeps the stored instant to the millisecond rather than rounding it to a minute.
 */
export function payloadOf(d: ReadyDraft, stored?: Draft | null) {
  const createdAt = d.createdAt && d.createdAt !== stored?.createdAt ? fromLocalInput(d.createdAt) : undefined;
  return {
    mood: d.mood,
    title: d.title,
    text: d.text,
    analysis: d.analysis,
    playlistUrl: d.playlistUrl,
    activities: d.activities,
    ...(createdAt ? { createdAt } : {}),
  };
}

/** Whether what the user typed differs from the stored entry (analysis and playlist are not typed). */
export function isEdited(form: Draft, stored: Draft | null): boolean {
  return Boolean(
    stored &&
    (form.text !== stored.text ||
      form.title !== stored.title ||
      form.mood !== stored.mood ||
      form.createdAt !== stored.createdAt ||
      !sameActivities(form.activities, stored.activities)),
  );
}

function sameActivities(a: string[], b: string[]): boolean {
  const key = (l: string[]) =>
    l
      .map((n) => n.toLowerCase())
      .sort()
      .join('\n');
  return key(a) === key(b);
}
