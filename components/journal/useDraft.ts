'use client';
import { useCallback, useRef } from 'react';
import { isMood, type Mood } from '@/lib/moods';

export type Draft = { mood: Mood | null; title: string; text: string; analysis: string | null; playlistUrl: string | null };

const keyFor = (userId: string) => `journalDraft:${userId}`;

function isEmpty(d: Draft): boolean {
  return !d.text.trim() && !d.title.trim() && !d.mood && !d.analysis && !d.playlistUrl;
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
    };
  } catch {
    return null;
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
    try {
      return parse(window.localStorage.getItem(keyFor(userId)));
    } catch {
      return memory.current;
    }
  }, [userId]);

  const persist = useCallback(
    (draft: Draft) => {
      memory.current = isEmpty(draft) ? null : draft;
      if (!userId) return;
      try {
        if (isEmpty(draft)) window.localStorage.removeItem(keyFor(userId));
        else window.localStorage.setItem(keyFor(userId), JSON.stringify(draft));
      } catch {
        // Storage full or blocked: the in-memory copy still covers this visit.
      }
    },
    [userId],
  );

  const discard = useCallback(() => {
    memory.current = null;
    if (!userId) return;
    try {
      window.localStorage.removeItem(keyFor(userId));
    } catch {
      // nothing stored
    }
  }, [userId]);

  return { restore, persist, discard };
}
