import { NextResponse, type NextRequest } from 'next/server';
import { hasSessionCookie, isProtectedPath, loginRedirectPath } from '@/lib/auth/proxy-rules';
import { securityHeaders } from '@/lib/http/security-headers';

/**
 * Runs before every page and API request: sets the security headers, and sends a visitor without
 * a session cookie away from the protected screens. The redirect is optimistic (cookie presence
 * only); every route handler still checks the session itself.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const res =
    isProtectedPath(pathname) && !hasSessionCookie(request.cookies)
      ? NextResponse.redirect(new URL(loginRedirectPath(pathname), request.url))
      : NextResponse.next();
  for (const [name, value] of Object.entries(securityHeaders())) res.headers.set(name, value);
  return res;
}

export const config = {
  // Everything but build assets, which are immutable files with their own caching headers, and the
  // journal import: Next copies a body for the proxy only up to 10 MB and hands the route that cut
  // copy, so a larger file would arrive truncated. That route sets the security headers itself.
  matcher: ['/((?!_next/static|_next/image|favicon.ico|api/me/import).*)'],
};
