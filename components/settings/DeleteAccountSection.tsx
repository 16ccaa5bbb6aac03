'use client';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/FormField';
import { useDeleteAccount } from '@/lib/client-api/account';
import { messageOf } from '@/lib/client-api/http';
import { toast } from '@/lib/client/toast';

export function DeleteAccountSection() {
  const router = useRouter();
  const deleteAccount = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      const res = await deleteAccount.mutateAsync(password);
      toast.success(res.message);
      router.push('/');
    } catch (err) {
      toast.error(messageOf(err, 'Could not delete your account.'));
    }
  }

  // Stays busy after success: the page is on its way home.
  const busy = deleteAccount.isPending || deleteAccount.isSuccess;

  return (
    <section className="card border-red-300 dark:border-red-900" aria-labelledby="delete-heading">
      <h2 id="delete-heading" className="mb-1 text-lg font-semibold text-red-700 dark:text-red-400">
        Delete account
      </h2>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-300">
        This permanently deletes your account, every journal entry, every chat and your review, and signs you out everywhere.
        <strong> It cannot be undone.</strong> Export your data first if you want to keep it.
      </p>
      <form onSubmit={submit} className="grid gap-3" noValidate>
        <div className="max-w-sm">
          <FormField
            id="delete-password"
            name="password"
            type="password"
            label="Your password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} className="h-4 w-4 accent-red-600" />I understand that my
          account and journal will be deleted forever.
        </label>
        <div>
          <button type="submit" className="btn-danger" disabled={busy || !password || !confirmed}>
            {busy ? 'Deleting...' : 'Delete my account'}
          </button>
        </div>
      </form>
    </section>
  );
}
