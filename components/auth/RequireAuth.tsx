'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { useAuthState } from '@/lib/client/auth-store';

/**
 * SPEC section 4: the stored token decides access. Without one: alert 'please login first' and go
 * to /login. The server still checks every request; this only spares a signed-out visitor a
 * screen full of errors.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoggedIn, hydrated } = useAuthState();
  const router = useRouter();
  const alerted = useRef(false);

  useEffect(() => {
    if (!hydrated || isLoggedIn || alerted.current) return;
    alerted.current = true;
    window.alert('please login first');
    router.replace('/login');
  }, [hydrated, isLoggedIn, router]);

  if (!hydrated || !isLoggedIn) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center text-slate-500" role="status" aria-live="polite">
        Loading...
      </div>
    );
  }
  return <>{children}</>;
}
