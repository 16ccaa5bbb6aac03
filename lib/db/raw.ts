import 'server-only';
import type { SQL } from 'drizzle-orm';
import { AppError } from '@/lib/errors';
import { db } from './client';
import { errorMessages, pgErrorCode } from './errors';

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
    if (pgErrorCode(e) === '22023' && /time zone/i.test(errorMessages(e))) {
      throw new AppError('bad_request:tz');
    }
    throw e;
  }
}
