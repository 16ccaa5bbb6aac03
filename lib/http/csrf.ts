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
 * Refuses every state change (POST, PUT, PATCH, DELETE) that a browser sent from another site,
 * whatever its credential. A page elsewhere can make the browser send such a request without a
 * preflight (a form, or fetch with a text/plain body), with cookies or without: a forged login or
 * sign-up carries none. Browsers say where a request comes from in Origin and Sec-Fetch-Site; a
 * foreign or opaque ("null") Origin, or a Sec-Fetch-Site other than same-origin (or none: typed by
 * the user), is refused. Clients that send neither (curl, mobile apps with a bearer token) are not
 * browsers acting for someone else and pass.
 */
export function assertSameOrigin(req: Request): void {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return;
  const origin = req.headers.get('origin');
  const fetchSite = req.headers.get('sec-fetch-site');
  if (origin !== null && (origin === 'null' || !allowedOrigins(req).has(origin))) {
    throw new AppError('forbidden:csrf');
  }
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw new AppError('forbidden:csrf');
  }
}
