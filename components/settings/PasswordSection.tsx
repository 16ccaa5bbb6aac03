'use client';
import { useState, type FormEvent } from 'react';
import { accountApi } from '@/lib/api/account';
import { messageOf } from '@/lib/api/http';
import { getToken, saveSession, SESSION_COOKIE_MARKER, useAuthState } from '@/lib/client/auth-store';
import { toast } from '@/lib/client/toast';
import { changePasswordSchema } from '@/lib/validation/account';

export function PasswordSection() {
  const { user } = useAuthState();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = changePasswordSchema.safeParse({ currentPassword, newPassword });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setError('');
    setBusy(true);
    try {
      const res = await accountApi.changePassword(parsed.data);
      // Other sessions were revoked, this one was replaced: keep the new token (cookie users keep the marker).
      if (res.token && getToken() !== SESSION_COOKIE_MARKER) saveSession(res.token, user);
      setCurrent('');
      setNew('');
      toast.success(res.message);
    } catch (err) {
      setError(messageOf(err, 'Could not change your password.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="password-heading">
      <h2 id="password-heading" className="mb-1 text-lg font-semibold">Password</h2>
      <p className="mb-4 text-sm text-slate-500 dark:text-slate-400">Changing it signs you out on every other device.</p>
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2" noValidate>
        <div>
          <label htmlFor="current-password" className="label">Current password</label>
          <input id="current-password" type="password" className="input" value={currentPassword} onChange={(e) => setCurrent(e.target.value)} autoComplete="current-password" />
        </div>
        <div>
          <label htmlFor="new-password" className="label">New password</label>
          <input id="new-password" type="password" className="input" value={newPassword} onChange={(e) => setNew(e.target.value)} autoComplete="new-password" minLength={8} />
        </div>
        {error && <p className="error-box sm:col-span-2" role="alert">{error}</p>}
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={busy || !currentPassword || !newPassword}>
            {busy ? 'Changing...' : 'Change password'}
          </button>
        </div>
      </form>
    </section>
  );
}
