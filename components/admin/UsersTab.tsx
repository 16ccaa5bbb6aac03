'use client';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useAdminUsers, useDeleteUser, type AdminUserView } from '@/lib/client-api/admin';
import { messageOf } from '@/lib/client-api/http';
import { useAuthState } from '@/lib/client/auth-store';
import { toast } from '@/lib/client/toast';
import { ConfirmDialog } from './ConfirmDialog';
import { useDebounced } from './useDebounced';

export function UsersTab() {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 250);
  const users = useAdminUsers(q);
  const del = useDeleteUser();
  const { user: me } = useAuthState();
  const [pending, setPending] = useState<AdminUserView | null>(null);
  const searchId = useId();

  useEffect(() => {
    if (users.isError) toast.error(messageOf(users.error, 'Failed to load users'));
  }, [users.isError, users.error]);

  const rows = users.data?.pages.flat() ?? [];

  function confirmDelete() {
    if (!pending) return;
    del.mutate(pending._id, {
      onSuccess: () => {
        toast.success('User deleted');
        setPending(null);
      },
      onError: (e) => {
        toast.error(messageOf(e, 'Failed to delete user'));
        setPending(null);
      },
    });
  }

  return (
    <section aria-labelledby="users-heading" className="card flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="users-heading" className="text-xl font-semibold">
          All Users
        </h2>
        <div className="relative w-full sm:w-72">
          <label htmlFor={searchId} className="sr-only">
            Search by email
          </label>
          <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <input
            id={searchId}
            type="search"
            className="input pl-9"
            placeholder="Search by email..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            autoComplete="off"
          />
        </div>
      </div>

      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="users-table">
          <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500 dark:border-slate-800 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-2 pr-2 font-medium sm:pr-3">
                Email
              </th>
              <th scope="col" className="px-2 py-2 font-medium sm:px-3" title="Premium membership (isPremium)">
                Admin
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-medium sm:pl-3">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {users.isPending ? (
              <tr>
                <td colSpan={3} className="py-6 text-center text-slate-500 dark:text-slate-400" role="status">
                  Loading users...
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={3} className="py-6 text-center text-slate-500 dark:text-slate-400">
                  {q ? `No users match “${q}”.` : 'No users yet.'}
                </td>
              </tr>
            ) : (
              rows.map((u) => {
                const self = u._id === me?._id;
                return (
                  <tr key={u._id} data-testid="user-row">
                    <td className="py-3 pr-2 align-top sm:pr-3">
                      <span className="break-all font-medium">{u.email}</span>
                      <span className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
                        {u.name}
                        {u.role === 'admin' && <Badge tone="brand">admin</Badge>}
                        {self && <Badge tone="slate">you</Badge>}
                        {!u.emailVerified && <Badge tone="amber">unverified</Badge>}
                      </span>
                    </td>
                    <td className="px-2 py-3 align-top sm:px-3">{u.isPremium ? 'Yes' : 'No'}</td>
                    <td className="py-3 pl-2 text-right align-top sm:pl-3">
                      <button
                        type="button"
                        className="btn-danger px-3 py-1.5 text-xs"
                        onClick={() => setPending(u)}
                        disabled={self}
                        title={self ? 'You cannot delete your own account' : `Delete ${u.email}`}
                        aria-label={`Delete ${u.email}`}
                      >
                        Delete
                      </button>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>

      {users.hasNextPage && (
        <button type="button" className="btn-secondary self-center" onClick={() => void users.fetchNextPage()} disabled={users.isFetchingNextPage}>
          {users.isFetchingNextPage ? 'Loading...' : 'Load more users'}
        </button>
      )}

      <ConfirmDialog
        open={pending !== null}
        title="Delete this user?"
        confirmLabel="Delete user"
        busy={del.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      >
        <p>
          <strong className="break-all">{pending?.email}</strong> and all of their journal entries, chats and review will be deleted. This cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}

function Badge({ tone, children }: { tone: 'brand' | 'slate' | 'amber'; children: string }) {
  const tones = {
    brand: 'bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100',
    slate: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
    amber: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200',
  };
  return <span className={`rounded-full px-2 py-0.5 text-[11px] font-medium ${tones[tone]}`}>{children}</span>;
}
