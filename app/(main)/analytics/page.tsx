import type { Metadata } from 'next';
import { AnalyticsDashboard } from '@/components/analytics/AnalyticsDashboard';
import { RequireAuth } from '@/components/auth/RequireAuth';

export const metadata: Metadata = { title: 'Mood analytics' };

export default function AnalyticsPage() {
  return (
    <RequireAuth>
      <AnalyticsDashboard />
    </RequireAuth>
  );
}
