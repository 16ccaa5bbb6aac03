import 'server-only';
import { isAPIError } from 'better-auth/api';
import { getAuth } from './auth';
import { fastSessionLookup } from './session-fast-path';
import { SESSION_COOKIE_MARKER } from './tokens';
import type { SessionUser } from './types';

export { SESSION_COOKIE_MARKER };

/**
 * Resolves the acting user from the session cookie or `Authorization: Bearer <token>`.
 * A bearer of the literal marker is dropped so the cookie decides.
 */
export async function getSessionUser(headers: Headers): Promise<SessionUser | null> {
  const h = withoutMarkerBearer(headers);
  const fast = await fastSessionLookup(h);
  if (fast.kind === 'user') return fast.user;
  if (fast.kind === 'none') return null;
  let result;
  try {
    result = await getAuth().api.getSession({ headers: h });
  } catch (e) {
    // A session deleted while Better Auth was refreshing it: signed out, not a server error.
    if (isAPIError(e) && (e as unknown as { statusCode?: number }).statusCode === 401) return null;
    throw e;
  }
  if (!result) return null;
  const u = result.user as typeof result.user & { role?: string | null; isPremium?: boolean | null };
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role === 'admin' ? 'admin' : 'user',
    isPremium: Boolean(u.isPremium),
  };
}

/** A copy of the headers without a bearer that carries no token (the marker, or a client's null). */
export function withoutMarkerBearer(headers: Headers): Headers {
  const h = new Headers(headers);
  const authz = h.get('authorization');
  if (authz && /^bearer\s*(session-cookie|null|undefined)?\s*$/i.test(authz)) h.delete('authorization');
  return h;
}
