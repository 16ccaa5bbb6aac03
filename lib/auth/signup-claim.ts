import 'server-only';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { verification } from '@/lib/db/schema';
import { parseCookieHeader, usesSecureCookies } from './tokens';

// Signing up again before verifying replaces the password (the first attempt may have had a
// typo, or been someone else's). But the code only proves who reads the mailbox, not who chose the
// password: if a second sign-up came from another browser, the owner could verify an account whose
// password a stranger set, and the stranger could then log in to their journal. So each sign-up
// leaves a random claim in an HttpOnly cookie (its hash in the verification table), and once two
// browsers have competed for one address, only the browser of the latest sign-up may verify.
// With a single sign-up, the code alone still verifies from anywhere.

const CLAIM_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type SignupClaim = { hash: string; contested: boolean };

function identifier(email: string): string {
  return `signup-claim-${email}`;
}

export function claimCookieName(): string {
  return `${usesSecureCookies() ? '__Secure-' : ''}mj.signup_claim`;
}

const hashOf = (nonce: string) => crypto.createHash('sha256').update(nonce).digest('hex');

export async function readClaim(email: string): Promise<SignupClaim | null> {
  const [row] = await db.select({ value: verification.value }).from(verification).where(eq(verification.identifier, identifier(email))).limit(1);
  if (!row) return null;
  const [hash, contested] = row.value.split(':');
  return { hash, contested: contested === '1' };
}

/** Records a new claim for the address (replacing any earlier one) and returns its secret. */
export async function writeClaim(email: string, contested: boolean): Promise<string> {
  const nonce = crypto.randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, identifier(email)));
    await tx.insert(verification).values({
      id: crypto.randomUUID(),
      identifier: identifier(email),
      value: `${hashOf(nonce)}:${contested ? 1 : 0}`,
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
