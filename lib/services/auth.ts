import 'server-only';
import { isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { account, session, user } from '@/lib/db/schema';
import { getAuth, OTP_ALLOWED_ATTEMPTS } from '@/lib/auth/auth';
import { issueVerificationCode, pendingCode, type PendingCode } from '@/lib/auth/otp';
import { clientIp, limit, policies, refund } from '@/lib/rate-limit';
import { backoffBegin, backoffCount, backoffRelease, clearBackoff } from '@/lib/rate-limit/engine';
import { withoutMarkerBearer } from '@/lib/auth/session';
import { toPublicUser, type PublicUser, type SessionUser } from '@/lib/auth/types';
import { adminEmails } from '@/lib/config';
import { AppError } from '@/lib/errors';
import { logError } from '@/lib/log';
import { apiErrorCode, mapAuthError } from '@/lib/auth/api-errors';
import { claimSetCookie, dropClaim, holdsClaim, presentedClaim, readClaim, writeClaim } from '@/lib/auth/signup-claim';
import { sendSignupNoticeEmail } from '@/lib/email/send-notice';
import type { LoginInput, SignupInput, VerifyOtpInput } from '@/lib/validation/auth';

/** Cookies and the signed bearer token Better Auth wants the client to keep. */
export type AuthHeaders = Headers;

// The answers below are worded so that they read the same whatever the address's state (no
// account, waiting for its code, verified): sign-up, resend and a dead code must not tell a
// stranger which addresses have accounts.

export const SIGNUP_MESSAGE = (email: string) =>
  `Check your inbox: we emailed ${email} a 6-digit code. (If this address already has an account, the email says so instead.)`;

export const RESEND_MESSAGE = (email: string) => `If ${email} is waiting for verification, a new code is on its way.`;

/** A wrong guess at a live code, with the attempts left on it (the one message that carries a number). */
export const wrongCodeMessage = (left: number) => `Invalid OTP. Check the code and try again (${left} ${left === 1 ? 'attempt' : 'attempts'} left).`;

/**
 * What a code Better Auth refused becomes for the client, or null when the failure is not about
 * the code. A wrong guess re-reads the code (`codeAfter`) because only the stored attempt count
 * says how many guesses are left, or that this guess used the last one.
 */
export async function otpRefusal(e: unknown, codeAfter: () => Promise<PendingCode | null>): Promise<AppError | null> {
  switch (apiErrorCode(e)) {
    case 'INVALID_OTP': {
      const after = await codeAfter();
      if (!after) return new AppError('bad_request:otp');
      const left = OTP_ALLOWED_ATTEMPTS - after.attempts;
      return left > 0 ? new AppError('bad_request:otp', wrongCodeMessage(left)) : new AppError('bad_request:otp_used_up');
    }
    case 'TOO_MANY_ATTEMPTS':
      return new AppError('bad_request:otp_used_up');
    case 'OTP_EXPIRED':
      return new AppError('bad_request:otp');
    default:
      return null;
  }
}

/**
 * The error to throw for a failed code check by address (sign-up and reset codes): an unknown
 * address reads like a dead code, so the answer does not tell whether the address has an account.
 */
export async function otpFailure(e: unknown, fallback: string, codeAfter: () => Promise<PendingCode | null>): Promise<unknown> {
  const refusal = await otpRefusal(e, codeAfter);
  if (refusal) return refusal;
  if (apiErrorCode(e) === 'USER_NOT_FOUND') return new AppError('bad_request:otp');
  return mapAuthError(e, fallback);
}

export const VERIFIED_MESSAGE = 'Email verified successfully. Welcome!';

/**
 * A right code entered in a browser other than the one that made the latest sign-up: the address
 * is verified, but nobody is signed in, because whoever signed up chose the password.
 */
export const VERIFIED_ELSEWHERE_MESSAGE =
  'Your email is verified. Please log in with your password. If you did not sign up yourself, do not use this account: whoever did chose its password.';

async function findUserByEmail(email: string) {
  const rows = await db.select().from(user).where(eq(user.email, email)).limit(1);
  return rows[0];
}

async function applyAdminEmails(userId: string, email: string) {
  if (adminEmails().has(email)) await db.update(user).set({ role: 'admin', updatedAt: new Date() }).where(eq(user.id, userId));
}

/** Tells a verified owner someone tried to sign up with their address; fails like a code would. */
async function sendSignupNotice(email: string) {
  try {
    await sendSignupNoticeEmail(email);
  } catch (e) {
    logError('[email] sending the sign-up notice failed:', e);
    throw new AppError('unavailable:email', undefined, { cause: e });
  }
}

/**
 * Signs up, answering every address alike (201 and the same message, a claim cookie):
 * - a new address gets an unverified account and a code;
 * - an unverified one gets its name and password replaced (nobody has proven the address yet) and
 *   a fresh code;
 * - a verified one is left alone, and its owner is mailed a notice instead of a code.
 * Each sign-up leaves this browser the claim (`setCookie`): only the browser of the latest sign-up
 * is signed in by the code (lib/auth/signup-claim.ts).
 *
 * Limits: per IP; the code back-off per address (60 s after a mail, doubling: it is what stops a
 * flood of mails); and the per-address sign-up budget, which the claim holder does not draw on and
 * a refused sign-up does not spend, so a stranger cannot lock an address out.
 */
export async function signup(input: SignupInput, headers: Headers): Promise<{ message: string; setCookie: string }> {
  await limit(policies.signupIp(), clientIp(headers));
  const codes = policies.codeBackoff();
  const budget = policies.signupEmail();
  await backoffBegin(codes, input.email);
  let spent = false;
  let nonce: string;
  try {
    const claim = await readClaim(input.email);
    if (!(claim && holdsClaim(claim, presentedClaim(headers)))) {
      await limit(budget, input.email);
      spent = true;
    }
    const existing = await findUserByEmail(input.email);
    const auth = getAuth();
    const ctx = await auth.$context;
    if (existing?.emailVerified) {
      // The work of a sign-up (a password hash, a claim), so the answer takes as long.
      await ctx.password.hash(input.password);
      nonce = await writeClaim(input.email);
      await sendSignupNotice(input.email);
    } else {
      if (existing) {
        const hash = await ctx.password.hash(input.password);
        await db.update(user).set({ name: input.name, updatedAt: new Date() }).where(eq(user.id, existing.id));
        await db.update(account).set({ password: hash, updatedAt: new Date() }).where(eq(account.userId, existing.id));
      } else {
        try {
          await auth.api.signUpEmail({ body: { name: input.name, email: input.email, password: input.password } });
        } catch (e) {
          throw mapAuthError(e, 'Signup failed');
        }
      }
      nonce = await writeClaim(input.email);
      await issueVerificationCode(input.email);
    }
  } catch (e) {
    // Refused or failed: no mail went out, so neither the back-off nor the budget is spent.
    await backoffRelease(codes, input.email);
    if (spent) await refund(budget, input.email);
    throw e;
  }
  await backoffCount(codes, input.email);
  return { message: SIGNUP_MESSAGE(input.email), setCookie: claimSetCookie(nonce) };
}

export type VerifyResult = { signedIn: true; user: PublicUser; message: string; headers: AuthHeaders } | { signedIn: false; message: string };

/**
 * Checks the code. A right code verifies the address; it signs in (session cookie) only the
 * browser holding the latest sign-up's claim, since whoever signed up chose the password: from
 * anywhere else the answer asks the person to log in with their password.
 *
 * Failures are 400s: a wrong code says how many attempts are left on it; anything else (no code,
 * expired, used, unknown or verified address) gets one message. Limits: per IP, calls per
 * address, and a budget of wrong codes per address across codes (policies.otpGuesses): every call
 * takes a point and a right code gives it back, so past the budget even the right code gets 429.
 */
export async function verifyOtp(input: VerifyOtpInput, headers: Headers): Promise<VerifyResult> {
  await limit(policies.verifyIp(), clientIp(headers));
  await limit(policies.verifyEmail(), input.email);
  const guesses = policies.otpGuesses();
  await limit(guesses, input.email);

  const existing = await findUserByEmail(input.email);
  const pending = existing && !existing.emailVerified ? await pendingCode(input.email) : null;
  if (!existing || !pending || pending.expired) throw new AppError('bad_request:otp');
  if (pending.exhausted) throw new AppError('bad_request:otp_used_up');
  // Read before the code is used: a right code drops the claim.
  const claim = await readClaim(input.email);
  const holder = Boolean(claim && holdsClaim(claim, presentedClaim(headers)));

  let result;
  try {
    result = await getAuth().api.verifyEmailOTP({ body: { email: input.email, otp: input.otp }, headers, returnHeaders: true });
  } catch (e) {
    throw await otpFailure(e, 'OTP verification failed', () => pendingCode(input.email));
  }
  await refund(guesses, input.email);
  await dropClaim(input.email);

  if (!holder) {
    // Better Auth signs the verifier in (autoSignInAfterVerification); that session is ended
    // unused and its cookie is not passed on.
    const token = result.response.token;
    if (token) await db.delete(session).where(eq(session.token, token));
    return { signedIn: false, message: VERIFIED_ELSEWHERE_MESSAGE };
  }
  // ADMIN_EMAILS takes effect here, once the browser that chose the password has proven the address.
  await applyAdminEmails(existing.id, input.email);
  result.headers.append('set-cookie', claimSetCookie(null));
  const fresh = (await findUserByEmail(input.email)) ?? existing;
  return { signedIn: true, user: toPublicUser(fresh), message: VERIFIED_MESSAGE, headers: result.headers };
}

/**
 * Mails a fresh code to an address waiting for verification. Every address gets the same answer
 * and the same back-off (60 s after a mail, doubling), so this cannot probe for accounts.
 */
export async function resendOtp(email: string, headers: Headers): Promise<{ message: string }> {
  await limit(policies.resendIp(), clientIp(headers));
  const codes = policies.codeBackoff();
  await backoffBegin(codes, email);
  try {
    const existing = await findUserByEmail(email);
    if (existing && !existing.emailVerified) await issueVerificationCode(email);
  } catch (e) {
    // The mail failed: the user may retry at once.
    await backoffRelease(codes, email);
    throw e;
  }
  await backoffCount(codes, email);
  return { message: RESEND_MESSAGE(email) };
}

/** The login back-off's key: the address and the client address together. */
export function loginBackoffKey(email: string, headers: Headers): string {
  return `${email}|${clientIp(headers)}`;
}

const WRONG_CREDENTIALS = new Set(['INVALID_EMAIL_OR_PASSWORD', 'INVALID_PASSWORD', 'USER_NOT_FOUND', 'CREDENTIAL_ACCOUNT_NOT_FOUND']);

/**
 * Logs in. Wrong passwords slow down the pair of address and client address (five free, then a
 * growing wait; a successful login starts again), so a stranger guessing elsewhere does not lock
 * the owner out; a much larger allowance per address catches guessing spread over many clients.
 */
export async function login(input: LoginInput, headers: Headers): Promise<{ token: string; user: PublicUser; headers: AuthHeaders }> {
  await limit(policies.loginIp(), clientIp(headers));
  const pair = policies.loginBackoff();
  const pairKey = loginBackoffKey(input.email, headers);
  const address = policies.loginAddressBackoff();
  await backoffBegin(pair, pairKey);
  try {
    await backoffBegin(address, input.email);
  } catch (e) {
    await backoffRelease(pair, pairKey);
    throw e;
  }

  let result;
  try {
    result = await getAuth().api.signInEmail({ body: { email: input.email, password: input.password }, headers, returnHeaders: true });
  } catch (e) {
    const code = apiErrorCode(e);
    if (code && WRONG_CREDENTIALS.has(code)) {
      await backoffCount(pair, pairKey);
      await backoffCount(address, input.email);
      throw new AppError('unauthorized:credentials');
    }
    await backoffRelease(pair, pairKey);
    // Better Auth checks the password first, so this answer goes only to someone who knows it.
    if (code === 'EMAIL_NOT_VERIFIED') throw new AppError('forbidden:unverified');
    throw mapAuthError(e, 'Login failed');
  }
  await clearBackoff(pair, pairKey);
  // The bearer plugin's signed token (`<token>.<signature>`); the raw session token is refused as a bearer.
  const token = result.headers.get('set-auth-token') || result.response.token;
  const row = await findUserByEmail(input.email);
  return { token, user: toPublicUser(row ?? (result.response.user as Parameters<typeof toPublicUser>[0])), headers: result.headers };
}

/**
 * Revokes the session behind the cookie or bearer token, if there is one, and returns headers that
 * clear the cookie. Logging out without a live session (expired, revoked, never there) is not an
 * error: there is nothing to revoke, and the cookies are cleared all the same.
 */
export async function logout(headers: Headers): Promise<AuthHeaders> {
  try {
    const result = await getAuth().api.signOut({ headers: withoutMarkerBearer(headers), returnHeaders: true });
    return result.headers;
  } catch (e) {
    if (isAPIError(e)) return new Headers();
    throw e;
  }
}

export function me(current: SessionUser): { user: PublicUser } {
  return { user: toPublicUser(current) };
}
