import { NextResponse, type NextRequest } from 'next/server';
import { hasSessionCookie, isProtectedPath, loginRedirectPath } from '@/lib/auth/proxy-rules';

/**
 * Optimistic redirect: a visitor without a session cookie never gets the protected screens' HTML.
 * It only looks at the cookie's presence; every route handler still checks the session itself.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!isProtectedPath(pathname) || hasSessionCookie(request.cookies)) return NextResponse.next();
  return NextResponse.redirect(new URL(loginRedirectPath(pathname), request.url));
}

export const config = {
  matcher: ['/journal/:path*', '/chat/:path*', '/analytics/:path*', '/admin/:path*'],
};
