import type { Metadata } from 'next';
import { AuthShell } from '@/components/auth/AuthShell';
import { SignupForm } from '@/components/auth/SignupForm';

export const metadata: Metadata = { title: 'Sign Up' };

export default function SignupPage() {
  return (
    <AuthShell
      title="Sign Up"
      subtitle="Create your free account. We will email you a 6-digit code to confirm it is you."
      aside={{
        heading: 'A calmer place for your thoughts',
        body: 'Write how your day went, name the feeling, and let a gentle AI help you notice your patterns.',
      }}
    >
      <SignupForm />
    </AuthShell>
  );
}
