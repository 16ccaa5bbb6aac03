import 'server-only';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError, isAppError } from '@/lib/errors';
import type { Pool } from 'pg';
import { dbHandle } from '@/lib/db/client';
import type { BackoffPolicy, Policy } from './policies';
import { backoffSeconds } from './policies';

type Rule = Pick<Policy, 'keyPrefix' | 'points' | 'duration'>;

const TABLE = 'rate_limit';

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
    limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: TABLE,
      tableCreated: true,
      ...rule,
      insuranceLimiter: new RateLimiterMemory(rule),
    });
  } else {
    limiter = new RateLimiterMemory(rule);
  }
  limiters.set(key, { pool, limiter });
  return limiter;
}

/**
 * Consumes one point; past the limit throws 429 in the policy's area, with its message saying when
 * to retry. `area` overrides the policy's, for a caller reporting on another feature's behalf.
 */
export async function limit(policy: Policy, key: string, area = policy.area): Promise<void> {
  try {
    await (await limiterFor(policy)).consume(key);
  } catch (e) {
    if (e instanceof RateLimiterRes) {
      const seconds = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      throw new AppError(`rate_limit:${area}`, policy.message ? policy.message(seconds) : `Too many attempts. Please try again in ${seconds} seconds.`, {
        headers: { 'Retry-After': String(seconds) },
      });
    }
    throw e;
  }
}

/** Takes one point like `limit`, but answers false instead of throwing once the window is spent. */
export async function withinLimit(policy: Policy, key: string): Promise<boolean> {
  try {
    await limit(policy, key);
    return true;
  } catch (e) {
    if (isAppError(e) && e.kind === 'rate_limit') return false;
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

// ---------------------------------------------------------------------------------------------
// Back-off: a wait that grows with each counted event (policies.ts, BackoffPolicy). Two counters
// per key: `count`, the events of the current window, and `gate`, which is blocked for the wait
// (and, for exclusive policies, held by the one attempt in flight).
// ---------------------------------------------------------------------------------------------

/** How long an exclusive attempt may hold its key (it is released as soon as it ends). */
const HOLD_SECONDS = 30;
const COUNT_POINTS = 1_000_000;

function gateRule(policy: BackoffPolicy): Rule {
  return { keyPrefix: `${policy.keyPrefix}_gate`, points: 1, duration: HOLD_SECONDS };
}

function countRule(policy: BackoffPolicy): Rule {
  return { keyPrefix: `${policy.keyPrefix}_count`, points: COUNT_POINTS, duration: policy.window };
}

function waitError(policy: BackoffPolicy, msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError(`rate_limit:${policy.area}`, policy.message(seconds), { headers: { 'Retry-After': String(seconds) } });
}

/**
 * Starts an attempt: throws 429 (with the wait) while the key waits out its back-off. An exclusive
 * policy also takes the key until `backoffCount` or `backoffRelease`, so concurrent attempts
 * cannot all slip through before the first one is counted.
 */
export async function backoffBegin(policy: BackoffPolicy, key: string): Promise<void> {
  const gate = await limiterFor(gateRule(policy));
  if (policy.exclusive) {
    try {
      await gate.consume(key);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw waitError(policy, e.msBeforeNext);
      throw e;
    }
    return;
  }
  const res = await gate.get(key);
  if (res && res.consumedPoints > 1) throw waitError(policy, res.msBeforeNext);
}

/**
 * Counts one event (a code mailed, a wrong password) and sets the wait before the next attempt;
 * ends the attempt `backoffBegin` started. Returns the wait in seconds (0 while free).
 */
export async function backoffCount(policy: BackoffPolicy, key: string): Promise<number> {
  const res = await (await limiterFor(countRule(policy))).consume(key);
  const wait = backoffSeconds(policy, res.consumedPoints);
  const gate = await limiterFor(gateRule(policy));
  if (wait > 0) await gate.block(key, wait);
  else if (policy.exclusive) await gate.delete(key);
  return wait;
}

/** Ends an attempt without counting it (it failed for another reason, or did not count). */
export async function backoffRelease(policy: BackoffPolicy, key: string): Promise<void> {
  if (policy.exclusive) await (await limiterFor(gateRule(policy))).delete(key).catch(() => undefined);
}

/**
 * Forgets the key's back-off (a successful login starts again from zero). With `keepCount`, only
 * the current wait is lifted, as if it had passed (tests).
 */
export async function clearBackoff(policy: BackoffPolicy, key: string, opts: { keepCount?: boolean } = {}): Promise<void> {
  await (await limiterFor(gateRule(policy))).delete(key);
  if (!opts.keepCount) await (await limiterFor(countRule(policy))).delete(key);
}

/** Drops the limiter objects (memory counters go with them; PostgreSQL counters stay in their table). */
export function resetRateLimits() {
  limiters.clear();
}
