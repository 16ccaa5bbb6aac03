import { eq } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import { db } from '@/lib/db/client';
import { account, user } from '@/lib/db/schema';
import { getAuth } from '@/lib/auth/auth';
import { clientIp, limit, RULES } from '@/lib/auth/rate-limit';
import { toPublicUser, type PublicUser, type SessionUser } from '@/lib/auth/types';
import { adminEmails } from '@/lib/config';
import { AppError } from '@/lib/errors';
import type { LoginInput, SignupInput, VerifyOtpInput } from '@/lib/validation/auth';

/** Cookies and the signed bearer token Better Auth wants the client to keep. */
export type AuthHeaders = Headers;

type ApiErrorLike = { status?: string | number; statusCode?: number; body?: { code?: string; message?: string } };

function apiErrorCode(e: unknown): string | undefined {
  return isAPIError(e) ? (e as ApiErrorLike).body?.code : (e as ApiErrorLike)?.body?.code;
}

async function findUserByEmail(email: string) {
  const rows = await db.select().from(user).where(eq(user.email, email)).limit(1);
  return rows[0];
}

async function sendVerificationCode(email: string) {
  await getAuth().api.sendVerificationOTP({ body: { email, type: 'email-verification' } });
}

/**
 * Creates an unverified account and emails a code. Signing up again before verifying replaces the
 * name and password (nobody has proven the address yet) and sends a fresh code.
 */
export async function signup(input: SignupInput, headers: Headers): Promise<{ message: string }> {
  await limit(RULES.signupIp(), clientIp(headers));
  await limit(RULES.signupEmail(), input.email, (s) => `Too many sign-up attempts for this email. Please try again in ${Math.ceil(s / 60)} minutes.`);

  const existing = await findUserByEmail(input.email);
  if (existing?.emailVerified) {
    throw new AppError('conflict:auth', 'An account with this email already exists. Please log in.');
  }

  const auth = getAuth();
  if (existing) {
    const ctx = await auth.$context;
    const hash = await ctx.password.hash(input.password);
    await db.update(user).set({ name: input.name, updatedAt: new Date() }).where(eq(user.id, existing.id));
    await db.update(account).set({ password: hash, updatedAt: new Date() }).where(eq(account.userId, existing.id));
    // The resend limit still applies, so a sign-up form cannot be used to flood an inbox.
    await limit(RULES.resendEmail(), input.email, resendWaitMessage);
    await sendVerificationCode(input.email);
  } else {
    try {
      const result = await auth.api.signUpEmail({ body: { name: input.name, email: input.email, password: input.password } });
      await limit(RULES.resendEmail(), input.email, resendWaitMessage).catch(() => undefined);
      if (adminEmails().has(input.email)) {
        await db.update(user).set({ role: 'admin' }).where(eq(user.id, result.user.id));
      }
    } catch (e) {
      throw mapAuthError(e, 'Signup failed');
    }
  }
  return { message: `We sent a 6-digit code to ${input.email}. Enter it to verify your account.` };
}

function resendWaitMessage(seconds: number) {
  return `Please wait ${seconds} seconds before asking for a new code.`;
}

export async function verifyOtp(input: VerifyOtpInput, headers: Headers): Promise<{ user: PublicUser; message: string; headers: AuthHeaders }> {
  await limit(RULES.verifyIp(), clientIp(headers));
  const existing = await findUserByEmail(input.email);
  if (!existing) {
    throw new AppError('bad_request:auth', 'Invalid OTP. Please check the code and try again.');
  }
  try {
    const result = await getAuth().api.verifyEmailOTP({ body: { email: input.email, otp: input.otp }, headers, returnHeaders: true });
    const fresh = (await findUserByEmail(input.email)) ?? existing;
    return { user: toPublicUser(fresh), message: 'Email verified successfully. Welcome!', headers: result.headers };
  } catch (e) {
    switch (apiErrorCode(e)) {
      case 'INVALID_OTP':
        throw new AppError('bad_request:auth', 'Invalid OTP. Please check the code and try again.');
      case 'OTP_EXPIRED':
        throw new AppError('bad_request:auth', 'This OTP has expired. Please request a new one.');
      case 'TOO_MANY_ATTEMPTS':
        throw new AppError('bad_request:auth', 'Too many wrong attempts. This OTP is no longer valid; please request a new one.');
      default:
        throw mapAuthError(e, 'OTP verification failed');
    }
  }
}

export async function resendOtp(email: string, headers: Headers): Promise<{ message: string }> {
  await limit(RULES.resendIp(), clientIp(headers));
  await limit(RULES.resendEmail(), email, resendWaitMessage);
  const existing = await findUserByEmail(email);
  // Same answer whether or not the address is registered, so this cannot probe for accounts.
  if (existing && !existing.emailVerified) await sendVerificationCode(email);
  if (existing?.emailVerified) {
    throw new AppError('conflict:auth', 'This email is already verified. Please log in.');
  }
  return { message: `If ${email} is waiting for verification, a new code is on its way.` };
}

export async function login(input: LoginInput, headers: Headers): Promise<{ token: string; user: PublicUser; headers: AuthHeaders }> {
  await limit(RULES.loginIp(), clientIp(headers));
  await limit(RULES.loginEmail(), input.email, (s) => `Too many login attempts. Please try again in ${Math.ceil(s / 60)} minutes.`);
  try {
    const result = await getAuth().api.signInEmail({ body: { email: input.email, password: input.password }, headers, returnHeaders: true });
    const token = result.headers.get('set-auth-token') || result.response.token;
    const row = await findUserByEmail(input.email);
    return { token, user: toPublicUser(row ?? (result.response.user as Parameters<typeof toPublicUser>[0])), headers: result.headers };
  } catch (e) {
    const code = apiErrorCode(e);
    if (code === 'EMAIL_NOT_VERIFIED') {
      throw new AppError('forbidden:auth', 'Please verify your email first. Check your inbox for the code, or sign up again to get a new one.');
    }
    if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_PASSWORD' || code === 'USER_NOT_FOUND' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
      throw new AppError('unauthorized:auth', 'Invalid email or password.');
    }
    throw mapAuthError(e, 'Login failed');
  }
}

/** Revokes the session behind the cookie or bearer token, and returns headers that clear the cookie. */
export async function logout(headers: Headers): Promise<AuthHeaders> {
  const h = new Headers(headers);
  if (/^bearer\s+session-cookie\s*$/i.test(h.get('authorization') ?? '')) h.delete('authorization');
  try {
    const result = await getAuth().api.signOut({ headers: h, returnHeaders: true });
    return result.headers;
  } catch (e) {
    throw mapAuthError(e, 'Logout failed');
  }
}

export function me(current: SessionUser): { user: PublicUser } {
  return { user: toPublicUser(current) };
}

function mapAuthError(e: unknown, fallback: string): unknown {
  if (e instanceof AppError) return e;
  if (isAPIError(e)) {
    const err = e as unknown as ApiErrorLike;
    const status = typeof err.statusCode === 'number' ? err.statusCode : 400;
    const message = err.body?.message || fallback;
    if (status === 401) return new AppError('unauthorized:auth', message);
    if (status === 403) return new AppError('forbidden:auth', message);
    if (status === 404) return new AppError('not_found:auth', message);
    if (status === 422 || status === 409) return new AppError('conflict:auth', message);
    if (status === 429) return new AppError('rate_limit:auth', message);
    if (status < 500) return new AppError('bad_request:auth', message);
  }
  return e;
}
