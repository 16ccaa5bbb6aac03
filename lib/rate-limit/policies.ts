// Every rate limit of the app in one table: what is counted, how many per window, and which error
// area and wording a refusal carries (so an AI limit is not reported as an auth error). Policies
// are functions because their numbers come from the environment, read on each call so a changed
// setting applies at once.
import { serverEnv } from '@/lib/env';

export type LimitArea = 'auth' | 'ai' | 'chat' | 'account' | 'import';

export type Policy = {
  keyPrefix: string;
  points: number;
  /** Window in seconds. */
  duration: number;
  area: LimitArea;
  /** What the user reads once the window is spent; `seconds` is the wait. */
  message?: (seconds: number) => string;
};

const minutes = (s: number) => Math.ceil(s / 60);

/**
 * A wait that grows with use instead of a fixed window (lib/rate-limit/engine.ts, `backoffBegin`):
 * events (a code mailed, a wrong password) are counted per key over `window` seconds; the first
 * `free` cost nothing, then each makes the next attempt wait `baseSeconds`, doubling up to
 * `maxSeconds`. `exclusive` keys also admit one attempt at a time (none can slip in while the
 * previous one is still being checked).
 */
export type BackoffPolicy = {
  keyPrefix: string;
  area: LimitArea;
  free: number;
  baseSeconds: number;
  maxSeconds: number;
  /** Seconds over which events are counted; the count starts again after it. */
  window: number;
  exclusive: boolean;
  /** What the user reads while waiting; `seconds` is the wait. */
  message: (seconds: number) => string;
};

/** The wait after the n-th counted event of a window (0 while still free). */
export function backoffSeconds(policy: Pick<BackoffPolicy, 'free' | 'baseSeconds' | 'maxSeconds'>, n: number): number {
  const over = n - policy.free;
  if (over <= 0) return 0;
  // 2^30 seconds is far past any cap; stops the power from overflowing.
  return Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** Math.min(over - 1, 30));
}

