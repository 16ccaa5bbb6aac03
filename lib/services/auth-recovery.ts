import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { session, user } from '@/lib/db/schema';
import { getAuth } from '@/lib/auth/auth';
import { issuePasswordResetCode, pendingCode } from '@/lib/auth/otp';
import { dropClaim } from '@/lib/auth/signup-claim';
import { clientIp, limit, policies, refund } from '@/lib/rate-limit';
import { backoffBegin, backoffCount, backoffRelease, clearBackoff } from '@/lib/rate-limit/engine';
import { sendPasswordChangedEmail } from '@/lib/email/send-notice';
import { AppError } from '@/lib/errors';
import { logError } from '@/lib/log';
import type { ResetPasswordInput } from '@/lib/validation/auth';
import { otpFailure } from './auth';

// Account recovery by emailed code. Like sign-up and resend, the request answers every address
// alike, so it cannot be used to learn which addresses have accounts.

export const FORGOT_MESSAGE = (email: string) => `If ${email} has a MoodJournal account, we emailed it a 6-digit code. Enter it below with your new password.`;

export const RESET_MESSAGE = 'Your password has been reset and every device was signed out. Please log in with your new password.';

/** The code back-off's key for reset codes (sign-up codes count under the bare address). */
export const resetBackoffKey = (email: string) => `reset|${email}`;

async function findUserByEmail(email: string) {
  const rows = await db.select().from(user).where(eq(user.email, email)).limit(1);
  return rows[0];
}

/**
 * Mails a password-reset code when the address has an account (verified or not: finishing a reset
 * proves the address, so it also verifies it). The same answer and the same back-off for every
 * address: the code back-off sign-up and resend use (60 s, doubling), counted apart from theirs so
 * that someone who has just signed up can still ask for a reset, and recovery cannot be used to
 * flood a mailbox either.
 */
export async function forgotPassword(email: string, headers: Headers): Promise<{ message: string }> {
  await limit(policies.recoveryIp(), clientIp(headers));
  const codes = policies.codeBackoff();
  const key = resetBackoffKey(email);
  await backoffBegin(codes, key);
  try {
    const existing = await findUserByEmail(email);
    if (existing) await issuePasswordResetCode(email);
  } catch (e) {
    // The mail failed: the user may retry at once.
    await backoffRelease(codes, key);
    throw e;
  }
  await backoffCount(codes, key);
  return { message: FORGOT_MESSAGE(email) };
}

/**
 * Sets a new password with the emailed code. A wrong code says how many tries are left on it;
 * anything else (no code, expired, used, unknown address) gets one message. Limits as for
 * sign-up codes: per IP, calls per address, and the per-address budget of wrong codes shared with
 * verify-otp. On success every session of the account ends (whoever had the old password is out),
 * an unverified address becomes verified, and the owner is mailed a notice.
 */
export async function resetPassword(input: ResetPasswordInput, headers: Headers): Promise<{ message: string }> {
  await limit(policies.recoveryIp(), clientIp(headers));
  await limit(policies.resetEmail(), input.email);
  const guesses = policies.otpGuesses();
  await limit(guesses, input.email);

  const existing = await findUserByEmail(input.email);
  const pending = existing ? await pendingCode(input.email, 'forget-password') : null;
  if (!existing || !pending || pending.expired) throw new AppError('bad_request:otp');
  if (pending.exhausted) throw new AppError('bad_request:otp_used_up');

  try {
    await getAuth().api.resetPasswordEmailOTP({ body: { email: input.email, otp: input.otp, password: input.password } });
  } catch (e) {
    throw await otpFailure(e, 'The password could not be reset.', () => pendingCode(input.email, 'forget-password'));
  }
  await refund(guesses, input.email);
  // Every session, bearer tokens included: the reset happens signed out, so none is "this device".
  await db.delete(session).where(eq(session.userId, existing.id));
  // A pending sign-up's claim would let its browser be signed in by a later sign-up code; the
  // address is proven now, so it goes. Wrong-password waits are lifted for the new password.
  await dropClaim(input.email);
  await clearBackoff(policies.loginAddressBackoff(), input.email);
  try {
    await sendPasswordChangedEmail(input.email);
  } catch (e) {
    // The password is changed either way; a lost notice must not make the reset look failed.
    logError('[email] sending the password-changed notice failed:', e);
  }
  return { message: RESET_MESSAGE };
}
