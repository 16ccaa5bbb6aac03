import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { notFound, redirect } from 'next/navigation';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { JournalScreen } from '@/components/journal/JournalScreen';
import { loginRedirectPath } from '@/lib/auth/proxy-rules';
import { findEntry } from '@/lib/services/journal';
import { prefetchJournal } from '@/lib/server/prefetch';
import { getRequestTimeZone, getRequestUser } from '@/lib/server/request-state';

// The entry's title never goes into the tab title: it is journal text, and tabs are seen and synced.
export const metadata: Metadata = { title: 'Journal' };

/**
 * A deep link to one entry. The server reads it for the signed-in user first, so an unknown id
 * and someone else's entry both answer 404 (the same page, nothing to tell them apart).
 */
export default async function JournalEntryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // The same lookup as the root layout's (cached per request).
  const user = await getRequestUser();
  if (!user) redirect(loginRedirectPath(`/journal/${encodeURIComponent(id)}`));
  // The list beside the entry comes with the HTML too (lib/server/prefetch.ts).
  const [entry, state] = await Promise.all([findEntry(user, id), prefetchJournal(user, await getRequestTimeZone())]);
  if (!entry) notFound();
  return (
    <HydrationBoundary state={state}>
      <RequireAuth>
        <JournalScreen initialEntry={entry} />
      </RequireAuth>
    </HydrationBoundary>
  );
}
