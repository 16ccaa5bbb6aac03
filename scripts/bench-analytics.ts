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
  }
  return lines.join('\n');
}
