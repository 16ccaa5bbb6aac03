// Response headers for every page and API answer. Built at request time (in proxy.ts) so a
import { serverEnv } from '@/lib/env';
// deployment's VOICE_WIDGET_SRC is honoured without a rebuild.

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

export function contentSecurityPolicy(source?: Record<string, string | undefined>): string {
  const env = serverEnv(source);
  const dev = env.NODE_ENV !== 'production';
  const widget = originOf(env.VOICE_WIDGET_SRC);
  const script = ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...(widget ? [widget] : [])];
  const connect = ["'self'", ...(dev ? ['ws:', 'wss:'] : []), ...(widget ? [widget] : [])];
  return [
    "default-src 'self'",
    // Next.js streams its payload in inline scripts; everything else must come from this origin.
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${FRAME_SOURCES.join(' ')}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(source?: Record<string, string | undefined>): Record<string, string> {
  const env = serverEnv(source);
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(source),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), geolocation=(), microphone=(self)',
  };
  if (env.NODE_ENV === 'production') headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
