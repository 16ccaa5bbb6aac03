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

export const policies = {
  // Per-IP limits are generous (shared NATs, tests): AUTH_RATE_LIMIT_IP raises them. Per-email
  // limits protect one account from guessing and spam.
  signupIp: (): Policy => ({ keyPrefix: 'rl_signup_ip', points: serverEnv().AUTH_RATE_LIMIT_IP, duration: 15 * 60, area: 'auth' }),
  signupEmail: (): Policy => ({
    keyPrefix: 'rl_signup_email',
    points: 5,
    duration: 60 * 60,
    area: 'auth',
    message: (s) => `Too many sign-up attempts for this email. Please try again in ${minutes(s)} minutes.`,
  }),
  loginIp: (): Policy => ({ keyPrefix: 'rl_login_ip', points: serverEnv().AUTH_RATE_LIMIT_IP, duration: 15 * 60, area: 'auth' }),
  loginEmail: (): Policy => ({
    keyPrefix: 'rl_login_email',
    points: 10,
    duration: 15 * 60,
    area: 'auth',
    message: (s) => `Too many login attempts. Please try again in ${minutes(s)} minutes.`,
  }),
  verifyIp: (): Policy => ({ keyPrefix: 'rl_verify_ip', points: serverEnv().AUTH_RATE_LIMIT_IP, duration: 15 * 60, area: 'auth' }),
  resendEmail: (): Policy => ({
    keyPrefix: 'rl_resend_email',
    points: 1,
    duration: 60,
    area: 'auth',
    message: (s) => `Please wait ${s} seconds before asking for a new code.`,
  }),
  resendIp: (): Policy => ({ keyPrefix: 'rl_resend_ip', points: serverEnv().AUTH_RATE_LIMIT_IP, duration: 15 * 60, area: 'auth' }),
  /** Password checks by a signed-in user (password change, account deletion), per account. */
  passwordCheck: (): Policy => ({
    keyPrefix: 'rl_password_check',
    points: 10,
    duration: 15 * 60,
    area: 'account',
    message: (s) => `Too many password attempts. Please try again in ${minutes(s)} minutes.`,
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
