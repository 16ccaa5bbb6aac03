'use client';
import { useRef } from 'react';
import { chatTitle, type ChatDto } from '@/lib/client-api/chat';
import { useLatest, useUndoableHide } from '@/lib/client/undoable';

/** The scope of pending chat clears (lib/client/undoable.ts). */
const UNDO_SCOPE = 'chat-clear';

/**
 * Clearing a chat empties it on screen at once and waits for Undo before `send` (the clear
 * mutation, which says 'Chat cleared' or 'Failed to clear chat') reaches the server (issue 17).
 * A failed clear shows the messages again.
 */
export function useUndoableClear(send: (chatId: string) => Promise<unknown>) {
  const { hidden, show, hideUntilUndo } = useUndoableHide(UNDO_SCOPE);
  /** Per chat: "send it now" while its clear waits, then the request in flight. */
  const waiting = useRef(new Map<string, () => void>());
  const inFlight = useRef(new Map<string, Promise<unknown>>());
  const latest = useLatest(send);

  const clear = (chat: ChatDto) => {
    const id = chat._id;
    if (waiting.current.has(id) || inFlight.current.has(id)) return;
    const now = hideUntilUndo(id, {
      message: 'Clearing this chat',
      description: chatTitle(chat),
      commitLabel: 'Clear now',
      undo: () => waiting.current.delete(id),
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
