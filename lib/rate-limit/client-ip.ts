import { serverEnv } from '@/lib/env';

// The TCP peer's address reaches route handlers only as a request header that
// lib/http/socket-address.ts stamps on every request (instrumentation.ts installs it), under a name
// that is random per process and kept here, on globalThis (route bundles and the instrumentation
// bundle each have their own copy of this module).
const NAME = Symbol.for('moodjournal.socketAddressHeader');
const holder = globalThis as unknown as { [NAME]?: string };

/** The per-process header name the socket address is stamped under, or null when not installed. */
export function socketAddressHeaderName(): string | null {
  return holder[NAME] ?? null;
}

/** Called once by the stamp's installer. */
export function registerSocketAddressHeader(name: string): void {
  holder[NAME] = name;
}

/** `::ffff:192.0.2.1` (IPv4 on a dual-stack socket) reads as `192.0.2.1`. */
function normalise(address: string): string {
  const a = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(a) ? a.slice(7) : a;
}

/** The socket address stamped on this request, or null. */
export function socketAddress(headers: Headers): string | null {
  const name = socketAddressHeaderName();
  if (!name) return null;
  const value = headers.get(name);
  return value ? normalise(value) : null;
}

/**
 * How many proxies in front of the app append to X-Forwarded-For and can be trusted:
 * TRUSTED_PROXY_HOPS when set (0 means none), else 1 on Vercel (the platform overwrites the header
 * with the client's address), else 0: a plain `npm start` trusts no header a client can write.
 */
export function trustedProxyHops(source?: Record<string, string | undefined>): number {
  const env = serverEnv(source);
  if (env.TRUSTED_PROXY_HOPS !== undefined) return env.TRUSTED_PROXY_HOPS;
  return env.VERCEL ? 1 : 0;
}

/**
 * The client's address for per-IP limits. With no trusted proxy it is the TCP peer (stamped on the
 * request by lib/http/socket-address.ts); X-Forwarded-For and X-Real-IP are then ignored, since the
 * client writes them. Behind proxies, each appends the address it received from, so the first
 * entries are whatever the client sent and only the entry written by our own proxies can be
 * trusted: TRUSTED_PROXY_HOPS from the end. Without any of these, one shared bucket.
 */
export function clientIp(headers: Headers, source?: Record<string, string | undefined>): string {
  const hops = trustedProxyHops(source);
  const socket = socketAddress(headers);
  if (hops === 0) return socket || 'local';
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return chain[Math.max(0, chain.length - hops)] || headers.get('x-real-ip')?.trim() || socket || 'local';
}
