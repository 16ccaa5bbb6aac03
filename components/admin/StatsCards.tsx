'use client';
import { useEffect } from 'react';
import { useAdminStats } from '@/lib/client-api/admin';
import { toast } from '@/lib/client/toast';
import { formatAverage } from '@/components/reviews/format';

const tokenFormat = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const formatTokens = (n: number) => tokenFormat.format(n);

export function StatsCards() {
  const stats = useAdminStats();

  useEffect(() => {
    if (stats.isError) toast.error('Failed to load stats');
  }, [stats.isError]);

  if (stats.isPending) {
    return (
      <p className="card text-sm text-slate-500 dark:text-slate-400" role="status" aria-live="polite">
        Loading stats...
      </p>
    );
  }
  if (stats.isError) {
    return (
      <div className="card flex flex-wrap items-center justify-between gap-3 text-sm">
        <span>Failed to load stats</span>
        <button type="button" className="btn-secondary" onClick={() => void stats.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const s = stats.data;
  const cards: { label: string; value: string | number; hint?: string }[] = [
    { label: 'Users', value: s.totalUsers },
    { label: 'Active last 7 days', value: s.activeLast7Days, hint: 'wrote at least one entry' },
    { label: 'Journal entries', value: s.totalEntries },
    { label: 'Chats', value: s.totalChats },
    { label: 'Reviews', value: s.totalReviews },
    { label: 'Average rating', value: formatAverage(s.avgRating), hint: 'out of 5' },
    { label: 'Mood average', value: formatAverage(s.moodAverage), hint: 'happy 5 … angry 1' },
    { label: 'AI tokens today', value: formatTokens(s.aiTokensToday), hint: 'all users, UTC day' },
    {
      label: 'AI tokens this month',
      value: formatTokens(s.aiTokensThisMonth),
      hint: s.aiMonthlyTokenLimit > 0 ? `of ${formatTokens(s.aiMonthlyTokenLimit)}; offline AI answers past it` : 'no monthly ceiling',
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4" aria-label="Site statistics" data-testid="admin-stats">
      {cards.map((c) => (
        <li key={c.label} className="card p-4">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{c.label}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums">{c.value}</p>
          {c.hint && <p className="text-xs text-slate-500 dark:text-slate-400">{c.hint}</p>}
        </li>
      ))}
    </ul>
  );
}
