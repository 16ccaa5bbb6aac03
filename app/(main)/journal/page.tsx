import type { Metadata } from 'next';
import { RequireAuth } from '@/components/auth/RequireAuth';
import { JournalScreen } from '@/components/journal/JournalScreen';

export const metadata: Metadata = { title: 'Journal' };

export default function JournalPage() {
  return (
    <RequireAuth>
      <JournalScreen />
    </RequireAuth>
  );
}
