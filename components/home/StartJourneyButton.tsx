'use client';
import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { useAuthState } from '@/lib/client/auth-store';

export function StartJourneyButton() {
  const { isLoggedIn } = useAuthState();
  return (
    <Link href={isLoggedIn ? '/journal' : '/login'} className="btn-primary px-6 py-3 text-base shadow-lg shadow-brand-600/20">
      Start Your Journey
      <ArrowRight className="h-5 w-5" aria-hidden />
    </Link>
  );
}
