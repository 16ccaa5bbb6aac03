import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { AnalyticsDashboard } from '@/components/analytics/AnalyticsDashboard';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { prefetchAnalytics } from '@/lib/server/prefetch';
import { getRequestTimeZone, getRequestUser } from '@/lib/server/request-state';

export const metadata: Metadata = { title: 'Mood analytics' };

/** The default view's figures come with the HTML (lib/server/prefetch.ts) when the session is known. */
export default async function AnalyticsPage() {
  const user = await getRequestUser();
  const state = user ? await prefetchAnalytics(user, await getRequestTimeZone()) : undefined;
  return (
    <HydrationBoundary state={state}>
      <RequireAuth>
        <AnalyticsDashboard />
      </RequireAuth>
    </HydrationBoundary>
  );
}
