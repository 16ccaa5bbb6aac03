'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'next-themes';
import { useState, type ReactNode } from 'react';
import { AppToaster } from '@/components/layout/AppToaster';
import { ServiceWorker } from '@/components/layout/ServiceWorker';

/** `nonce`: this request's CSP script nonce (app/layout.tsx), for next-themes' inline script. */
export function Providers({ children, nonce }: { children: ReactNode; nonce?: string }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    // The saved choice wins; otherwise the system preference. Saved as 'dark' or 'light'.
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem storageKey="theme" disableTransitionOnChange nonce={nonce}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
        <ServiceWorker />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
