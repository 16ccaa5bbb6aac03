import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isUuid } from '@/lib/validation/ids';

// Keyset paging on (created_at, id). A JS Date keeps milliseconds while PostgreSQL stores
// microseconds, so a cursor built from a Date would repeat or skip rows written within one
// millisecond. Cursors therefore carry the timestamp as PostgreSQL's own text at full precision.

const FULL_PRECISION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export type Keyset = { at: string; id: string };

/** The column as UTC text with microseconds, for a cursor. */
export function preciseTimestamp(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** `(createdAt, id) < cursor` (newest-first pages) or `>` (oldest-first). */
export function afterKeyset(createdAt: AnyColumn, id: AnyColumn, k: Keyset, direction: 'older' | 'newer'): SQL {
  return direction === 'older'
    ? sql`(${createdAt}, ${id}) < (${k.at}::timestamptz, ${k.id}::uuid)`
    : sql`(${createdAt}, ${id}) > (${k.at}::timestamptz, ${k.id}::uuid)`;
}

export function encodeKeyset(k: Keyset): string {
  return Buffer.from(JSON.stringify([k.at, k.id])).toString('base64url');
}

/** The cursor's position, or null when it is not one this server wrote. */
export function decodeKeyset(raw: string): Keyset | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'string' && FULL_PRECISION.test(parsed[0]) && isUuid(parsed[1])) {
      return { at: parsed[0], id: parsed[1] };
    }
  } catch {
    // not base64 JSON: fall through
  }
  return null;
}
