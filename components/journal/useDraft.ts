'use client';
import { useCallback, useRef } from 'react';
import { isMood, type Mood } from '@/lib/moods';

/**
 * The form as typed. `createdAt` is the editor's date-time field (`YYYY-MM-DDTHH:mm`, local time):
 * empty on a new entry means "now".
 */
export type Draft = {
  mood: Mood | null;
  title: string;
  text: string;
  analysis: string | null;
  playlistUrl: string | null;
  createdAt: string;
  /** Activity names picked in the editor (issue 18). */
  activities: string[];
};

const keyFor = (userId: string) => `journalDraft:${userId}`;
const editKeyFor = (userId: string, entryId: string) => `journalEditDraft:${userId}:${entryId}`;

function isEmpty(d: Draft): boolean {
  return !d.text.trim() && !d.title.trim() && !d.mood && !d.analysis && !d.playlistUrl && !d.createdAt && !d.activities.length;
}

function parse(raw: string | null): Draft | null {
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<Draft>;
    if (typeof d.text !== 'string' || typeof d.title !== 'string') return null;
    return {
      mood: isMood(d.mood) ? d.mood : null,
      title: d.title,
      text: d.text,
      analysis: typeof d.analysis === 'string' ? d.analysis : null,
      playlistUrl: typeof d.playlistUrl === 'string' ? d.playlistUrl : null,
      // Drafts stored before the date field existed have none: "now".
      createdAt: typeof d.createdAt === 'string' ? d.createdAt : '',
      // Drafts stored before activities existed have none.
      activities: Array.isArray(d.activities) ? d.activities.filter((a): a is string => typeof a === 'string') : [],
    };
  } catch {
    return null;
  }
}

function read(key: string): Draft | null {
  try {
    return parse(window.localStorage.getItem(key));
  } catch {
    return null;
  }
}

function write(key: string, draft: Draft | null) {
  try {
    if (!draft) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the in-memory copy still covers this visit.
  }
}

/**
 * The new entry being written, kept in local storage per user so neither a reload nor a detour
 * into editing an older entry loses it. Cleared once the entry is saved.
 */
export function useDraft(userId: string | null) {
  const memory = useRef<Draft | null>(null);

  const restore = useCallback((): Draft | null => {
    if (!userId) return memory.current;
    return read(keyFor(userId)) ?? memory.current;
  }, [userId]);

  const persist = useCallback(
    (draft: Draft) => {
      memory.current = isEmpty(draft) ? null : draft;
      if (userId) write(keyFor(userId), memory.current);
    },
    [userId],
  );

  const discard = useCallback(() => {
    memory.current = null;
    if (userId) write(keyFor(userId), null);
  }, [userId]);

  return { restore, persist, discard };
}

/**
 * Unsaved edits of existing entries, one per entry and user, so switching to another entry,
 * leaving the page or a crash never loses them. Cleared when the entry is updated, the edit is
 * cancelled or the entry is deleted.
 */
export function useEditDrafts(userId: string | null) {
  const memory = useRef(new Map<string, Draft>());

  const restoreEdit = useCallback(
    (entryId: string): Draft | null => (userId ? read(editKeyFor(userId, entryId)) : null) ?? memory.current.get(entryId) ?? null,
    [userId],
  );

  const persistEdit = useCallback(
    (entryId: string, draft: Draft | null) => {
      if (draft) memory.current.set(entryId, draft);
      else memory.current.delete(entryId);
      if (userId) write(editKeyFor(userId, entryId), draft);
    },
    [userId],
  );

  return { restoreEdit, persistEdit };
}
