import { NextResponse, type NextRequest } from 'next/server';
import { hasSessionCookie, isProtectedPath, loginRedirectPath } from '@/lib/auth/proxy-rules';
import { NONCE_HEADER, createNonce, securityHeaders } from '@/lib/http/security-headers';

/**
 * Runs before every page and API request: sets the security headers, with a fresh script nonce
 * for the page's Content Security Policy, and sends a visitor without a session cookie away from
 * the protected screens. The redirect is optimistic (cookie presence only); every route handler
 * still checks the session itself.
 *
 * The nonce goes on the request too: Next.js reads it from the request's CSP header and puts it
 * on its own scripts, and the root layout reads x-nonce for next-themes' inline script. Both
 * replace anything the client sent under those names.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const nonce = createNonce();
  const headers = securityHeaders(undefined, nonce);
  let res: NextResponse;
  if (isProtectedPath(pathname) && !hasSessionCookie(request.cookies)) {
    res = NextResponse.redirect(new URL(loginRedirectPath(pathname), request.url));
  } else {
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set(NONCE_HEADER, nonce);
    requestHeaders.set('content-security-policy', headers['Content-Security-Policy']);
    res = NextResponse.next({ request: { headers: requestHeaders } });
  }
  for (const [name, value] of Object.entries(headers)) res.headers.set(name, value);
  return res;
}

export const config = {
  // Everything but build assets, which are immutable files with their own caching headers, and the
  // journal import: Next copies a body for the proxy only up to 10 MB and hands the route that cut
  // copy, so a larger file would arrive truncated. That route sets the security headers itself.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|api/me/import).*)'],
};
