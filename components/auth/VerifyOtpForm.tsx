'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useResendOtp, useVerifyOtp } from '@/lib/client-api/auth';
import { messageOf } from '@/lib/client-api/http';
import { clearPendingSignup, PENDING_SIGNUP_KEY, readPendingSignup, saveSession, SESSION_COOKIE_MARKER } from '@/lib/client/auth-store';
import { validateForm } from '@/lib/client/form-errors';
import { carrySuccessToast, toast } from '@/lib/client/toast';
import { verifyOtpSchema } from '@/lib/validation/auth';
import { EmailField } from '@/components/ui/FormField';
import { OtpField } from '@/components/ui/OtpField';
import type { PublicUser } from '@/lib/auth/types';
import { clearLoginNotice, saveLoginNotice } from './login-notice';
import { FormFooterLink } from './FormFooterLink';

const noSubscribe = () => () => {};
const readPendingRaw = () => window.sessionStorage.getItem(PENDING_SIGNUP_KEY);

/** SPEC: the email comes from the navigation state (here `?email=`), else the pending sign-up in session storage. */
function usePendingEmail(fromNavigation: string | undefined): string {
  // Read after hydration only: the server has no session storage.
  const raw = useSyncExternalStore(noSubscribe, readPendingRaw, () => null);
  if (fromNavigation) return fromNavigation;
  return raw ? (readPendingSignup()?.email ?? '') : '';
}

/** The server's wait between codes for one address (README: a new one at most once a minute). */
const RESEND_WAIT_S = 60;

/** Seconds left until `until` (ms), ticking once a second; 0 when there is no wait. */
function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [until]);
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}

export function VerifyOtpForm({ emailFromNavigation }: { emailFromNavigation?: string }) {
  const router = useRouter();
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const formRef = useRef<HTMLFormElement>(null);
  const knownEmail = usePendingEmail(emailFromNavigation);
  // null until the user types, so the known email shows as soon as it is read.
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const email = typedEmail ?? knownEmail;
  // After a code was resent, the button waits out the server's minute instead of inviting a refusal.
  const [resendUntil, setResendUntil] = useState<number | null>(null);
  const resendWait = useCountdown(resendUntil);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const data = validateForm(verifyOtpSchema, { email, otp }, formRef.current, setErrors);
    if (!data) return;
    try {
      // `user` is absent when the code was right but this is not the browser that signed up: the
      // address is verified, nobody is signed in, and the person logs in with their password.
      const res: { user?: PublicUser; message: string } = await verify.mutateAsync(data);
      toast.success(res.message);
      if (!res.user) {
        clearPendingSignup();
        saveLoginNotice({ message: res.message, email: data.email });
        router.push('/login');
        return;
      }
      // SPEC section 4: the session is the cookie; the stored token is the literal marker.
      saveSession(SESSION_COOKIE_MARKER, res.user);
      clearPendingSignup();
      clearLoginNotice();
      // The page load below would wipe the toast just shown: the journal shows it again.
      carrySuccessToast(res.message);
      // SPEC: a full page load, so every screen starts from the new session.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign('/journal');
    } catch (err) {
      toast.error(messageOf(err, 'OTP verification failed'));
    }
  }

  async function resendCode() {
    const target = email.trim();
    if (!target) {
      toast.warning('Email missing. Please signup again.');
      return;
    }
    try {
      const res = await resend.mutateAsync(target);
      toast.success(res?.message || 'OTP resent');
      setResendUntil(Date.now() + RESEND_WAIT_S * 1000);
    } catch (err) {
      toast.error(messageOf(err, 'Error resending OTP'));
    }
  }

  const busy = verify.isPending || verify.isSuccess;
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4" aria-busy={busy}>
      <EmailField
        id="otp-email"
        required
        value={email}
        onChange={(e) => {
          setTypedEmail(e.target.value);
          if (errors.email) setErrors((prev) => ({ ...prev, email: '' }));
        }}
        error={errors.email || undefined}
      />
      <OtpField
        id="otp-code"
        name="otp"
        label="OTP"
        required
        value={otp}
        onValueChange={(digits) => {
          setOtp(digits);
          if (errors.otp) setErrors((prev) => ({ ...prev, otp: '' }));
        }}
        error={errors.otp || undefined}
        hint="The 6-digit code from the email. It works for 10 minutes."
      />
      <button type="submit" className="btn-primary w-full py-2.5" disabled={busy}>
        {busy ? 'Verifying...' : 'Verify'}
      </button>
      <button
        type="button"
        className="btn-secondary w-full"
        onClick={resendCode}
        disabled={resend.isPending || resendWait > 0}
        aria-describedby={resendWait > 0 ? 'resend-wait' : undefined}
      >
        Resend OTP
      </button>
      {resendWait > 0 && (
        <p id="resend-wait" className="-mt-2 text-center text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          You can ask for another code in {resendWait} s.
        </p>
      )}
      <FormFooterLink lead="Wrong address?" href="/signup">
        Sign up again
      </FormFooterLink>
    </form>
  );
}
