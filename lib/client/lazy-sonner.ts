'use client';

// sonner (the toasts) is not part of any page's first load: its code is fetched once the page is
// idle (AppToaster) or as soon as something wants a toast, whichever comes first. Calls made
// before it has arrived wait here, in order, and run when it does; sonner keeps toasts made before
// its <Toaster> subscribes and shows them once it does, so no early toast is lost (the OTP success
// toast carried over a page load among them).

type Sonner = typeof import('sonner');

let loaded: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
const waiting: ((s: Sonner) => void)[] = [];
const listeners = new Set<() => void>();

/** Starts fetching sonner (once) and resolves with it. A failed fetch is tried again on the next call. */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (m) => {
      loaded = m;
      for (const run of waiting.splice(0)) run(m);
      for (const l of listeners) l();
      return m;
    },
    (e: unknown) => {
      loading = null;
      console.error('Loading the toasts failed', e);
      throw e;
    },
  );
  return loading;
}

/** Runs `f` with sonner now if it has arrived, else as soon as it does (and asks for it). */
export function withSonner(f: (s: Sonner) => void): void {
  if (loaded) {
    f(loaded);
    return;
  }
  waiting.push(f);
  loadSonner().catch(() => {});
}

/** For useSyncExternalStore: sonner once it has arrived, else null. */
export function loadedSonner(): Sonner | null {
  return loaded;
}

export function subscribeSonner(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

let nextId = 0;
/** An id for a toast made before sonner is there to hand one back (sonner accepts its own). */
export function newToastId(prefix: string): string {
  nextId += 1;
  return `${prefix}-${nextId}`;
}
