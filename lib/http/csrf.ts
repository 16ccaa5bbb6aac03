import { appUrl } from '@/lib/config';
import { AppError } from '@/lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function allowedOrigins(req: Request): Set<string> {
  const origins = new Set<string>([new URL(appUrl()).origin]);
  // The host the request actually reached (a preview URL, 127.0.0.1 vs localhost).
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  if (host) {
    const proto = req.headers.get('x-forwarded-proto') ?? new URL(req.url).protocol.replace(':', '');
    origins.add(`${proto}://${host}`);
  }
  return origins;
}

/**
 * Refuses cookie-authenticated state changes that a browser sent from another site. Requests that
 * carry a bearer token are not at risk (a foreign page cannot read the token), and requests without
 * any browser origin signal come from non-browser clients, which cookies do not ride along with.
 */
export function assertSameOrigin(req: Request): void {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return;
  const authz = req.headers.get('authorization') ?? '';
  if (/^bearer\s+\S+/i.test(authz) && !/^bearer\s+session-cookie\s*$/i.test(authz)) return;
  if (!req.headers.get('cookie')) return;

  const origin = req.headers.get('origin');
  const fetchSite = req.headers.get('sec-fetch-site');
  if (origin && origin !== 'null') {
    if (allowedOrigins(req).has(origin)) return;
    throw new AppError('forbidden:csrf', 'Cross-site request refused.');
  }
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new AppError('forbidden:csrf', 'Cross-site request refused.');
  }
  if (origin === 'null') throw new AppError('forbidden:csrf', 'Cross-site request refused.');
}
