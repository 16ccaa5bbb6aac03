'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { consumeDeliberateSignOut, getToken, useIsLoggedIn } from '@/lib/client/auth-store';

/**
 * SPEC section 4: the stored token decides access. Without one: alert 'please login first' and go
 * to /login. The server still checks every request; this only spares a signed-out visitor a
 * screen full of errors. The alert waits for hydration: only then is the stored token known.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isLoggedIn = useIsLoggedIn();
  const router = useRouter();
  const handled = useRef(false);

  useEffect(() => {
    if (isLoggedIn || handled.current) return;
    // The hydrating render shows the server's view of the session; the stored token decides (a
    // render with it follows when the two differ). Read here rather than through a `hydrated` flag,
    // which would render the whole screen a second time after every hydration.
    if (getToken()) return;
    handled.current = true;
    // Logging out from this page: the logout already alerts and navigates.
    if (consumeDeliberateSignOut()) return;
    window.alert('please login first');
    router.replace('/login');
  }, [isLoggedIn, router]);

  // Before hydration isLoggedIn is the server's verified session, so a signed-in page arrives
  // rendered; a page the server saw signed out waits for the stored token, as it always did.
  if (!isLoggedIn) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center text-slate-500 dark:text-slate-400" role="status" aria-live="polite">
        Loading...
      </div>
    );
  }
  return <>{children}</>;
}
