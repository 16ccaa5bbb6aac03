import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '@/lib/errors';
import type { Pool } from 'pg';
import { dbHandle } from '@/lib/db/client';

const TABLE = 'rate_limit';

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
  /** Password checks by a signed-in user (password change, account deletion), per account. */
  passwordCheck: (): Rule => ({ keyPrefix: 'rl_password_check', points: 10, duration: 15 * 60 }),
};

const limiters = new Map<string, { pool?: Pool; limiter: RateLimiterAbstract }>();
const tablesReady = new WeakMap<Pool, Promise<void>>();

/**
 * Creates the counters table once per pool before any limiter uses it. Left to itself, each new
 * RateLimiterPostgres creates the table in the background and refuses calls until then, so the
 * first requests after a start would be counted in memory and the limits would leak.
 */
function ensureTable(pool: Pool): Promise<void> {
  let ready = tablesReady.get(pool);
  if (!ready) {
    ready = pool
      .query(`CREATE TABLE IF NOT EXISTS "${TABLE}" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`)
      .then(() => undefined)
      .catch((e: { code?: string }) => {
        // Two instances creating it at once: the other one won, the table is there.
        if (e?.code === '23505') return;
        tablesReady.delete(pool);
        throw e;
      });
    tablesReady.set(pool, ready);
  }
  return ready;
}

async function limiterFor(rule: Rule): Promise<RateLimiterAbstract> {
  const key = `${rule.keyPrefix}:${rule.points}:${rule.duration}`;
  const handle = dbHandle();
  // With a shared PostgreSQL every app instance sees the same counters.
  const pool = handle.kind === 'pg' ? handle.pool : undefined;
  const cached = limiters.get(key);
  if (cached && cached.pool === pool) return cached.limiter;
  let limiter: RateLimiterAbstract;
  if (pool) {
    await ensureTable(pool);
    limiter = new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: TABLE, tableCreated: true, ...rule, insuranceLimiter: new RateLimiterMemory(rule) });
  } else {
    limiter = new RateLimiterMemory(rule);
  }
  limiters.set(key, { pool, limiter });
  return limiter;
}

/** Consumes one point; past the limit throws 429 with a message saying when to retry. */
export async function limit(rule: Rule, key: string, message?: (seconds: number) => string): Promise<void> {
  try {
    await (await limiterFor(rule)).consume(key);
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

/** Gives the point back (the action it paid for did not happen, e.g. an email that failed to send). */
export async function refund(rule: Rule, key: string): Promise<void> {
  await (await limiterFor(rule)).reward(key, 1).catch(() => undefined);
}

/** Forgets one key's counter, as if its window had passed (tests, support tooling). */
export async function clearLimit(rule: Rule, key: string): Promise<void> {
  await (await limiterFor(rule)).delete(key);
}

/**
 * The client's address for per-IP limits. Proxies append the address they received from to
 * X-Forwarded-For, so its first entries are whatever the client sent and only the entry written by
 * our own proxy can be trusted: the last one with one proxy in front (Vercel, nginx, a load
 * balancer), or TRUSTED_PROXY_HOPS from the end behind a chain of them.
 */
export function clientIp(headers: Headers, env: Record<string, string | undefined> = process.env): string {
  const hops = Math.max(1, Math.floor(Number(env.TRUSTED_PROXY_HOPS) || 1));
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return chain[Math.max(0, chain.length - hops)] || headers.get('x-real-ip')?.trim() || 'local';
}

/** Drops the limiter objects (memory counters go with them; PostgreSQL counters stay in their table). */
export function resetRateLimits() {
  limiters.clear();
}