/** A wait in words: seconds below two minutes, minutes below two hours, then hours. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 120) return `${s} ${s === 1 ? 'second' : 'seconds'}`;
  if (s < 2 * 3600) return `${minutes(s)} minutes`;
  return `${Math.ceil(s / 3600)} hours`;
}

export const policies = {
  // Per-IP limits are generous (shared NATs, tests): AUTH_RATE_LIMIT_IP raises them. Per-email
  // limits protect one account from guessing and spam.
  signupIp: (): Policy => ({ keyPrefix: 'rl_signup_ip', points: serverEnv().AUTH_RATE_LIMIT_IP, duration: 15 * 60, area: 'auth' }),
  /** Sign-ups per address, by browsers other than the one holding the latest sign-up's claim. */
  signupEmail: (): Policy => ({
    keyPrefix: 'rl_signup_email',
    points: 5,
    duration: 60 * 60,
    area: 'auth',
    message: (s) => `Too many sign-up attempts for this email. Please try again in ${minutes(s)} minutes.`,
  }),
  loginIp: (): Policy => ({ keyPrefix: 'rl_login_ip', points: serverEnv().AUTH_RATE_LIMIT_IP, duration: 15 * 60, area: 'auth' }),
  /**
   * Wrong passwords per address AND client address: a stranger guessing from elsewhere does not
   * lock the owner out. Five are free, then each makes the next try wait longer; a successful
   * login starts the count again.
   */
  loginBackoff: (): BackoffPolicy => ({
    keyPrefix: 'rl_login_pair',
    area: 'auth',
    free: 5,
    baseSeconds: 30,
    maxSeconds: 15 * 60,
    window: 60 * 60,
    exclusive: true,
    message: (s) => `Too many login attempts. Please try again in ${waitText(s)}.`,
  }),
  /**
   * Wrong passwords per address from every client address together: only a guesser using many
   * addresses reaches it, and then the owner waits too (a delay, never a lock).
   */
  loginAddressBackoff: (): BackoffPolicy => ({
    keyPrefix: 'rl_login_address',
    area: 'auth',
    free: 50,
    baseSeconds: 60,
    maxSeconds: 15 * 60,
    window: 60 * 60,
    exclusive: false,
    message: (s) => `Too many login attempts. Please try again in ${waitText(s)}.`,
  }),
  verifyIp: (): Policy => ({ keyPrefix: 'rl_verify_ip', points: serverEnv().AUTH_RATE_LIMIT_IP, duration: 15 * 60, area: 'auth' }),
  /** verify-otp calls per address, whatever the client address. */
  verifyEmail: (): Policy => ({
    keyPrefix: 'rl_verify_email',
    points: 10,
    duration: 15 * 60,
    area: 'auth',
    message: (s) => `Too many attempts to verify this email. Please try again in ${waitText(s)}.`,
  }),
  /**
   * Wrong codes per address across all its codes (each code also dies after 5 wrong tries). Every
   * verify-otp call takes a point and a right code gives it back, so past the budget even the
   * right code waits.
   */
  otpGuesses: (): Policy => ({
    keyPrefix: 'rl_otp_guesses',
    points: 15,
    duration: 24 * 60 * 60,
    area: 'auth',
    message: (s) => `Too many wrong codes were entered for this email. Please try again in ${waitText(s)}.`,
  }),
  /**
   * Emails about an address's account (a code from sign-up or resend, the notice to a verified
   * owner): 60 s after the first, then twice as long after each further one within the hour.
   */
  codeBackoff: (): BackoffPolicy => ({
    keyPrefix: 'rl_code_email',
    area: 'auth',
    free: 0,
    baseSeconds: 60,
    maxSeconds: 30 * 60,
    window: 60 * 60,
    exclusive: true,
    message: (s) => `Please wait ${waitText(s)} before asking for a new code.`,
  }),
  resendIp: (): Policy => ({ keyPrefix: 'rl_resend_ip', points: serverEnv().AUTH_RATE_LIMIT_IP, duration: 15 * 60, area: 'auth' }),
  /** Forgot-password and reset-password calls per IP (the address-level limits are shared with sign-up). */
  recoveryIp: (): Policy => ({ keyPrefix: 'rl_recovery_ip', points: serverEnv().AUTH_RATE_LIMIT_IP, duration: 15 * 60, area: 'auth' }),
  /** reset-password calls per address, whatever the client address (as verifyEmail for sign-up codes). */
  resetEmail: (): Policy => ({
    keyPrefix: 'rl_reset_email',
    points: 10,
    duration: 15 * 60,
    area: 'auth',
    message: (s) => `Too many attempts to reset the password of this email. Please try again in ${waitText(s)}.`,
  }),
  /** Password checks by a signed-in user (password change, account deletion), per account. */
  passwordCheck: (): Policy => ({
    keyPrefix: 'rl_password_check',
    points: 10,
    duration: 15 * 60,
    area: 'account',
    message: (s) => `Too many password attempts. Please try again in ${minutes(s)} minutes.`,
  }),
  /**
   * Imports per account and hour. Every attempt counts, refused ones included: reading and
   * checking a file of up to 25 MB is the costly part, whatever the outcome.
   */
  import: (): Policy => ({
    keyPrefix: 'rl_import',
    points: 10,
    duration: 60 * 60,
    area: 'import',
    message: (s) => `You have imported many files in the last hour. Please try again in ${minutes(s)} minutes.`,
  }),
  // Model calls cost money and time, so each user gets a budget per feature.
  analysis: (): Policy => ({
    keyPrefix: 'rl_ai_analyze',
    points: serverEnv().AI_RATE_LIMIT_PER_MIN,
    duration: 60,
    area: 'ai',
    message: (s) => `You have asked for many analyses in a short time. Please try again in ${s} seconds.`,
  }),
  // The insights card is fetched whenever the journal opens; past this many model-written insights
  // an hour the curated wording answers instead.
  insights: (): Policy => ({ keyPrefix: 'rl_ai_insights', points: serverEnv().AI_INSIGHTS_PER_HOUR, duration: 60 * 60, area: 'ai' }),
  /**
   * The chat allowance's second counter, per user and UTC day. Its points are the limit itself, so
   * a changed AI_DAILY_MESSAGE_LIMIT gets a counter of its own.
   */
  chatDay: (allowed: number): Policy => ({ keyPrefix: 'rl_chat_day', points: allowed, duration: 86_400, area: 'chat' }),
} as const;
