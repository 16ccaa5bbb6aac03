'use client';
import type { JournalEntryDto } from '@/lib/validation/journal';

// Issue 19: journal writes made without a connection, kept in IndexedDB (so they survive reloads
// and browser restarts) until they reach the server, in the order they were made. Plain
// indexedDB API: no library. Each user's items carry their id; logout clears the lot.

const DB_NAME = 'moodjournal-offline';
const STORE = 'queue';

/** The fields an entry is saved with (what POST /api/journal and PUT /api/journal/edit take). */
export type QueuedBody = {
  mood: string;
  title?: string | null;
  text: string;
  analysis?: string | null;
  playlistUrl?: string | null;
  createdAt?: string;
};

type Base = { seq?: number; userId: string; queuedAt: string; body: QueuedBody };
/** A new entry: `clientId` makes every retry the same entry on the server. */
export type QueuedCreate = Base & { kind: 'create'; clientId: string };
/** An edit of a stored entry, made on `baseVersion`; `conflict` is the server's copy after a 409. */
export type QueuedEdit = Base & { kind: 'edit'; entryId: string; baseVersion: number; title: string | null; conflict?: JournalEntryDto };
export type QueuedWrite = (QueuedCreate | QueuedEdit) & { seq: number };

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Called after every change to the queue (in this tab). */
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await open();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req ? req.result : undefined);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** The user's queued writes, oldest first (the order they must reach the server in). */
export async function listQueued(userId: string): Promise<QueuedWrite[]> {
  const all = ((await run('readonly', (s) => s.getAll())) ?? []) as QueuedWrite[];
  return all.filter((w) => w.userId === userId).sort((a, b) => a.seq - b.seq);
}

export async function enqueueCreate(userId: string, body: QueuedBody, clientId: string = crypto.randomUUID()): Promise<QueuedCreate> {
  const item: QueuedCreate = { kind: 'create', userId, clientId, body, queuedAt: new Date().toISOString() };
  await run('readwrite', (s) => s.add(item));
  emit();
  return item;
}

export async function enqueueEdit(userId: string, entry: { _id: string; version: number; title: string | null }, body: QueuedBody): Promise<void> {
  // A later offline edit of the same entry replaces the earlier one: the server needs only the last.
  const earlier = (await listQueued(userId)).find((w) => w.kind === 'edit' && w.entryId === entry._id);
  const item: QueuedEdit = {
    kind: 'edit',
    userId,
    entryId: entry._id,
    baseVersion: earlier?.kind === 'edit' ? earlier.baseVersion : entry.version,
    title: entry.title,
    body,
    queuedAt: new Date().toISOString(),
  };
  await run('readwrite', (s) => {
    if (earlier) s.delete(earlier.seq);
    return s.add(item);
  });
  emit();
}

/** Replaces a queued item (same seq), e.g. to record a conflict or a new base version. */
export async function putQueued(item: QueuedWrite): Promise<void> {
  await run('readwrite', (s) => s.put(item));
  emit();
}

export async function removeQueued(seq: number): Promise<void> {
  await run('readwrite', (s) => s.delete(seq));
  emit();
}

/** Logout: nothing written on this device stays behind. */
export async function clearQueue(): Promise<void> {
  try {
    await run('readwrite', (s) => s.clear());
  } catch (e) {
    console.error('Failed to clear the offline queue', e);
  }
  emit();
}
