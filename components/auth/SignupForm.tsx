'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { useSignup } from '@/lib/client-api/auth';
import { messageOf } from '@/lib/client-api/http';
import { savePendingSignup } from '@/lib/client/auth-store';
import { validateForm } from '@/lib/client/form-errors';
import { signupSchema } from '@/lib/validation/auth';
import { FormField } from '@/components/ui/FormField';

export function SignupForm() {
  const router = useRouter();
  const signup = useSignup();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');

  const set = (field: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: '' }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setServerError('');
    const data = validateForm(signupSchema, form, formRef.current, setErrors);
    if (!data) return;
    try {
      await signup.mutateAsync(data);
      // SPEC: the form data goes along to /verify-otp; the password never leaves this screen.
      savePendingSignup({ email: data.email, name: data.name });
      router.push(`/verify-otp?email=${encodeURIComponent(data.email)}`);
    } catch (err) {
      setServerError(messageOf(err, 'Signup failed'));
    }
  }

  const busy = signup.isPending;
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4" aria-busy={busy}>
      <FormField id="signup-name" name="name" label="Full Name" autoComplete="name" required value={form.name} onChange={set('name')} error={errors.name} />
      <FormField
        id="signup-email"
        name="email"
        type="email"
        label="Email Address"
        autoComplete="email"
        inputMode="email"
        required
        value={form.email}
        onChange={set('email')}
        error={errors.email}
      />
      <FormField
        id="signup-password"
        name="password"
        type="password"
        label="Password"
        autoComplete="new-password"
        required
        minLength={8}
        value={form.password}
        onChange={set('password')}
        error={errors.password}
        hint="At least 8 characters."
      />
      {serverError && (
        <p className="error-box" role="alert">
          {serverError}
        </p>
      )}
      <button type="submit" className="btn-primary w-full py-2.5" disabled={busy}>
        {busy ? 'Creating Account...' : 'Sign Up'}
      </button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        <Link href="/login" className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
          Already have an account? Login
        </Link>
      </p>
    </form>
  );
}
