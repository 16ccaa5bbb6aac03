'use client';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/client-api/http';
import { journalApi, useRefreshJournal, type JournalEntryDto } from '@/lib/client-api/journal';
import { useAuthUserId } from '@/lib/client/auth-store';
import { isOffline } from '@/lib/client/offline';
import { listQueued, putQueued, removeQueued, subscribeQueue, type QueuedEdit, type QueuedWrite } from '@/lib/client/offline-queue';
import { toast } from '@/lib/client/toast';

// Issue 19: sends the offline queue (lib/client/offline-queue.ts) when the connection returns and
// when the journal opens, oldest first. A create carries its clientId, so a retry after a lost
// answer is the same entry; an edit carries its base version, and a 409 keeps it queued with the
// server's copy for the user to choose.

// One flush at a time per tab: two would send the same item twice (harmless for creates thanks to
// the clientId, but an edit would then conflict with itself).
let flushing: Promise<void> | null = null;

async function sendOne(item: QueuedWrite): Promise<'sent' | 'stop' | 'kept'> {
  try {
    if (item.kind === 'create') await journalApi.create({ ...item.body, clientId: item.clientId } as Parameters<typeof journalApi.create>[0]);
    else await journalApi.update(item.entryId, { ...item.body, version: item.baseVersion } as Parameters<typeof journalApi.update>[1]);
    await removeQueued(item.seq);
    return 'sent';
  } catch (e) {
    if (!(e instanceof ApiError) || e.status === 0 || e.status >= 500 || e.status === 429) return 'stop'; // try again later
    if (e.status === 401) return 'stop'; // signed out elsewhere: keep it for when they log in again
    if (item.kind === 'edit' && e.status === 409) {
      const server = (e.data as { entry?: JournalEntryDto } | undefined)?.entry;
      if (server) await putQueued({ ...item, conflict: server });
      return 'kept';
    }
    // Refused for good (the entry was deleted, or the data is invalid): said once, then dropped.
    toast.error('An entry saved offline could not be synced.', { description: e.message });
    await removeQueued(item.seq);
    return 'sent';
  }
}

export async function flushQueue(userId: string): Promise<void> {
  if (flushing) return flushing;
  flushing = (async () => {
    for (const item of await listQueued(userId)) {
      if (isOffline()) break;
      if (item.kind === 'edit' && item.conflict) continue; // waiting for the user's choice
      if ((await sendOne(item)) === 'stop') break;
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

export function useOfflineQueue() {
  const userId = useAuthUserId();
  const refresh = useRefreshJournal();
  const [items, setItems] = useState<QueuedWrite[]>([]);

  const reload = useCallback(() => {
    // Always settled asynchronously: the list is IndexedDB's, read on every change.
    (userId ? listQueued(userId) : Promise.resolve([])).then(setItems).catch((e) => console.error('Failed to read the offline queue', e));
  }, [userId]);

  const sync = useCallback(async () => {
    if (!userId || isOffline()) return;
    const before = (await listQueued(userId)).length;
    await flushQueue(userId);
    if ((await listQueued(userId)).length !== before) await refresh();
  }, [userId, refresh]);

  useEffect(() => {
    reload();
    const unsubscribe = subscribeQueue(reload);
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    // On start: whatever an earlier visit left queued goes now, if there is a connection.
    void sync();
    return () => {
      unsubscribe();
      window.removeEventListener('online', onOnline);
    };
  }, [reload, sync]);

  /** 409, "keep mine": sent again on the server's version, so it overwrites knowingly. */
  const keepMine = async (item: QueuedEdit & { seq: number }) => {
    if (!item.conflict) return;
    await putQueued({ ...item, baseVersion: item.conflict.version, conflict: undefined });
    await sync();
  };
  /** 409, "keep theirs": my edit is dropped; the server's copy stands. */
  const keepTheirs = async (item: QueuedEdit & { seq: number }) => {
    await removeQueued(item.seq);
    await refresh();
  };

  return { items, keepMine, keepTheirs, sync };
}
