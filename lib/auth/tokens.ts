import 'server-only';
import crypto from 'node:crypto';
import { appUrl, authSecret } from '@/lib/config';

// Which credential a request presents, decided exactly as Better Auth 1.7 decides it, so the fast
// session lookup and the CSRF check agree with Better Auth's getSession on every request:
// - the bearer plugin (plugins/bearer) takes `Authorization: Bearer <token>.<sig>` only when the
//   token contains a dot and the signature of the part before the first dot verifies; it then
//   REPLACES the session cookie, so the cookie no longer counts, whatever it holds;
// - getSession (api/routes/session.mjs) reads one cookie name (with the __Secure- prefix exactly
//   when the base URL is https) and checks it as better-call's getSignedCookie does.
// Kept free of the Better Auth instance so the route wrapper can use it cheaply.

/** The literal the client stores after OTP verification; the session itself is the cookie. */
export const SESSION_COOKIE_MARKER = 'session-cookie';

/** Better Auth prefixes its cookies with __Secure- when its base URL is https. */
export function usesSecureCookies(): boolean {
  return appUrl().startsWith('https://');
}

/** The one session cookie Better Auth reads on this deployment. */
export function sessionCookieName(): string {
  return `${usesSecureCookies() ? '__Secure-' : ''}better-auth.session_token`;
}

function tryDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** better-call's parseCookies: the first cookie of a name wins, quotes are stripped, values URL-decoded. */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf('=', index);
    if (eq === -1) break;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    const key = header.slice(index, eq).trim();
    if (!cookies.has(key)) {
      let value = header.slice(eq + 1, end).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      cookies.set(key, tryDecode(value));
    }
    index = end + 1;
  }
  return cookies;
}

function hmac(value: string, secret: string): Buffer {
  return crypto.createHmac('sha256', secret).update(value).digest();
}

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * The raw session token behind a signed value `<token>.<signature>`, checked as better-call's
 * getSignedCookie does (last dot, a 44-character standard base64 signature), or null.
 */
export function verifySignedToken(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const raw = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  // atob, which better-call decodes with, accepts the standard alphabet only.
  if (!/^[A-Za-z0-9+/]{43}=$/.test(signature)) return null;
  return sameBytes(Buffer.from(signature, 'base64'), hmac(raw, secret)) ? raw : null;
}

/** @better-auth/utils base64.decode: either alphabet, stops at the first '=', throws on other characters. */
function decodeLikeBetterAuth(data: string): Buffer | null {
  const urlSafe = data.includes('-') || data.includes('_');
  const stop = data.indexOf('=');
  const body = stop === -1 ? data : data.slice(0, stop);
  if (!(urlSafe ? /^[A-Za-z0-9\-_]*$/ : /^[A-Za-z0-9+/]*$/).test(body)) return null;
  return Buffer.from(body, urlSafe ? 'base64url' : 'base64');
}

/** The bearer value as the bearer plugin reads it (signed form only), or null when it would ignore it. */
function bearerValue(headers: Headers): string | null {
  const authz = headers.get('authorization');
  if (!authz || authz.slice(0, 7).toLowerCase() !== 'bearer ') return null;
  const token = authz.slice(7).trim();
  // requireSignature: a token without a signature (the raw session token, the marker) is ignored.
  if (!token || !token.includes('.')) return null;
  return token.includes('%') ? tryDecode(token) : token;
}

/**
 * The signed token of a bearer that Better Auth puts in place of the session cookie, or null when
 * the request is authenticated by its cookie (if any).
 */
export function acceptedBearer(headers: Headers, secret = authSecret()): string | null {
  const value = bearerValue(headers);
  if (!value) return null;
  const [data, signature] = value.split('.');
  const given = decodeLikeBetterAuth(signature ?? '');
  return given && sameBytes(given, hmac(data, secret)) ? value : null;
}

/** The signed session token a request authenticates with: an accepted bearer, else the session cookie. */
export function presentedSessionToken(headers: Headers, secret = authSecret()): string | null {
  const bearer = acceptedBearer(headers, secret);
  if (bearer) return bearer;
  const cookie = headers.get('cookie');
  return (cookie && parseCookieHeader(cookie).get(sessionCookieName())) || null;
}
