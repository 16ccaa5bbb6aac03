import type { Metadata } from 'next';
import { AuthShell } from '@/components/auth/AuthShell';
import { UnsubscribeForm } from '@/components/settings/UnsubscribeForm';

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function UnsubscribePage({ searchParams }: Props) {
  const { token } = await searchParams;
  const value = typeof token === 'string' ? token.slice(0, 512) : '';
  // The kind is read from the token only to word the button; the server checks the signature.
  const kind = value.split('.')[1];
  return (
    <AuthShell title="Unsubscribe" aside={{ heading: 'Your inbox, your call', body: 'Reminders are there to help. Switch them off or on whenever you like.' }}>
      <UnsubscribeForm token={value} kind={kind === 'reminder' || kind === 'recap' ? kind : null} />
    </AuthShell>
  );
}
