import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '@/lib/errors';
import { dbHandle } from '@/lib/db/client';

type Rule = { keyPrefix: string; points: number; duration: number };

// Limits are per 'duration' seconds. Per-IP limits are generous (shared NATs, tests) and can be
// raised with AUTH_RATE_LIMIT_IP; per-email limits protect one account from guessing and spam.
const ipPoints = () => Number(process.env.AUTH_RATE_LIMIT_IP || 60);

export const RULES = {
  signupIp: (): Rule => ({ keyPrefix: 'rl_signup_ip', points: ipPoints(), duration: 15 * 60 }),
  signupEmail: (): Rule => ({ keyPrefix: 'rl_signup_email', points: 5, duration: 60 * 60 }),
  loginIp: (): Rule => ({ keyPrefix: 'rl_login_ip', points: ipPoints(), duration: 15 * 60 }),
  loginEmail: (): Rule => ({ keyPrefix: 'rl_login_email', points: 10, duration: 15 * 60 }),
  verifyIp: (): Rule => ({ keyPrefix: 'rl_verify_ip', points: ipPoints(), duration: 15 * 60 }),
  resendEmail: (): Rule => ({ keyPrefix: 'rl_resend_email', points: 1, duration: 60 }),
  resendIp: (): Rule => ({ keyPrefix: 'rl_resend_ip', points: ipPoints(), duration: 15 * 60 }),
};

const limiters = new Map<string, RateLimiterAbstract>();

function limiterFor(rule: Rule): RateLimiterAbstract {
  const key = `${rule.keyPrefix}:${rule.points}:${rule.duration}`;
  let limiter = limiters.get(key);
  if (!limiter) {
    const handle = dbHandle();
    // With a shared PostgreSQL every app instance sees the same counters.
    limiter =
      handle.kind === 'pg' && handle.pool
        ? new RateLimiterPostgres({ storeClient: handle.pool, storeType: 'pool', tableName: 'rate_limit', ...rule, insuranceLimiter: new RateLimiterMemory(rule) })
        : new RateLimiterMemory(rule);
    limiters.set(key, limiter);
  }
  return limiter;
}

/** Consumes one point; past the limit throws 429 with a message saying when to retry. */
export async function limit(rule: Rule, key: string, message?: (seconds: number) => string): Promise<void> {
  try {
    await limiterFor(rule).consume(key);
  } catch (e) {
    if (e instanceof RateLimiterRes) {
      const seconds = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      throw new AppError('rate_limit:auth', message ? message(seconds) : `Too many attempts. Please try again in ${seconds} seconds.`, {
        headers: { 'Retry-After': String(seconds) },
      });
    }
    throw e;
  }
}

export function clientIp(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || headers.get('x-real-ip') || 'local';
}

/** Forgets every counter (tests). */
export function resetRateLimits() {
  limiters.clear();
}
