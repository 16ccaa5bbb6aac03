import 'server-only';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { verification } from '@/lib/db/schema';
import { parseCookieHeader, usesSecureCookies } from './tokens';

// Anyone can sign up any address and choose its password; the code only proves who reads the
// mailbox. If a right code signed in whoever entered it, a stranger could sign up someone's address,
// wait for them to enter the unsolicited code (the /verify-otp link is pre-filled), and then log in
// to the account they start filling. So each sign-up leaves a random claim in an HttpOnly cookie
// (its hash in the verification table, one per address: the latest sign-up's), and a right code
// signs in only the browser holding it. From anywhere else the code verifies the address and the
// person is asked to log in with their password (lib/services/auth.ts, verifyOtp).

const CLAIM_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type SignupClaim = { hash: string };

function identifier(email: string): string {
  return `signup-claim-${email}`;
}

export function claimCookieName(): string {
  return `${usesSecureCookies() ? '__Secure-' : ''}mj.signup_claim`;
}

const hashOf = (nonce: string) => crypto.createHash('sha256').update(nonce).digest('hex');

export async function readClaim(email: string): Promise<SignupClaim | null> {
  const [row] = await db
    .select({ value: verification.value })
    .from(verification)
    .where(eq(verification.identifier, identifier(email)))
    .limit(1);
  if (!row) return null;
  // Older rows carry a `:<flag>` suffix; only the hash counts.
  return { hash: row.value.split(':')[0] };
}

/** Records a new claim for the address (replacing any earlier one) and returns its secret. */
export async function writeClaim(email: string): Promise<string> {
  const nonce = crypto.randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, identifier(email)));
    await tx.insert(verification).values({
      id: crypto.randomUUID(),
      identifier: identifier(email),
      value: hashOf(nonce),
      expiresAt: new Date(Date.now() + CLAIM_TTL_MS),
    });
  });
  return nonce;
}

export async function dropClaim(email: string): Promise<void> {
  await db.delete(verification).where(eq(verification.identifier, identifier(email)));
}

/** The claim secret this browser holds, if any. */
export function presentedClaim(headers: Headers): string | null {
  const cookie = headers.get('cookie');
  return (cookie && parseCookieHeader(cookie).get(claimCookieName())) || null;
}

export function holdsClaim(claim: SignupClaim, nonce: string | null): boolean {
  if (!nonce) return false;
  const given = Buffer.from(hashOf(nonce), 'hex');
  const stored = Buffer.from(claim.hash, 'hex');
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}

/** Set-Cookie value carrying the claim (or, with null, removing it). */
export function claimSetCookie(nonce: string | null): string {
  const secure = usesSecureCookies();
  const maxAge = nonce ? Math.floor(CLAIM_TTL_MS / 1000) : 0;
  return `${claimCookieName()}=${nonce ?? ''}; Path=/api/auth; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
