import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { session, user } from '@/lib/db/schema';
import { authSecret } from '@/lib/config';
import { SESSION_UPDATE_AGE_SECONDS } from './auth';
import { presentedSessionToken, verifySignedToken } from './tokens';
import type { SessionUser } from './types';

// Every signed-in request resolves its session. Better Auth's getSession costs about ten times a
// single indexed join (measured: 1.3 ms against 0.13 ms per call), so the common case is answered
// here: pick the credential exactly as Better Auth would (lib/auth/tokens.ts), verify its
// signature, and read session and user in one query. Revocation stays immediate because the
// session row is read on every request. Anything unusual (a session due for its sliding refresh,
// an expired one to clean up, a banned user, a token we cannot read) goes to Better Auth.

export { verifySignedToken };

export type FastPathResult = { kind: 'user'; user: SessionUser } | { kind: 'none' } | { kind: 'delegate' };

export async function fastSessionLookup(headers: Headers, now = Date.now()): Promise<FastPathResult> {
  const secret = authSecret();
  const signed = presentedSessionToken(headers, secret);
  if (!signed) return { kind: 'none' };
  const raw = verifySignedToken(signed, secret);
  // Better Auth refuses it too; it also gets to clear a stale cookie.
  if (!raw) return { kind: 'delegate' };
  const [row] = await db
    .select({
      expiresAt: session.expiresAt,
      updatedAt: session.updatedAt,
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      isPremium: user.isPremium,
      banned: user.banned,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, raw))
    .limit(1);
  // Revoked (logout, password change, account deletion): no row, exactly Better Auth's answer.
  if (!row) return { kind: 'none' };
  // Expired (Better Auth deletes the row), due for the sliding refresh, or banned.
  if (row.expiresAt.getTime() <= now || now - row.updatedAt.getTime() > SESSION_UPDATE_AGE_SECONDS * 1000 || row.banned) {
    return { kind: 'delegate' };
  }
  return {
    kind: 'user',
    user: { id: row.id, name: row.name, email: row.email, role: row.role === 'admin' ? 'admin' : 'user', isPremium: Boolean(row.isPremium) },
  };
}
