import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { verification } from '@/lib/db/schema';
import { sendOtpEmail } from '@/lib/email/send-otp';
import { AppError } from '@/lib/errors';
import { logError } from '@/lib/log';
import { getAuth, OTP_ALLOWED_ATTEMPTS, OTP_EXPIRES_IN_SECONDS } from './auth';

/** The code kinds of Better Auth's emailOTP plugin that the app uses. */
export type OtpType = 'email-verification' | 'forget-password' | 'change-email';

/**
 * The identifier Better Auth's emailOTP plugin files a verification code under. For a change of
 * email, `email` is `<user id>:<new email>` (the plugin's own key).
 */
export function otpIdentifier(email: string, type: OtpType = 'email-verification'): string {
  return `${type}-otp-${email}`;
}

export type PendingCode = { attempts: number; expiresAt: Date; expired: boolean; exhausted: boolean };

/**
 * The newest code waiting for this email, read from the plugin's row (`<hash>:<wrong attempts>`),
 * so the API can tell a wrong code from an expired or used-up one. The plugin itself answers
 * all of those with bare codes and deletes rows as it goes.
 */
export async function pendingCode(email: string, type: OtpType = 'email-verification'): Promise<PendingCode | null> {
  const rows = await db
    .select({ value: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, otpIdentifier(email, type)))
    .orderBy(desc(verification.createdAt))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const attempts = Number.parseInt(row.value.slice(row.value.lastIndexOf(':') + 1), 10) || 0;
  return {
    attempts,
    expiresAt: row.expiresAt,
    expired: row.expiresAt.getTime() < Date.now(),
    exhausted: attempts >= OTP_ALLOWED_ATTEMPTS,
  };
}

/**
 * Creates a fresh code (replacing any earlier one) and emails it. Sending is done here rather than
 * inside Better Auth because the plugin swallows transport errors, and a sign-up that says "we
 * sent you a code" when nothing left must not happen.
 */
export async function issueVerificationCode(email: string): Promise<void> {
  const otp = await getAuth().api.createVerificationOTP({ body: { email, type: 'email-verification' } });
  try {
    await sendOtpEmail(email, otp, OTP_EXPIRES_IN_SECONDS / 60);
  } catch (e) {
    logError('[email] sending the verification code failed:', e);
    throw new AppError('unavailable:email', undefined, { cause: e });
  }
}

/** Creates a fresh password-reset code (replacing any earlier one) and emails it. */
export async function issuePasswordResetCode(email: string): Promise<void> {
  const otp = await getAuth().api.createVerificationOTP({ body: { email, type: 'forget-password' } });
  try {
    await sendOtpEmail(email, otp, OTP_EXPIRES_IN_SECONDS / 60, 'password-reset');
  } catch (e) {
    logError('[email] sending the password reset code failed:', e);
    throw new AppError('unavailable:email', undefined, { cause: e });
  }
}
