import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { JournalScreen } from '@/components/journal/JournalScreen';
import { prefetchJournal } from '@/lib/server/prefetch';
import { getRequestTimeZone, getRequestUser } from '@/lib/server/request-state';

export const metadata: Metadata = { title: 'Journal' };

/** The first page of entries comes with the HTML (lib/server/prefetch.ts) when the session is known. */
export default async function JournalPage() {
  const user = await getRequestUser();
  const state = user ? await prefetchJournal(user, await getRequestTimeZone()) : undefined;
  return (
    <HydrationBoundary state={state}>
      <RequireAuth>
        <JournalScreen />
      </RequireAuth>
    </HydrationBoundary>
  );
}
