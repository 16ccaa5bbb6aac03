import { serverEnv } from '@/lib/env';

/**
import { serverEnv } from '@/lib/env';
 * The client's address for per-IP limits. Proxies append the address they received from to
 * X-Forwarded-For, so its first entries are whatever the client sent and only the entry written by
 * our own proxy can be trusted: the last one with one proxy in front (Vercel, nginx, a load
 * balancer), or TRUSTED_PROXY_HOPS from the end behind a chain of them.
 */
export function clientIp(headers: Headers, source?: Record<string, string | undefined>): string {
  const hops = Math.max(1, Math.floor(Number(serverEnv(source).TRUSTED_PROXY_HOPS) || 1));
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return chain[Math.max(0, chain.length - hops)] || headers.get('x-real-ip')?.trim() || 'local';
}
