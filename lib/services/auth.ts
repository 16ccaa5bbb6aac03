import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { account, user } from '@/lib/db/schema';
import { getAuth, OTP_ALLOWED_ATTEMPTS } from '@/lib/auth/auth';
import { issueVerificationCode, pendingCode } from '@/lib/auth/otp';
import { clientIp, limit, policies, refund } from '@/lib/rate-limit';
import { withoutMarkerBearer } from '@/lib/auth/session';
import { toPublicUser, type PublicUser, type SessionUser } from '@/lib/auth/types';
import { adminEmails } from '@/lib/config';
import { AppError } from '@/lib/errors';
import { apiErrorCode, mapAuthError } from '@/lib/auth/api-errors';
import { claimSetCookie, dropClaim, holdsClaim, presentedClaim, readClaim, writeClaim } from '@/lib/auth/signup-claim';
import type { LoginInput, SignupInput, VerifyOtpInput } from '@/lib/validation/auth';

/** Cookies and the signed bearer token Better Auth wants the client to keep. */
export type AuthHeaders = Headers;

export const OTP_MESSAGES = {
  wrong: (left: number) => `Invalid OTP. Check the code and try again (${left} ${left === 1 ? 'attempt' : 'attempts'} left).`,
  expired: 'This OTP has expired. Please request a new one.',
  exhausted: 'Too many wrong attempts: this OTP no longer works. Please request a new one.',
  used: 'This OTP has already been used and your email is verified. Please log in.',
  none: 'There is no active OTP for this email. Please request a new one.',
} as const;

async function findUserByEmail(email: string) {
  const rows = await db.select().from(user).where(eq(user.email, email)).limit(1);
  return rows[0];
}

async function applyAdminEmails(userId: string, email: string) {
  if (adminEmails().has(email)) await db.update(user).set({ role: 'admin', updatedAt: new Date() }).where(eq(user.id, userId));
}

/** Takes this address's one resend a minute, or answers 429 saying how long to wait. */
async function takeResendSlot(email: string) {
  await limit(policies.resendEmail(), email);
}

/** Mails a fresh code; if that fails the resend slot is given back so the user can retry at once. */
async function sendCodeOrRefund(email: string) {
  try {
    await issueVerificationCode(email);
  } catch (e) {
    await refund(policies.resendEmail(), email);
    throw e;
  }
}

/**
 * Creates an unverified account and emails a code. Signing up again before verifying replaces the
 * name and password (nobody has proven the address yet) and sends a fresh code; when that second
 * sign-up comes from another browser, only that browser may then verify (lib/auth/signup-claim.ts).
 * `setCookie` carries this browser's claim.
 */
export async function signup(input: SignupInput, headers: Headers): Promise<{ message: string; setCookie: string }> {
  await limit(policies.signupIp(), clientIp(headers));
  await limit(policies.signupEmail(), input.email);

  const existing = await findUserByEmail(input.email);
  if (existing?.emailVerified) {
    throw new AppError('conflict:signup');
  }

  const auth = getAuth();
  let contested = false;
  if (existing) {
    // The resend limit applies first, so the form cannot flood an inbox or churn the password.
    await takeResendSlot(input.email);
    const ctx = await auth.$context;
    const claim = await readClaim(input.email);
    const [current] = await db.select({ hash: account.password }).from(account).where(eq(account.userId, existing.id)).limit(1);
    const samePassword = Boolean(current?.hash) && (await ctx.password.verify({ hash: current!.hash!, password: input.password }));
    // A different password from a browser that did not make the pending sign-up competes with it.
    contested = Boolean(claim?.contested) || (!samePassword && !(claim && holdsClaim(claim, presentedClaim(headers))));
    const hash = await ctx.password.hash(input.password);
    await db.update(user).set({ name: input.name, updatedAt: new Date() }).where(eq(user.id, existing.id));
    await db.update(account).set({ password: hash, updatedAt: new Date() }).where(eq(account.userId, existing.id));
    await applyAdminEmails(existing.id, input.email);
  } else {
    let userId: string;
    try {
      const result = await auth.api.signUpEmail({ body: { name: input.name, email: input.email, password: input.password } });
      userId = result.user.id;
    } catch (e) {
      throw mapAuthError(e, 'Signup failed');
    }
    await applyAdminEmails(userId, input.email);
    // A new account always gets its first code; the slot is taken so a resend waits a minute.
    await takeResendSlot(input.email).catch(() => undefined);
  }
  const nonce = await writeClaim(input.email, contested);
  await sendCodeOrRefund(input.email);
  return { message: `We sent a 6-digit code to ${input.email}. Enter it to verify your account.`, setCookie: claimSetCookie(nonce) };
}

