'use client';
import { useState, type FormEvent } from 'react';
import { accountApi } from '@/lib/api/account';
import { messageOf } from '@/lib/api/http';
import { saveUser, useAuthState } from '@/lib/client/auth-store';
import { toast } from '@/lib/client/toast';
import { updateProfileSchema } from '@/lib/validation/account';

export function ProfileSection() {
  const { user } = useAuthState();
  const [name, setName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const value = name ?? user?.name ?? '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = updateProfileSchema.safeParse({ name: value });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError('');
    setBusy(true);
    try {
      const res = await accountApi.updateName(parsed.data.name);
      saveUser(res.user);
      setName(null);
      toast.success(res.message);
    } catch (err) {
      toast.error(messageOf(err, 'Could not update your name.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="mb-1 text-lg font-semibold">Profile</h2>
      <p className="mb-4 text-sm text-slate-500 dark:text-slate-400">{user?.email}</p>
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <div className="flex-1">
          <label htmlFor="settings-name" className="label">Name</label>
          <input id="settings-name" className="input" value={value} onChange={(e) => setName(e.target.value)} maxLength={100} autoComplete="name" />
        </div>
        <button type="submit" className="btn-primary" disabled={busy || value.trim() === '' || value === user?.name}>
          {busy ? 'Saving...' : 'Save name'}
        </button>
      </form>
      {error && <p className="mt-2 text-sm text-red-600 dark:text-red-400" role="alert">{error}</p>}
    </section>
  );
}
