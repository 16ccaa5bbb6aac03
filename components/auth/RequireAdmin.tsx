'use client';
import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { useServerUser } from '@/lib/client-api/auth';
import { saveUser } from '@/lib/client/auth-store';

/** SPEC section 4: 'Loading...' while the user is fetched; no user or not an admin -> /login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const router = useRouter();
  const me = useServerUser();
  const user = me.data?.user;
  const allowed = user?.role === 'admin';

  useEffect(() => {
    if (user) saveUser(user);
    if (me.isError || (me.isSuccess && !allowed)) router.replace('/login');
  }, [me.isError, me.isSuccess, allowed, user, router]);

  if (!allowed) {
    return (
      <div className="flex min-h-screen items-center justify-center text-slate-500 dark:text-slate-400" role="status" aria-live="polite">
        Loading...
      </div>
    );
  }
  return <>{children}</>;
}
