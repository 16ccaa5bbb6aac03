import type { NextResponse } from 'next/server';

/** Copies Better Auth's Set-Cookie headers onto our response (session cookie set or cleared). */
export function forwardAuthCookies(from: Headers, to: NextResponse): NextResponse {
  const cookies = typeof from.getSetCookie === 'function' ? from.getSetCookie() : [];
  for (const c of cookies) to.headers.append('set-cookie', c);
  return to;
}
