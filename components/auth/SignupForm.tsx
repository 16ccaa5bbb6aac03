'use client';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { useSignup } from '@/lib/client-api/auth';
import { messageOf } from '@/lib/client-api/http';
import { savePendingSignup } from '@/lib/client/auth-store';
import { validateForm } from '@/lib/client/form-errors';
import { signupSchema } from '@/lib/validation/auth';
import { EmailField, FormError, FormField } from '@/components/ui/FormField';
import { useFormFields } from '@/components/ui/useFormFields';
import { FormFooterLink } from './FormFooterLink';

export function SignupForm() {
  const router = useRouter();
  const signup = useSignup();
  const formRef = useRef<HTMLFormElement>(null);
  const { form, errors, setErrors, set } = useFormFields({ name: '', email: '', password: '' });
  const [serverError, setServerError] = useState('');

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
      <EmailField id="signup-email" label="Email Address" required value={form.email} onChange={set('email')} error={errors.email} />
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
      <FormError message={serverError} />
      <button type="submit" className="btn-primary w-full py-2.5" disabled={busy}>
        {busy ? 'Creating Account...' : 'Sign Up'}
      </button>
      <FormFooterLink href="/login">Already have an account? Login</FormFooterLink>
    </form>
  );
}
