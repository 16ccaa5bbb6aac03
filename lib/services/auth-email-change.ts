import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { user } from '@/lib/db/schema';
import { getAuth, OTP_EXPIRES_IN_SECONDS } from '@/lib/auth/auth';
import { pendingCode } from '@/lib/auth/otp';
import { withCapturedOtp } from '@/lib/auth/otp-capture';
import { apiErrorCode, mapAuthError } from '@/lib/auth/api-errors';
import { withoutMarkerBearer } from '@/lib/auth/session';
import { toPublicUser, type PublicUser, type SessionUser } from '@/lib/auth/types';
import { limit, policies, refund } from '@/lib/rate-limit';
import { backoffBegin, backoffCount, backoffRelease } from '@/lib/rate-limit/engine';
import { sendOtpEmail } from '@/lib/email/send-otp';
import { sendEmailChangedNotice } from '@/lib/email/send-notice';
import { AppError } from '@/lib/errors';
import { logError } from '@/lib/log';
import type { ChangeEmailConfirmInput, ChangeEmailRequestInput } from '@/lib/validation/auth';
import { requireOwnPassword } from './account';
import { otpRefusal } from './auth';

// Moving an account to another address: a code goes to the new address (proving it is theirs),
// and once it is entered the old address gets a notice (so a hijacked session cannot move the
// account away unnoticed). Asking needs the current password, for the same reason.

export const CHANGE_EMAIL_SENT = (email: string) =>
  `If ${email} can be used, we emailed it a 6-digit code. Enter it here to finish the change. (An address that already has an account gets nothing.)`;

export const EMAIL_CHANGED = (email: string) => `Your account now uses ${email}. We let your old address know.`;

/** The key of this user's code for `newEmail` (Better Auth files it under user id and address). */
const changeKey = (userId: string, newEmail: string) => `${userId}:${newEmail}`;

/**
 * Emails a code to the new address. The answer is the same whether or not that address already
 * has an account (then nothing is sent), so even a signed-in user cannot probe for accounts.
 * Limits: password checks per account, and the per-address code back-off shared with sign-up.
 */
export async function requestEmailChange(current: SessionUser, headers: Headers, input: ChangeEmailRequestInput): Promise<{ message: string }> {
  if (input.newEmail === current.email.toLowerCase()) throw new AppError('bad_request:same_email');
  await requireOwnPassword(current, input.password, 'bad_request:current_password');

  const codes = policies.codeBackoff();
  await backoffBegin(codes, input.newEmail);
  try {
    const { otp } = await withCapturedOtp(() =>
      getAuth().api.requestEmailChangeEmailOTP({ body: { newEmail: input.newEmail }, headers: withoutMarkerBearer(headers) }),
    );
    // No code means the address is taken: Better Auth made none to send.
    if (otp) {
      try {
        await sendOtpEmail(input.newEmail, otp, OTP_EXPIRES_IN_SECONDS / 60, 'email-change');
      } catch (e) {
        logError('[email] sending the email-change code failed:', e);
        throw new AppError('unavailable:email', undefined, { cause: e });
      }
    }
  } catch (e) {
    await backoffRelease(codes, input.newEmail);
    if (apiErrorCode(e) === 'UNAUTHORIZED') throw new AppError('unauthorized:auth');
    throw mapAuthError(e, 'The code could not be sent.');
  }
  await backoffCount(codes, input.newEmail);
  return { message: CHANGE_EMAIL_SENT(input.newEmail) };
}

/**
 * Checks the code and moves the account. Wrong codes count against a per-account budget (as
 * sign-up codes count per address). Better Auth refreshes this device's session cookie; other
 * sessions stay (the password did not change). The old address is told, best effort.
 */
export async function confirmEmailChange(
  current: SessionUser,
  headers: Headers,
  input: ChangeEmailConfirmInput,
): Promise<{ user: PublicUser; message: string; headers: Headers }> {
  const guesses = policies.otpGuesses();
  const budgetKey = `change-email:${current.id}`;
  await limit(guesses, budgetKey);
  const key = changeKey(current.id, input.newEmail);
  const pending = await pendingCode(key, 'change-email');
  if (!pending || pending.expired) throw new AppError('bad_request:otp');
  if (pending.exhausted) throw new AppError('bad_request:otp_used_up');

  let result;
  try {
    result = await getAuth().api.changeEmailEmailOTP({
      body: { newEmail: input.newEmail, otp: input.otp },
      headers: withoutMarkerBearer(headers),
      returnHeaders: true,
    });
  } catch (e) {
    const refusal = await otpRefusal(e, () => pendingCode(key, 'change-email'));
    if (refusal) throw refusal;
    if (apiErrorCode(e) === 'UNAUTHORIZED') throw new AppError('unauthorized:auth');
    // The only other refusal after a right code: someone took the address meanwhile.
    const message = (e as { body?: { message?: string } }).body?.message;
    if (message === 'Email already in use') throw new AppError('conflict:email');
    throw mapAuthError(e, 'The email could not be changed.');
  }
  await refund(guesses, budgetKey);
  try {
    await sendEmailChangedNotice(current.email, input.newEmail);
  } catch (e) {
    logError('[email] sending the email-changed notice to the old address failed:', e);
  }
  const [row] = await db.select().from(user).where(eq(user.id, current.id)).limit(1);
  if (!row) throw new AppError('not_found:account');
  return { user: toPublicUser(row), message: EMAIL_CHANGED(input.newEmail), headers: result.headers };
}
