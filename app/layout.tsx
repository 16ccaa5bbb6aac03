import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import type { ReactNode } from 'react';
import { toPublicUser } from '@/lib/auth/types';
import { NONCE_HEADER } from '@/lib/http/security-headers';
import { logError } from '@/lib/log';
import { getRequestTimeZone, getRequestUser } from '@/lib/server/request-state';
import { Providers, type InitialRequestState } from './providers';
import './globals.css';

// A worker that fails to start (no worker support, offline without it cached) changes nothing.
const INTL_WARM_SCRIPT = "try{new Worker('/intl-warm.js').onerror=function(e){e.preventDefault()}}catch(e){}";

export const metadata: Metadata = {
  title: { default: 'MoodJournal: your private mood journal with AI', template: '%s · MoodJournal' },
  description: 'Keep a private mood journal, get gentle AI mood analysis, playlists for your mood, and see how you feel over time.',
  // app/manifest.ts, app/icon.svg and app/apple-icon.png are linked by Next itself (an `icons` entry
  // here would replace those file-based links); these make the installed app look right on iOS too.
  applicationName: 'MoodJournal',
  appleWebApp: { capable: true, title: 'MoodJournal', statusBarStyle: 'default' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f8fafc' },
    { media: '(prefers-color-scheme: dark)', color: '#020617' },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // proxy.ts makes a script nonce per request and allows only scripts carrying it (CSP); Next.js
  // adds it to its own scripts, next-themes' inline script gets it here. Reading the request's
  // headers renders every page per request, as a per-request nonce requires.
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  const initial: InitialRequestState = { user: await initialUser(), timeZone: await getRequestTimeZone() };
  return (
    // next-themes sets the class before paint; the warning it would cause is expected.
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-screen font-sans">
        {/* Warms the browser's date formatting on another thread while the page loads (public/intl-warm.js). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: INTL_WARM_SCRIPT }} />
        <Providers nonce={nonce} initial={initial}>
          {children}
        </Providers>
      </body>
    </html>
  );
}

/**
 * The signed-in user for the first render (the header, the guarded screens). A failed lookup costs
 * only that: the page renders signed out and the client decides from its stored token, as before.
 */
async function initialUser(): Promise<InitialRequestState['user']> {
  try {
    const user = await getRequestUser();
    // The HTML of every signed-in page carries this user (React's payload): the email stays out
    // of it, as nothing on first paint needs it; the device's stored user fills it in once hydrated.
    return user ? { ...toPublicUser(user), email: '' } : null;
  } catch (e) {
    // Next's own signals (a dynamic render, a redirect) pass through.
    unstable_rethrow(e);
    logError('[layout] session lookup failed:', e);
    return null;
  }
}
