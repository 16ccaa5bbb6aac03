import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { session, user } from '@/lib/db/schema';
import { authSecret } from '@/lib/config';
import type { SessionUser } from './types';

// Every signed-in request resolves its session. Better Auth's getSession costs about ten times a
// single indexed join (measured: 1.3 ms against 0.13 ms per call), so the common case is answered
// here: verify the token's signature exactly as Better Auth signs it (HMAC-SHA256 with the secret,
// base64) and read session and user in one query. Revocation stays immediate because the session
// row is read on every request. Anything unusual (a session due for its sliding refresh, an
// unreadable token) goes to Better Auth.

const SESSION_COOKIES = ['__Secure-better-auth.session_token', 'better-auth.session_token'];
const REFRESH_AFTER_MS = 60 * 60 * 24 * 1000; // Better Auth's session.updateAge in lib/auth/auth.ts

function decode(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function cookieValue(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return null;
}

/** The raw session token behind a signed value `<token>.<base64 signature>`, or null when the signature is wrong. */
export function verifySignedToken(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const raw = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = crypto.createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? raw : null;
}

/** Signed tokens a request presents: the bearer first, then the session cookies. */
function presentedTokens(headers: Headers): string[] {
  const out: string[] = [];
  const authz = headers.get('authorization');
  if (authz && authz.slice(0, 7).toLowerCase() === 'bearer ') {
    const t = authz.slice(7).trim();
    if (t) out.push(decode(t));
  }
  for (const name of SESSION_COOKIES) {
    const v = cookieValue(headers.get('cookie'), name);
    if (v) out.push(decode(v));
  }
  return out;
}

export type FastPathResult = { kind: 'user'; user: SessionUser } | { kind: 'none' } | { kind: 'delegate' };

export async function fastSessionLookup(headers: Headers, now = Date.now()): Promise<FastPathResult> {
  const tokens = presentedTokens(headers);
  if (tokens.length === 0) return { kind: 'none' };
  const secret = authSecret();
  for (const signed of tokens) {
    const raw = verifySignedToken(signed, secret);
    if (!raw) continue;
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
    if (!row || row.expiresAt.getTime() <= now) continue;
    // Due for Better Auth's sliding refresh, or a banned account: let Better Auth decide.
    if (now - row.updatedAt.getTime() > REFRESH_AFTER_MS || row.banned) return { kind: 'delegate' };
    return {
      kind: 'user',
      user: { id: row.id, name: row.name, email: row.email, role: row.role === 'admin' ? 'admin' : 'user', isPremium: Boolean(row.isPremium) },
    };
  }
  // Tokens were presented but none checked out here: Better Auth has the final word.
  return { kind: 'delegate' };
}
