'use client';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { EmailField, FormError, FormField } from '@/components/ui/FormField';
import { OtpField } from '@/components/ui/OtpField';
import { useFormFields } from '@/components/ui/useFormFields';
import { messageOf } from '@/lib/client-api/http';
import { useForgotPassword, useResetPassword } from '@/lib/client-api/recovery';
import { validateForm } from '@/lib/client/form-errors';
import { toast } from '@/lib/client/toast';
import { forgotPasswordSchema, resetPasswordSchema } from '@/lib/validation/auth';
import { FormFooterLink } from './FormFooterLink';
import { saveLoginNotice } from './login-notice';

/**
 * Two steps on one screen: the address (a code is mailed if it has an account; the answer never
 * says whether it does), then the code with the new password. Success leads to the login screen
 * with the address filled in.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const router = useRouter();
  const forgot = useForgotPassword();
  const reset = useResetPassword();
  const formRef = useRef<HTMLFormElement>(null);
  const { form, errors, setErrors, set, setField } = useFormFields({ email: initialEmail, otp: '', password: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [info, setInfo] = useState('');
  const [serverError, setServerError] = useState('');

  async function requestCode(e?: FormEvent) {
    e?.preventDefault();
    setServerError('');
    const data = validateForm(forgotPasswordSchema, { email: form.email }, formRef.current, setErrors);
    if (!data) return;
    try {
      const res = await forgot.mutateAsync(data.email);
      setSentTo(data.email);
      setInfo(res.message);
    } catch (err) {
      setServerError(messageOf(err, 'Could not send a code. Please try again.'));
    }
  }

  async function resetPassword(e: FormEvent) {
    e.preventDefault();
    setServerError('');
    const data = validateForm(resetPasswordSchema, { ...form, email: sentTo ?? form.email }, formRef.current, setErrors);
    if (!data) return;
    try {
      const res = await reset.mutateAsync(data);
      toast.success(res.message);
      saveLoginNotice({ message: res.message, email: data.email });
      router.push('/login');
    } catch (err) {
      setServerError(messageOf(err, 'Could not reset your password.'));
    }
  }

  if (!sentTo) {
    const busy = forgot.isPending;
    return (
      <form ref={formRef} onSubmit={requestCode} noValidate className="grid gap-4" aria-busy={busy}>
        <EmailField id="forgot-email" required value={form.email} onChange={set('email')} error={errors.email} />
        <FormError message={serverError} />
        <button type="submit" className="btn-primary w-full py-2.5" disabled={busy}>
          {busy ? 'Sending...' : 'Email me a code'}
        </button>
        <FormFooterLink lead="Remembered it?" href="/login">
          Back to login
        </FormFooterLink>
      </form>
    );
  }

  const busy = reset.isPending;
  return (
    <form ref={formRef} onSubmit={resetPassword} noValidate className="grid gap-4" aria-busy={busy}>
      <p
        className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800 dark:border-brand-800 dark:bg-slate-900 dark:text-slate-200"
        role="status"
      >
        {info}
      </p>
      <OtpField id="reset-otp" name="otp" label="Code" required value={form.otp} onValueChange={(otp) => setField('otp', otp)} error={errors.otp} />
      <FormField
        id="reset-password"
        name="password"
        type="password"
        label="New password"
        autoComplete="new-password"
        minLength={8}
        required
        value={form.password}
        onChange={set('password')}
        error={errors.password}
        hint="At least 8 characters. Every device signed in to your account will be signed out."
      />
      <FormError message={serverError} />
      <button type="submit" className="btn-primary w-full py-2.5" disabled={busy}>
        {busy ? 'Resetting...' : 'Reset password'}
      </button>
      <div className="flex justify-between text-sm">
        <button type="button" className="font-medium underline underline-offset-4" onClick={() => void requestCode()} disabled={forgot.isPending}>
          Send a new code
        </button>
        <button
          type="button"
          className="font-medium underline underline-offset-4"
          onClick={() => {
            setSentTo(null);
            setServerError('');
          }}
        >
          Use another email
        </button>
      </div>
    </form>
  );
}
