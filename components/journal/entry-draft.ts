import type { JournalEntryDto } from '@/lib/client-api/journal';
import { isMood, type Mood } from '@/lib/moods';
import type { Draft } from './useDraft';

/** A form that can be stored: an entry needs a mood. */
export type ReadyDraft = Draft & { mood: Mood };

export const EMPTY_DRAFT: Draft = { mood: null, title: '', text: '', analysis: null, playlistUrl: null };

export function fromEntry(e: JournalEntryDto): Draft {
  return { mood: isMood(e.mood) ? e.mood : null, title: e.title ?? '', text: e.text, analysis: e.analysis, playlistUrl: e.playlistUrl };
}

export function payloadOf(d: ReadyDraft) {
  return { mood: d.mood, title: d.title, text: d.text, analysis: d.analysis, playlistUrl: d.playlistUrl };
}

/** Whether what the user typed differs from the stored entry (analysis and playlist are not typed). */
export function isEdited(form: Draft, stored: Draft | null): boolean {
  return Boolean(stored && (form.text !== stored.text || form.title !== stored.title || form.mood !== stored.mood));
}
