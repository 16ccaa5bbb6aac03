import type { NextResponse } from 'next/server';
import { usesSecureCookies } from '@/lib/auth/tokens';

/** Copies Better Auth's Set-Cookie headers onto our response (session cookie set or cleared). */
export function forwardAuthCookies(from: Headers, to: NextResponse): NextResponse {
  const cookies = typeof from.getSetCookie === 'function' ? from.getSetCookie() : [];
  for (const c of cookies) to.headers.append('set-cookie', c);
  return to;
}

/** Expires Better Auth's cookies (the account behind them is gone). */
export function clearAuthCookies(res: NextResponse, secure = usesSecureCookies()): NextResponse {
  const prefix = secure ? '__Secure-' : '';
  for (const name of ['better-auth.session_token', 'better-auth.session_data', 'better-auth.dont_remember']) {
    res.headers.append('set-cookie', `${prefix}${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
  }
  return res;
}