export const CONTESTED_SIGNUP_MESSAGE =
  'This email was signed up again from another browser with a different password. To keep the account safe, please sign up again here, then enter the new code.';

/**
 * Checks the code and signs the user in (session cookie). Every failure of the code is a 400 whose
 * message says what went wrong: wrong (with attempts left), expired, used up, or no code at all. A
 * browser that lost a contested sign-up (lib/auth/signup-claim.ts) gets a 403 before the code is tried.
 */
export async function verifyOtp(input: VerifyOtpInput, headers: Headers): Promise<{ user: PublicUser; message: string; headers: AuthHeaders }> {
  await limit(policies.verifyIp(), clientIp(headers));
  const existing = await findUserByEmail(input.email);
  const pending = existing ? await pendingCode(input.email) : null;
  if (!existing || !pending) {
    throw new AppError('bad_request:auth', existing?.emailVerified ? OTP_MESSAGES.used : OTP_MESSAGES.none);
  }
  if (pending.expired) throw new AppError('bad_request:auth', OTP_MESSAGES.expired);
  if (pending.exhausted) throw new AppError('bad_request:auth', OTP_MESSAGES.exhausted);
  // Checked before the code, so a refused browser does not use up an attempt.
  const claim = await readClaim(input.email);
  if (claim?.contested && !holdsClaim(claim, presentedClaim(headers))) throw new AppError('forbidden:auth', CONTESTED_SIGNUP_MESSAGE);

  try {
    const result = await getAuth().api.verifyEmailOTP({ body: { email: input.email, otp: input.otp }, headers, returnHeaders: true });
    await dropClaim(input.email);
    result.headers.append('set-cookie', claimSetCookie(null));
    const fresh = (await findUserByEmail(input.email)) ?? existing;
    return { user: toPublicUser(fresh), message: 'Email verified successfully. Welcome!', headers: result.headers };
  } catch (e) {
    switch (apiErrorCode(e)) {
      case 'INVALID_OTP': {
        const after = await pendingCode(input.email);
        if (!after) throw new AppError('bad_request:auth', OTP_MESSAGES.none);
        const left = OTP_ALLOWED_ATTEMPTS - after.attempts;
        throw new AppError('bad_request:auth', left > 0 ? OTP_MESSAGES.wrong(left) : OTP_MESSAGES.exhausted);
      }
      case 'OTP_EXPIRED':
        throw new AppError('bad_request:auth', OTP_MESSAGES.expired);
      case 'TOO_MANY_ATTEMPTS':
        throw new AppError('bad_request:auth', OTP_MESSAGES.exhausted);
      default:
        throw mapAuthError(e, 'OTP verification failed');
    }
  }
}

export async function resendOtp(email: string, headers: Headers): Promise<{ message: string }> {
  await limit(policies.resendIp(), clientIp(headers));
  const existing = await findUserByEmail(email);
  if (existing?.emailVerified) {
    throw new AppError('conflict:verified');
  }
  // Unknown addresses get the same answer and the same limit, so this cannot probe for accounts.
  await takeResendSlot(email);
  if (existing) await sendCodeOrRefund(email);
  return { message: `A new code is on its way to ${email}.` };
}

export async function login(input: LoginInput, headers: Headers): Promise<{ token: string; user: PublicUser; headers: AuthHeaders }> {
  await limit(policies.loginIp(), clientIp(headers));
  await limit(policies.loginEmail(), input.email);
  try {
    const result = await getAuth().api.signInEmail({ body: { email: input.email, password: input.password }, headers, returnHeaders: true });
    // The bearer plugin's signed token (`<token>.<signature>`); the raw session token is refused as a bearer.
    const token = result.headers.get('set-auth-token') || result.response.token;
    const row = await findUserByEmail(input.email);
    return { token, user: toPublicUser(row ?? (result.response.user as Parameters<typeof toPublicUser>[0])), headers: result.headers };
  } catch (e) {
    const code = apiErrorCode(e);
    if (code === 'EMAIL_NOT_VERIFIED') {
      throw new AppError('forbidden:unverified');
    }
    if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_PASSWORD' || code === 'USER_NOT_FOUND' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
      throw new AppError('unauthorized:credentials');
    }
    throw mapAuthError(e, 'Login failed');
  }
}

/** Revokes the session behind the cookie or bearer token, and returns headers that clear the cookie. */
export async function logout(headers: Headers): Promise<AuthHeaders> {
  try {
    const result = await getAuth().api.signOut({ headers: withoutMarkerBearer(headers), returnHeaders: true });
    return result.headers;
  } catch (e) {
    throw mapAuthError(e, 'Logout failed');
  }
}

export function me(current: SessionUser): { user: PublicUser } {
  return { user: toPublicUser(current) };
}
