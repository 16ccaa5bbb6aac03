import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, bearer, emailOTP } from 'better-auth/plugins';
import { db } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { appUrl, authSecret } from '@/lib/config';
import { sendOtpEmail } from '@/lib/email/send-otp';
import { loggable } from '@/lib/log';
import { captureOtp } from './otp-capture';

export const OTP_EXPIRES_IN_SECONDS = 600;
export const OTP_ALLOWED_ATTEMPTS = 5;
export const PASSWORD_MIN_LENGTH = 8;
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 7;
/** Better Auth extends a session (sliding expiry) once it is older than this. */
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

function createAuth() {
  return betterAuth({
    appName: 'MoodJournal',
    baseURL: appUrl(),
    secret: authSecret(),
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
    },
    // Codes are created and mailed by lib/auth/otp.ts so a failed send reaches the caller.
    emailVerification: { autoSignInAfterVerification: true, sendOnSignUp: false },
    user: {
      additionalFields: {
        isPremium: { type: 'boolean', defaultValue: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    plugins: [
      emailOTP({
        overrideDefaultEmailVerification: true,
        otpLength: 6,
        expiresIn: OTP_EXPIRES_IN_SECONDS,
        allowedAttempts: OTP_ALLOWED_ATTEMPTS,
        storeOTP: 'hashed',
        // Codes for a change of email go to the service that asked (lib/auth/otp.ts, withCapturedOtp).
        changeEmail: { enabled: true },
        sendVerificationOTP: async ({ email, otp, type }) => {
          if (captureOtp(otp)) return;
          await sendOtpEmail(
            email,
            otp,
            OTP_EXPIRES_IN_SECONDS / 60,
            type === 'forget-password' ? 'password-reset' : type === 'change-email' ? 'email-change' : 'sign-up',
          );
        },
      }),
      bearer({ requireSignature: true }),
      admin(),
    ],
    // Our own routes apply rate limits (lib/auth/rate-limit.ts); auth.api calls bypass Better Auth's.
    rateLimit: { enabled: false },
    // Its database errors would otherwise reach the log with their parameters (tokens, emails).
    logger: {
      log: (level, message, ...args) => {
        const write = level === 'error' ? console.error : level === 'warn' ? console.warn : console.log;
        write(`[auth] ${message}`, ...args.map((a) => (a instanceof Error ? JSON.stringify(loggable(a)) : a)));
      },
    },
    telemetry: { enabled: false },
  });
}

type Auth = ReturnType<typeof createAuth>;
const globalForAuth = globalThis as unknown as { __moodAuth?: Auth };

/** Created on first use so builds and scripts that import this module open nothing. */
export function getAuth(): Auth {
  globalForAuth.__moodAuth ??= createAuth();
  return globalForAuth.__moodAuth;
}

/** Drops the cached instance (tests that swap the database). */
export function resetAuth() {
  globalForAuth.__moodAuth = undefined;
}
