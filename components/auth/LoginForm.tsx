'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useLogin } from '@/lib/client-api/auth';
import { ApiError, messageOf } from '@/lib/client-api/http';
import { savePendingSignup, saveSession } from '@/lib/client/auth-store';
import { validateForm } from '@/lib/client/form-errors';
import { loginSchema } from '@/lib/validation/auth';
import { EmailField, FormField } from '@/components/ui/FormField';
import { clearLoginNotice, parseLoginNotice, readLoginNoticeRaw } from './login-notice';
import { FormFooterLink } from './FormFooterLink';

const noSubscribe = () => () => {};

/** `loginRequired`: the proxy sent a signed-out visitor here from a protected screen. */
export function LoginForm({ loginRequired = false }: { loginRequired?: boolean }) {
  const router = useRouter();
  const login = useLogin();
  const formRef = useRef<HTMLFormElement>(null);
  const alerted = useRef(false);
  // Left by the verify screen (a right code entered in another browser than the sign-up's); read
  // after hydration only, since the server has no session storage.
  const notice = parseLoginNotice(useSyncExternalStore(noSubscribe, readLoginNoticeRaw, () => null));
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const form = { email: typedEmail ?? notice?.email ?? '', password };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<{ message: string; unverified: boolean } | null>(null);

  useEffect(() => {
    // The guard's alert (SPEC section 8), for visitors the proxy redirected before the screen loaded.
    if (!loginRequired || alerted.current) return;
    alerted.current = true;
    window.alert('please login first');
  }, [loginRequired]);

  const set = (field: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => {
    if (field === 'email') setTypedEmail(e.target.value);
    else setPassword(e.target.value);
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: '' }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const data = validateForm(loginSchema, form, formRef.current, setErrors);
    if (!data) return;
    try {
      const { token, user } = await login.mutateAsync(data);
      clearLoginNotice();
      saveSession(token, user);
      router.push('/journal');
    } catch (err) {
      window.alert('Login failed');
      setServerError({ message: messageOf(err, 'Login failed'), unverified: err instanceof ApiError && err.status === 403 });
    }
  }

  function goVerify() {
    const email = loginSchema.shape.email.safeParse(form.email);
    if (!email.success) return;
    savePendingSignup({ email: email.data });
    router.push(`/verify-otp?email=${encodeURIComponent(email.data)}`);
  }

  const busy = login.isPending;
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4" aria-busy={busy}>
      {notice && (
        <p
          className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800 dark:border-brand-800 dark:bg-slate-900 dark:text-slate-200"
          role="status"
          data-testid="login-notice"
        >
          {notice.message}
        </p>
      )}
      <EmailField id="login-email" required value={form.email} onChange={set('email')} error={errors.email} />
      <FormField
        id="login-password"
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        required
        value={form.password}
        onChange={set('password')}
        error={errors.password}
      />
      <p className="-mt-2 text-right text-sm">
        <Link
          href={form.email ? `/forgot-password?email=${encodeURIComponent(form.email)}` : '/forgot-password'}
          className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          Forgot password?
        </Link>
      </p>
      {serverError && (
        <div className="error-box" role="alert">
          <p>{serverError.message}</p>
          {serverError.unverified && (
            <button type="button" onClick={goVerify} className="mt-1 font-medium underline underline-offset-4">
              Enter my code
            </button>
          )}
        </div>
      )}
      <button type="submit" className="btn-primary w-full py-2.5" disabled={busy}>
        {busy ? 'Logging In...' : 'Login'}
      </button>
      <FormFooterLink lead="New here?" href="/signup">
        Create an account
      </FormFooterLink>
    </form>
  );
}
