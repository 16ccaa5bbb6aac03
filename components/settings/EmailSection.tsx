'use client';
import { useRef, useState, type FormEvent } from 'react';
import { EmailField, FormField } from '@/components/ui/FormField';
import { OtpField } from '@/components/ui/OtpField';
import { useFormFields } from '@/components/ui/useFormFields';
import { messageOf } from '@/lib/client-api/http';
import { useConfirmEmailChange, useRequestEmailChange } from '@/lib/client-api/recovery';
import { saveUser, useAuthState } from '@/lib/client/auth-store';
import { validateForm } from '@/lib/client/form-errors';
import { toast } from '@/lib/client/toast';
import { authSchemas } from '@/lib/client/schemas';

const EMPTY = { newEmail: '', password: '', otp: '' };

/** Moving the account to another address: a code to the new one, then a notice to the old one. */
export function EmailSection() {
  const { user } = useAuthState();
  const request = useRequestEmailChange();
  const confirm = useConfirmEmailChange();
  const formRef = useRef<HTMLFormElement>(null);
  const { form, setForm, errors, setErrors, set, setField } = useFormFields(EMPTY);
  // The code's step: its instructions stay on screen while the code is typed (a toast would go).
  const [pending, setPending] = useState<{ newEmail: string; message: string } | null>(null);

  async function ask(e: FormEvent) {
    e.preventDefault();
    const { changeEmailRequestSchema } = await authSchemas();
    const data = validateForm(changeEmailRequestSchema, form, formRef.current, setErrors);
    if (!data) return;
    try {
      const res = await request.mutateAsync(data);
      setPending({ newEmail: data.newEmail, message: res.message });
      setForm((f) => ({ ...f, password: '' }));
    } catch (err) {
      toast.error(messageOf(err, 'Could not send a code.'));
    }
  }

  async function finish(e: FormEvent) {
    e.preventDefault();
    if (!pending) return;
    const { changeEmailConfirmSchema } = await authSchemas();
    const data = validateForm(changeEmailConfirmSchema, { newEmail: pending.newEmail, otp: form.otp }, formRef.current, setErrors);
    if (!data) return;
    try {
      const res = await confirm.mutateAsync(data);
      saveUser(res.user);
      setPending(null);
      setForm(EMPTY);
      toast.success(res.message);
    } catch (err) {
      toast.error(messageOf(err, 'Could not change your email.'));
    }
  }

  return (
    <section className="card" aria-labelledby="email-heading">
      <h2 id="email-heading" className="mb-1 text-lg font-semibold">
        Email address
      </h2>
      <p className="mb-4 text-sm text-slate-500 dark:text-slate-400">
        Now: {user?.email}. We send a code to the new address and let the current one know once it changes.
      </p>
      {!pending ? (
        <form ref={formRef} onSubmit={ask} onFocus={() => void authSchemas()} className="grid gap-3 sm:grid-cols-2" noValidate>
          <EmailField id="new-email" name="newEmail" label="New email" value={form.newEmail} onChange={set('newEmail')} error={errors.newEmail || undefined} />
          <FormField
            id="email-password"
            name="password"
            type="password"
            label="Password to confirm the change"
            autoComplete="current-password"
            value={form.password}
            onChange={set('password')}
            error={errors.password || undefined}
          />
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary" disabled={request.isPending || !form.newEmail || !form.password}>
              {request.isPending ? 'Sending...' : 'Send a code to the new email'}
            </button>
          </div>
        </form>
      ) : (
        <form ref={formRef} onSubmit={finish} onFocus={() => void authSchemas()} className="grid gap-3" noValidate>
          <p className="text-sm" role="status">
            {pending.message}
          </p>
          <OtpField id="email-otp" name="otp" label="Code" value={form.otp} onValueChange={(otp) => setField('otp', otp)} error={errors.otp || undefined} />
          <div className="flex gap-3">
            <button type="submit" className="btn-primary" disabled={confirm.isPending || !form.otp}>
              {confirm.isPending ? 'Changing...' : 'Change email'}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setPending(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
