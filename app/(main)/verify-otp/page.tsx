import type { Metadata } from 'next';
import { AuthShell } from '@/components/auth/AuthShell';
import { VerifyOtpForm } from '@/components/auth/VerifyOtpForm';

export const metadata: Metadata = { title: 'Verify OTP' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function VerifyOtpPage({ searchParams }: Props) {
  const { email } = await searchParams;
  return (
    <AuthShell
      title="Verify OTP"
      subtitle="Enter the 6-digit code we emailed you. It works for 10 minutes."
      aside={{ heading: 'One step to go', body: 'The code proves the address is yours, so your journal stays yours.' }}
    >
      <VerifyOtpForm emailFromNavigation={typeof email === 'string' && email.length <= 254 ? email : undefined} />
    </AuthShell>
  );
}
