import type { Metadata } from 'next';
import { AuthShell } from '@/components/auth/AuthShell';
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm';

export const metadata: Metadata = { title: 'Forgot password' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ForgotPasswordPage({ searchParams }: Props) {
  const { email } = await searchParams;
  return (
    <AuthShell
      title="Forgot password"
      subtitle="Enter your email and we will send you a 6-digit code to set a new password."
      aside={{ heading: 'Your journal is safe', body: 'Resetting the password changes nothing in your entries, chats or charts.' }}
    >
      <ForgotPasswordForm initialEmail={typeof email === 'string' ? email.slice(0, 254) : ''} />
    </AuthShell>
  );
}
