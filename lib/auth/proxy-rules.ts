// Shared by proxy.ts and its tests; imports nothing server-only so the proxy stays light.

/** Better Auth's session cookie, plain on http and with the __Secure- prefix on https. */
export const SESSION_COOKIE_NAMES = ['better-auth.session_token', '__Secure-better-auth.session_token'] as const;

/** Screens a signed-out visitor is sent away from (each with everything under it). */
export const PROTECTED_PREFIXES = ['/journal', '/chat', '/analytics', '/settings', '/safety-plan', '/admin'] as const;

/** Protected screens whose client guard alerts 'please login first' (the admin guard redirects silently). */
const ALERTING_PREFIXES = ['/journal', '/chat', '/analytics', '/settings', '/safety-plan'] as const;

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((p) => under(pathname, p));
}

export function hasSessionCookie(cookies: { get: (name: string) => { value: string } | undefined }): boolean {
  return SESSION_COOKIE_NAMES.some((name) => Boolean(cookies.get(name)?.value));
}

/** Where a signed-out visitor to `pathname` goes: /login, remembering the screen they asked for. */
export function loginRedirectPath(pathname: string): string {
  return `/login?from=${encodeURIComponent(pathname)}`;
}

/**
 * Whether the login screen, reached from `from`, should say 'please login first' as the guard
 * would have, had the proxy not redirected before the page loaded. Only same-site protected paths count.
 */
export function shouldAlertLoginRequired(from: string | null | undefined): boolean {
  if (!from || !from.startsWith('/') || from.startsWith('//')) return false;
  const pathname = from.split(/[?#]/)[0];
  return ALERTING_PREFIXES.some((p) => under(pathname, p));
}
