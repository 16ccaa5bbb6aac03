import { appUrl } from '@/lib/config';
import { AppError } from '@/lib/errors';
import { acceptedBearer } from '@/lib/auth/tokens';

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
 * Refuses cookie-authenticated state changes that a browser sent from another site. A request
 * that Better Auth will authenticate by its bearer token is not at risk (a foreign page cannot
 * read the token); any other bearer (the marker, a forged or unsigned token) leaves the cookie in
 * charge, so the check applies. Requests without any browser origin signal come from non-browser
 * clients, which cookies do not ride along with.
 */
export function assertSameOrigin(req: Request): void {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return;
  if (!req.headers.get('cookie')) return;
  if (acceptedBearer(req.headers)) return;

  const origin = req.headers.get('origin');
  const fetchSite = req.headers.get('sec-fetch-site');
  if (origin && origin !== 'null') {
    if (allowedOrigins(req).has(origin)) return;
    throw new AppError('forbidden:csrf');
  }
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new AppError('forbidden:csrf');
  }
  if (origin === 'null') throw new AppError('forbidden:csrf');
}
