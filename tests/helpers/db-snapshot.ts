import { sql } from 'drizzle-orm';
import { rawRows } from '@/lib/db/raw';

/** Row count and a digest of every row, per table of the public schema. */
export type DbSnapshot = Record<string, { rows: number; digest: string }>;

/**
 * Fingerprints the whole database: a request that should have changed nothing must leave every
 * table with the same rows, byte for byte (timestamps included), not just the same counts. The
 * rate limiter's counters (PostgreSQL only) are left out: counting a refused attempt, such as a
 * wrong password, is the point of them.
 */
export async function snapshotDb(): Promise<DbSnapshot> {
  const tables = await rawRows<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limit' order by table_name`,
  );
  const out: DbSnapshot = {};
  for (const { name } of tables) {
    const ident = sql.identifier(name);
    const [row] = await rawRows<{ n: number; digest: string | null }>(
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${ident} t`,
    );
    out[name] = { rows: Number(row?.n ?? 0), digest: row?.digest ?? '' };
  }
  return out;
}
