import type { SQL } from 'drizzle-orm';
import { AppError } from '@/lib/errors';
import { db } from './client';

function pgCode(e: unknown): string | undefined {
  let cur: unknown = e;
  for (let i = 0; i < 5 && cur; i++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
}

function messages(e: unknown): string {
  return String((e as Error)?.message ?? '') + String((e as { cause?: Error })?.cause?.message ?? '');
}

/**
 * Runs a raw SQL query and returns its rows (pg and PGlite both answer `{ rows }`). Intl and
 * PostgreSQL ship separate zone databases, so a zone name only Intl knows is still the caller's
 * bad input: it answers 400, not 500.
 */
export async function rawRows<T>(query: SQL): Promise<T[]> {
  try {
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  } catch (e) {
    if (pgCode(e) === '22023' && /time zone/i.test(messages(e))) {
      throw new AppError('bad_request:tz', 'tz: must be an IANA time zone name such as Europe/Paris.');
    }
    throw e;
  }
}
