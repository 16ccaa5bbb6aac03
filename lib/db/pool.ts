// How many PostgreSQL connections one server instance keeps, and for how long (a pure rule, so
// it can be tested without a database).
import type { ServerEnv } from '@/lib/env';

/** Connections per instance on a long-running server (`npm start`): pg's own default. */
export const SERVER_POOL_MAX = 10;
/**
 * Connections per instance on Vercel. Every function instance opens its own pool and Vercel starts
 * as many instances as traffic needs, so the database sees instances x max connections: 10 each
 * exhausts a small plan's 20-100 connections with a handful of instances. One would serialise the
 * requests that an instance serves at once (Fluid compute sends several to one instance) and the
 * queries a request runs in parallel; 3 keeps those concurrent while the total stays small.
 */
export const SERVERLESS_POOL_MAX = 3;
/** An idle connection is closed after this long on Vercel: a suspended instance must not hold any. */
export const SERVERLESS_IDLE_MS = 5_000;
/** And on a long-running server (pg's default). */
export const SERVER_IDLE_MS = 10_000;

export type PoolSizing = { max: number; idleTimeoutMillis: number; connectionTimeoutMillis: number };

/** `DATABASE_POOL_MAX` wins; otherwise small on Vercel (`VERCEL` is set there), pg's default elsewhere. */
export function poolOptions(env: Pick<ServerEnv, 'VERCEL' | 'DATABASE_POOL_MAX'>): PoolSizing {
  const serverless = Boolean(env.VERCEL);
  return {
    max: env.DATABASE_POOL_MAX ?? (serverless ? SERVERLESS_POOL_MAX : SERVER_POOL_MAX),
    idleTimeoutMillis: serverless ? SERVERLESS_IDLE_MS : SERVER_IDLE_MS,
    connectionTimeoutMillis: 5_000,
  };
}

/**
 * The direct connection string migrations use instead of the app's pool, or null: only with
 * PostgreSQL (DATABASE_URL) and only when DATABASE_URL_UNPOOLED is set.
 */
export function directMigrationUrl(env: Pick<ServerEnv, 'DATABASE_URL' | 'DATABASE_URL_UNPOOLED'>): string | null {
  return env.DATABASE_URL && env.DATABASE_URL_UNPOOLED ? env.DATABASE_URL_UNPOOLED : null;
}
