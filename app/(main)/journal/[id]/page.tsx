import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { JournalScreen } from '@/components/journal/JournalScreen';
import { getSessionUser } from '@/lib/auth/session';
import { loginRedirectPath } from '@/lib/auth/proxy-rules';
import { findEntry } from '@/lib/services/journal';

// The entry's title never goes into the tab title: it is journal text, and tabs are seen and synced.
export const metadata: Metadata = { title: 'Journal' };

/**
 * A deep link to one entry. The server reads it for the signed-in user first, so an unknown id
 * and someone else's entry both answer 404 (the same page, nothing to tell them apart).
 */
export default async function JournalEntryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await getSessionUser(await headers());
  if (!user) redirect(loginRedirectPath(`/journal/${encodeURIComponent(id)}`));
  const entry = await findEntry(user, id);
  if (!entry) notFound();
  return (
    <RequireAuth>
      <JournalScreen initialEntry={entry} />
    </RequireAuth>
  );
}
