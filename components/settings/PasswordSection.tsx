'use client';
import { useRef, type FormEvent } from 'react';
import { FormField } from '@/components/ui/FormField';
import { useFormFields } from '@/components/ui/useFormFields';
import { useChangePassword } from '@/lib/client-api/account';
import { messageOf } from '@/lib/client-api/http';
import { getToken, saveSession, SESSION_COOKIE_MARKER, useAuthState } from '@/lib/client/auth-store';
import { validateForm } from '@/lib/client/form-errors';
import { toast } from '@/lib/client/toast';
import { accountSchemas } from '@/lib/client/schemas';

const EMPTY = { currentPassword: '', newPassword: '' };

export function PasswordSection() {
  const { user } = useAuthState();
  const changePassword = useChangePassword();
  const formRef = useRef<HTMLFormElement>(null);
  const { form, setForm, errors, setErrors, set } = useFormFields(EMPTY);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { changePasswordSchema } = await accountSchemas();
    const data = validateForm(changePasswordSchema, form, formRef.current, setErrors);
    if (!data) return;
    try {
      const res = await changePassword.mutateAsync(data);
      // Other sessions were revoked, this one was replaced: keep the new token (cookie users keep the marker).
      if (res.token && getToken() !== SESSION_COOKIE_MARKER) saveSession(res.token, user);
      setForm(EMPTY);
      toast.success(res.message);
    } catch (err) {
      toast.error(messageOf(err, 'Could not change your password.'));
    }
  }

  const busy = changePassword.isPending;
  return (
    <section className="card" aria-labelledby="password-heading">
      <h2 id="password-heading" className="mb-1 text-lg font-semibold">
        Password
      </h2>
      <p className="mb-4 text-sm text-slate-500 dark:text-slate-400">Changing it signs you out on every other device.</p>
      <form ref={formRef} onSubmit={submit} onFocus={() => void accountSchemas()} className="grid gap-3 sm:grid-cols-2" noValidate>
        <FormField
          id="current-password"
          name="currentPassword"
          type="password"
          label="Current password"
          value={form.currentPassword}
          onChange={set('currentPassword')}
          autoComplete="current-password"
          error={errors.currentPassword || undefined}
        />
        <FormField
          id="new-password"
          name="newPassword"
          type="password"
          label="New password"
          value={form.newPassword}
          onChange={set('newPassword')}
          autoComplete="new-password"
          minLength={8}
          error={errors.newPassword || undefined}
        />
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={busy || !form.currentPassword || !form.newPassword}>
            {busy ? 'Changing...' : 'Change password'}
          </button>
        </div>
      </form>
    </section>
  );
}
