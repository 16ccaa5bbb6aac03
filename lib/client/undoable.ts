'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { newToastId, withSonner } from './lazy-sonner';

/** How long a destructive action waits for Undo before it is sent (issue 17: about 6 s). */
export const UNDO_MS = 6000;

type Options = {
  /** Groups pending actions so a screen can send its own when it goes away (flushUndoables). */
  scope: string;
  message: string;
  description?: string;
  /** The label of the button that skips the wait. */
  commitLabel: string;
  /** Sends the action. Runs once, after UNDO_MS, on the commit button or on flush. */
  commit: () => void;
  /** Puts things back as they were. Runs once, on Undo, and then commit never runs. */
  undo: () => void;
};

const pending = new Map<string, { scope: string; commit: () => void }>();

/**
 * An action that waits UNDO_MS behind a toast with Undo before it reaches the server, so nothing
 * is lost to a slip of the finger; the screen hides the item meanwhile. The timer is our own (not
 * the toast's, which pauses on hover): the request goes out on time whatever the pointer does.
 * Returns a function that sends it now (once, like the commit button).
 */
export function undoable(o: Options): () => void {
  let settled = false;
  // Our own id: sonner may still be on its way (lib/client/lazy-sonner.ts), and it takes the id given.
  const id = newToastId('undo');
  const finish = (send: boolean) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    pending.delete(id);
    withSonner(({ toast }) => void toast.dismiss(id));
    if (send) o.commit();
    else o.undo();
  };
  const timer = setTimeout(() => finish(true), UNDO_MS);
  withSonner(
    ({ toast }) =>
      void toast(o.message, {
        id,
        description: o.description,
        duration: UNDO_MS,
        closeButton: false,
        action: { label: 'Undo', onClick: () => finish(false) },
        cancel: { label: o.commitLabel, onClick: () => finish(true) },
        // 44x44 px touch targets: sonner's buttons are 24 px high (min-height wins over its height;
        // its padding is unlayered CSS, which beats Tailwind's layer without the !).
        classNames: { actionButton: 'min-h-11 min-w-11 px-3!', cancelButton: 'min-h-11 min-w-11 px-3!' },
      }),
  );
  pending.set(id, { scope: o.scope, commit: () => finish(true) });
  return () => finish(true);
}

/** Sends every action of `scope` still waiting: the screen that could undo it is going away. */
export function flushUndoables(scope: string): void {
  for (const p of [...pending.values()]) if (p.scope === scope) p.commit();
}

// Leaving the page (reload, closing the tab) sends what is waiting; callers use keepalive requests
// so the browser lets them finish after the page is gone.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    for (const p of [...pending.values()]) p.commit();
  });
}

/** A ref that follows `value`, for callbacks that run after later renders (the undo timer). */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}

/**
 * The items of a list whose undoable action (a delete, a clear) is waiting or being sent: the
 * screen hides them. `hideUntilUndo` hides an item behind an undoable() toast whose Undo shows it
 * again; `show` brings one back after a failed request. Leaving the screen sends what is waiting,
 * since no one is left to undo it.
 */
export function useUndoableHide(scope: string) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => () => flushUndoables(scope), [scope]);

  const show = useCallback(
    (id: string, on: boolean) =>
      setHidden((prev) => {
        const next = new Set(prev);
        if (on) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  const hideUntilUndo = (id: string, o: Omit<Options, 'scope' | 'undo'> & { undo?: () => void }) => {
    show(id, false);
    return undoable({
      ...o,
      scope,
      undo: () => {
        o.undo?.();
        show(id, true);
      },
    });
  };

  return { hidden, show, hideUntilUndo };
}
