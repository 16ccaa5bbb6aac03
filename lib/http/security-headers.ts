// Response headers for every page and API answer. Built at request time (in proxy.ts) so a
// deployment's VOICE_WIDGET_SRC is honoured without a rebuild.
import { serverEnv } from '@/lib/env';

const FRAME_SOURCES = ['https://open.spotify.com', 'https://www.youtube.com', 'https://www.youtube-nocookie.com'];

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The page's CSP. With a nonce (pages, through proxy.ts), scripts run only if they carry it or were
 * added by one that does ('strict-dynamic'): Next.js puts the nonce on its own scripts and inline
 * payload when it finds it in the request's CSP header, app/layout.tsx on next-themes' script, and
 * the chat's voice widget is added by our nonced code. 'self' and the widget origin are only the
 * fallback for browsers without CSP level 3, which ignore 'strict-dynamic'. Without a nonce (API
 * answers) no inline script may run.
 */
export function contentSecurityPolicy(source?: Record<string, string | undefined>, nonce?: string): string {
  const env = serverEnv(source);
  const dev = env.NODE_ENV !== 'production';
  const widget = originOf(env.VOICE_WIDGET_SRC);
  const script = [
    "'self'",
    ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : []),
    // React's development build evaluates code for its debugging aids.
    ...(dev ? ["'unsafe-eval'"] : []),
    ...(widget ? [widget] : []),
  ];
  const connect = ["'self'", ...(dev ? ['ws:', 'wss:'] : []), ...(widget ? [widget] : [])];
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${FRAME_SOURCES.join(' ')}`,
    "media-src 'self' blob:",
    // The service worker (public/sw.js) and the web app manifest (issue 19). Spelled out because
    // worker-src would otherwise fall back to script-src, where 'strict-dynamic' voids 'self'.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The request header that carries a page request's script nonce from proxy.ts to app/layout.tsx. */
export const NONCE_HEADER = 'x-nonce';

/** A fresh script nonce: 128 random bits, base64 (the form Next.js reads from the CSP header). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function securityHeaders(source?: Record<string, string | undefined>, nonce?: string): Record<string, string> {
  const env = serverEnv(source);
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(source, nonce),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), geolocation=(), microphone=(self)',
  };
  if (env.NODE_ENV === 'production') headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
