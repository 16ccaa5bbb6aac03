import type { Metadata } from 'next';
import { AuthShell } from '@/components/auth/AuthShell';
import { LoginForm } from '@/components/auth/LoginForm';
import { shouldAlertLoginRequired } from '@/lib/auth/proxy-rules';

export const metadata: Metadata = { title: 'Login' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  const { from } = await searchParams;
  return (
    <AuthShell
      title="Login"
      subtitle="Welcome back. Log in to pick up your journal where you left it."
      aside={{ heading: 'Good to see you again', body: 'Your entries, chats and mood charts are waiting, visible to you alone.' }}
    >
      <LoginForm loginRequired={shouldAlertLoginRequired(typeof from === 'string' ? from : undefined)} />
    </AuthShell>
  );
}
