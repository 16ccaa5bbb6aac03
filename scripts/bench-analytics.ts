// `npm run bench`, analytics case (issue 18, item 5): the analytics answers for years@bench.local
// (100,000 entries over ten years). The plans are read here, in process, from the very SQL the
// services send (their query builders); the timings come from the app over HTTP in scripts/bench.ts.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { user } from '@/lib/db/schema';
import { BENCH_YEARS_EMAIL } from '@/lib/seed/bench';
import { dailyMoodsQuery, emotionFrequencyQuery } from '@/lib/services/analytics';
import { correlationsQuery } from '@/lib/services/correlations';

export const ANALYTICS_P50_TARGET_MS = 50;
const TZ = 'America/New_York';

export type AnalyticsCase = { name: string; path: string; query: (userId: string) => SQL };

/** Each analytics answer the issue names, as the app is asked for it and as the service queries it. */
export const ANALYTICS_CASES: AnalyticsCase[] = [
  { name: 'mood-trends?range=365', path: `/api/analytics/mood-trends?range=365&tz=${TZ}`, query: (id) => dailyMoodsQuery(id, TZ, 365) },
  { name: 'emotion-frequency (all time)', path: '/api/analytics/emotion-frequency', query: (id) => emotionFrequencyQuery(id, 'UTC', undefined) },
  {
    name: 'emotion-frequency?range=365',
    path: `/api/analytics/emotion-frequency?range=365&tz=${TZ}`,
    query: (id) => emotionFrequencyQuery(id, TZ, 365),
  },
  { name: 'correlations?range=365', path: `/api/analytics/correlations?range=365&tz=${TZ}`, query: (id) => correlationsQuery(id, TZ, 365) },
  { name: 'heatmap?range=365', path: `/api/analytics/heatmap?range=365&tz=${TZ}`, query: (id) => dailyMoodsQuery(id, TZ, 365) },
];

type PlanRow = Record<string, unknown>;

async function explain(db: Database, query: SQL): Promise<string[]> {
  const result = (await db.execute(sql`explain (analyze, buffers off) ${query}`)) as unknown as { rows: PlanRow[] };
  return result.rows.map((r) => String(Object.values(r)[0]));
}

/**
 * One line per query: how each table is read, and the execution time the database measured.
 * A sequential scan of journal_entry reads every user's rows: it is flagged.
 */
export async function analyticsPlans(db: Database): Promise<string> {
  const [years] = await db.select({ id: user.id }).from(user).where(eq(user.email, BENCH_YEARS_EMAIL));
  if (!years) throw new Error(`${BENCH_YEARS_EMAIL} was not seeded`);
  const lines: string[] = [];
  for (const c of ANALYTICS_CASES) {
    // A first run warms the cache, as the HTTP runs are warmed; the second is the one reported.
    await explain(db, c.query(years.id));
    const plan = await explain(db, c.query(years.id));
    const scans = [
      ...new Set(
        plan
          .map((l) => l.match(/((?:Parallel )?(?:Seq|Index Only|Index|Bitmap Heap|Bitmap Index) Scan(?: using \S+)? on \S+(?: \S+)?)/)?.[1])
          .filter((s): s is string => !!s)
          .map((s) => s.replace(/\s+\($/, '')),
      ),
    ];
    const time = plan.map((l) => l.match(/Execution Time: ([\d.]+) ms/)?.[1]).find(Boolean);
    const seq = plan.some((l) => /Seq Scan on journal_entry\b/.test(l));
    lines.push(`  ${c.name}: ${time ?? '?'} ms in the database; ${scans.join('; ')}${seq ? "  <-- SEQ SCAN of journal_entry (every user's rows)" : ''}`);
    if (seq) lines.push(await whySequential(db, years.id, c.query(years.id)));
  }
  return lines.join('\n');
}

/**
 * A query over all of a user's entries reads most of this benchmark's table, since the heavy user
 * owns most of its rows; then a whole-table read is the planner's cheaper choice. Say so, and show
 * the index path it passed over, so the flag is read for what it is. Where the user's rows are a
 * small share, the planner takes the index (tests/integration/analytics-plans.test.ts fails otherwise).
 */
async function whySequential(db: Database, userId: string, query: SQL): Promise<string> {
  const share = (await db.execute(
    sql`select (count(*) filter (where user_id = ${userId}))::float8 / greatest(count(*), 1) as share from journal_entry`,
  )) as unknown as { rows: Array<{ share: number }> };
  const pct = (Number(share.rows[0]?.share ?? 0) * 100).toFixed(0);
  const indexed = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await explain(tx as unknown as Database, query);
    return explain(tx as unknown as Database, query);
  });
  const time = indexed.map((l) => l.match(/Execution Time: ([\d.]+) ms/)?.[1]).find(Boolean);
  const via = indexed.map((l) => l.match(/((?:Index Only|Index|Bitmap Index) Scan (?:using|on) \S+)/)?.[1]).find(Boolean);
  return `      (this user owns ${pct}% of journal_entry's rows, so reading the table whole is cheaper; by the index instead: ${time ?? '?'} ms, ${via ?? 'no index path'})`;
}
