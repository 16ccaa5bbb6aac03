'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'next-themes';
import { useEffect, useState, type ReactNode } from 'react';
import { AppToaster } from '@/components/layout/AppToaster';
import { ServiceWorker } from '@/components/layout/ServiceWorker';
import type { PublicUser } from '@/lib/auth/types';
import { ServerAuthContext, serverAuthSnapshot } from '@/lib/client/auth-store';
import { rememberTimeZone, ServerRenderHintsContext, type ServerRenderHints } from '@/lib/client/first-render';

/** What the server read from the request for this page (app/layout.tsx). */
export type InitialRequestState = {
  /** The user of the verified session cookie, or null. */
  user: PublicUser | null;
  /** The browser's zone from the `tz` cookie (validated), or null when not known yet. */
  timeZone: string | null;
};

/**
 * `nonce`: this request's CSP script nonce (app/layout.tsx), for next-themes' inline script.
 * `initial`: the request's session and zone, which the server render used and the first client
 * render must repeat (lib/client/first-render.ts).
 */
export function Providers({ children, nonce, initial }: { children: ReactNode; nonce?: string; initial: InitialRequestState }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  // Fixed for the life of the page: useSyncExternalStore wants the same server snapshot every time,
  // and later navigations inside the app do not re-read the cookie.
  const [serverAuth] = useState(() => serverAuthSnapshot(initial.user));
  const [hints] = useState<ServerRenderHints>(() => ({ timeZone: initial.timeZone }));
  // The next page load can then prefetch day-based figures (streaks, analytics) for this zone.
  useEffect(() => rememberTimeZone(), []);
  return (
    // The saved choice wins; otherwise the system preference. Saved as 'dark' or 'light'. Transitions
    // are turned off around a change by the toggles themselves (lib/client/theme-switch.ts), not with
    // disableTransitionOnChange, which also restyled the whole page twice on every load.
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem storageKey="theme" nonce={nonce}>
      <ServerAuthContext value={serverAuth}>
        <ServerRenderHintsContext value={hints}>
          <QueryClientProvider client={queryClient}>
            {children}
            <AppToaster />
            <ServiceWorker />
          </QueryClientProvider>
        </ServerRenderHintsContext>
      </ServerAuthContext>
    </ThemeProvider>
  );
}
