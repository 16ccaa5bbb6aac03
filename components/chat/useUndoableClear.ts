'use client';
import { useEffect, useRef, useState } from 'react';
import { chatTitle, type ChatDto } from '@/lib/client-api/chat';
import { flushUndoables, undoable } from '@/lib/client/undoable';

/** The scope of pending chat clears (lib/client/undoable.ts). */
const UNDO_SCOPE = 'chat-clear';

/**
 * Clearing a chat empties it on screen at once and waits for Undo before `send` (the clear
 * mutation, which says 'Chat cleared' or 'Failed to clear chat') reaches the server (issue 17).
 * A failed clear shows the messages again.
 */
export function useUndoableClear(send: (chatId: string) => Promise<unknown>) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  /** Per chat: "send it now" while its clear waits, then the request in flight. */
  const waiting = useRef(new Map<string, () => void>());
  const inFlight = useRef(new Map<string, Promise<unknown>>());
  const latest = useRef(send);
  useEffect(() => {
    latest.current = send;
  }, [send]);
  // Leaving /chat sends what is waiting: no one is left to undo it.
  useEffect(() => () => flushUndoables(UNDO_SCOPE), []);

  const show = (id: string, on: boolean) =>
    setHidden((prev) => {
      const next = new Set(prev);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });

  const clear = (chat: ChatDto) => {
    const id = chat._id;
    if (waiting.current.has(id) || inFlight.current.has(id)) return;
    show(id, false);
    const now = undoable({
      scope: UNDO_SCOPE,
      message: 'Clearing this chat',
      description: chatTitle(chat),
      commitLabel: 'Clear now',
      undo: () => {
        waiting.current.delete(id);
        show(id, true);
      },
      commit: () => {
        waiting.current.delete(id);
        const request = latest
          .current(id)
          .catch(() => undefined)
          .finally(() => {
            inFlight.current.delete(id);
            // Cleared: the cache is empty now. Failed: the messages come back.
            show(id, true);
          });
        inFlight.current.set(id, request);
      },
    });
    waiting.current.set(id, now);
  };

  /**
   * Before a new message goes to a chat whose clear is waiting: the clear is sent first and
   * finished, so it cannot remove the new message, and the message is not cleared on Undo.
   */
  const settle = async (chatId: string) => {
    waiting.current.get(chatId)?.();
    await inFlight.current.get(chatId);
  };

  return { hidden, clear, settle };
}
