import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import { db, dbHandle } from '@/lib/db/client';

// Tests that a handler's queries are answered from an index read the plans of the SQL it really
// sent, captured at the driver, rather than of a copy that could drift from the service.

/** The SQL (and parameters) the handler sent that mentions `table`, captured at the driver. */
export async function capture(table: string, run: () => Promise<unknown>): Promise<{ text: string; params: unknown[] }[]> {
  const handle = dbHandle();
  const seen: { text: string; params: unknown[] }[] = [];
  const target = (handle.kind === 'pglite' ? handle.pglite : handle.pool) as unknown as { query: (...a: unknown[]) => unknown };
  const original = target.query.bind(target);
  const spy = vi.spyOn(target, 'query').mockImplementation((...args: unknown[]) => {
    const [q, params] = args;
    const text = typeof q === 'string' ? q : (q as { text: string }).text;
    const values = typeof q === 'string' ? params : ((q as { values?: unknown[] }).values ?? params);
    if (text.includes(`"${table}"`)) seen.push({ text, params: (values as unknown[] | undefined) ?? [] });
    return original(...args);
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return seen;
}

export async function plan(q: { text: string; params: unknown[] }): Promise<string> {
  const rows = (await db.execute(sql.raw(`explain ${inline(q.text, q.params)}`))) as unknown as { rows: Record<string, string>[] };
  return rows.rows.map((r) => Object.values(r)[0]).join('\n');
}

/** The query with its parameters written in as literals (EXPLAIN takes no parameters here). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    if (v === null || v === undefined) return 'null';
    if (typeof v === 'number') return String(v);
    const s = v instanceof Date ? v.toISOString() : String(v);
    return `'${s.replace(/'/g, "''")}'`;
  });
}
