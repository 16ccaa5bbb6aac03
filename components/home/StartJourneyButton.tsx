'use client';
import { ArrowRight } from 'lucide-react';
import { IntentLink } from '@/components/layout/IntentLink';
import { useIsLoggedIn } from '@/lib/client/auth-store';

export function StartJourneyButton() {
  const isLoggedIn = useIsLoggedIn();
  return (
    <IntentLink href={isLoggedIn ? '/journal' : '/login'} className="btn-primary px-6 py-3 text-base shadow-lg shadow-brand-600/20">
      Start Your Journey
      <ArrowRight className="h-5 w-5" aria-hidden />
    </IntentLink>
  );
}
