'use client';
import type { QueuedEdit, QueuedWrite } from '@/lib/client/offline-queue';
import { listTitle } from './format';

type Props = {
  items: QueuedWrite[];
  onKeepMine: (item: QueuedEdit & { seq: number }) => void;
  onKeepTheirs: (item: QueuedEdit & { seq: number }) => void;
};

/**
 * Issue 19: entries written or edited offline, shown above the list as "Waiting to sync" until the
 * server has them. An edit the server refused (409: changed elsewhere meanwhile) shows both
 * versions; nothing is overwritten until the user picks one.
 */
export function PendingEntries({ items, onKeepMine, onKeepTheirs }: Props) {
  if (!items.length) return null;
  return (
    <section aria-label="Waiting to sync" className="card mb-4 space-y-3" data-testid="pending-entries">
      <h2 className="text-sm font-semibold">Saved on this device</h2>
      <ul className="space-y-2">
        {items.map((item) => (
          <li
            key={item.seq}
            data-testid="pending-entry"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950/40"
          >
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">
                {item.kind === 'edit' ? 'Edit: ' : ''}
                {listTitle(item.body.title ?? null, item.body.createdAt ?? item.queuedAt)}
              </span>
              <span className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-800 dark:text-amber-100">
                {item.kind === 'edit' && item.conflict ? 'Changed elsewhere' : 'Waiting to sync'}
              </span>
            </div>
            <p className="mt-1 line-clamp-2 text-slate-700 dark:text-slate-300">{item.body.text}</p>
            {item.kind === 'edit' && item.conflict && (
              <div role="group" aria-label="Choose a version" className="mt-3 space-y-2" data-testid="conflict">
                <p>This entry was changed somewhere else while you were offline. Which version should stay?</p>
                <div className="grid gap-2 sm:grid-cols-2">
                  <div className="rounded border border-slate-300 p-2 dark:border-slate-700">
                    <h3 className="text-xs font-semibold uppercase">Mine</h3>
                    <p data-testid="conflict-mine">{item.body.text}</p>
                  </div>
                  <div className="rounded border border-slate-300 p-2 dark:border-slate-700">
                    <h3 className="text-xs font-semibold uppercase">Theirs (saved)</h3>
                    <p data-testid="conflict-theirs">{item.conflict.text}</p>
                  </div>
                </div>
                <div className="flex gap-2">
                  <button type="button" className="btn-primary min-h-11" onClick={() => onKeepMine(item)}>
                    Keep mine
                  </button>
                  <button type="button" className="btn-secondary min-h-11" onClick={() => onKeepTheirs(item)}>
                    Keep theirs
                  </button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
