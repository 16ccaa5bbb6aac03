import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIp, trustedProxyHops } from '@/lib/rate-limit/client-ip';
import { installSocketAddressStamp, socketAddress, socketAddressHeaderName } from '@/lib/http/socket-address';
import { envProblem } from '@/lib/env';

const h = (init: Record<string, string>) => new Headers(init);

// What `next start` hands a route handler: the request's own headers, plus the socket address
// that installSocketAddressStamp() (instrumentation.ts) wrote under its per-process header name.
let stamp: string;
const fromSocket = (address: string, init: Record<string, string> = {}) => h({ ...init, [stamp]: address });

beforeAll(() => {
  stamp = installSocketAddressStamp();
});

describe('clientIp on a plain `npm start` (no TRUSTED_PROXY_HOPS, not on Vercel)', () => {
  it('trusts no proxy by default: 0 hops', () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '0' })).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: '0', VERCEL: '1' })).toBe(0);
  });

  it('uses the socket address and ignores whatever X-Forwarded-For or X-Real-IP the client wrote', () => {
    const spoofed = { 'x-forwarded-for': '1.1.1.1, 203.0.113.7', 'x-real-ip': '198.51.100.4' };
    expect(clientIp(fromSocket('192.0.2.10', spoofed), {})).toBe('192.0.2.10');
    expect(clientIp(fromSocket('192.0.2.10', spoofed), { TRUSTED_PROXY_HOPS: '0' })).toBe('192.0.2.10');
    // A new X-Forwarded-For on every request no longer buys a fresh rate-limit bucket.
    const keys = new Set(Array.from({ length: 20 }, (_, i) => clientIp(fromSocket('192.0.2.10', { 'x-forwarded-for': `10.0.0.${i}` }), {})));
    expect([...keys]).toEqual(['192.0.2.10']);
  });

  it('reads IPv4 addresses that arrive IPv4-mapped on a dual-stack socket as plain IPv4', () => {
    expect(clientIp(fromSocket('::ffff:127.0.0.1'), {})).toBe('127.0.0.1');
    expect(clientIp(fromSocket('::1'), {})).toBe('::1');
  });

  it('without a stamped socket address (never under `next start`) shares one bucket rather than trust the header', () => {
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.7' }), {})).toBe('local');
    expect(clientIp(h({ 'x-real-ip': '198.51.100.4' }), {})).toBe('local');
    expect(clientIp(h({}), {})).toBe('local');
  });

  it('cannot be fooled by a client that sends a header of the stamp name it guessed', () => {
    expect(stamp).toMatch(/^x-[a-z-]+-[0-9a-f]{24}$/);
    expect(socketAddress(h({ 'x-moodjournal-peer': '1.2.3.4' }))).toBeNull();
  });
});

describe('clientIp behind proxies (TRUSTED_PROXY_HOPS >= 1, or on Vercel)', () => {
  it('takes the address our proxy appended, not one the client wrote in front of it', () => {
    // A client sends X-Forwarded-For: 1.1.1.1; nginx or a load balancer appends the real address.
    const env = { TRUSTED_PROXY_HOPS: '1' };
    expect(clientIp(fromSocket('10.0.0.2', { 'x-forwarded-for': '1.1.1.1, 203.0.113.7' }), env)).toBe('203.0.113.7');
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.7' }), env)).toBe('203.0.113.7');
  });

  it('on Vercel (VERCEL set) trusts the one entry the platform writes', () => {
    expect(trustedProxyHops({ VERCEL: '1' })).toBe(1);
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.7' }), { VERCEL: '1' })).toBe('203.0.113.7');
  });

  it('counts TRUSTED_PROXY_HOPS from the end behind a chain of proxies', () => {
    const headers = h({ 'x-forwarded-for': '1.1.1.1, 203.0.113.7, 10.0.0.2' });
    expect(clientIp(headers, { TRUSTED_PROXY_HOPS: '2' })).toBe('203.0.113.7');
    expect(clientIp(headers, { TRUSTED_PROXY_HOPS: '9' })).toBe('1.1.1.1');
    // A value that is not a whole number is refused at start-up (envProblem) and means 0 here.
    expect(clientIp(headers, { TRUSTED_PROXY_HOPS: 'nonsense' })).toBe('local');
    expect(envProblem({ TRUSTED_PROXY_HOPS: 'nonsense' })).toMatch(/^TRUSTED_PROXY_HOPS/);
    expect(envProblem({ TRUSTED_PROXY_HOPS: '-1' })).toMatch(/^TRUSTED_PROXY_HOPS/);
    expect(envProblem({ TRUSTED_PROXY_HOPS: '0' })).toBeNull();
  });

  it('falls back to X-Real-IP, then the socket address, then one shared local bucket', () => {
    const env = { TRUSTED_PROXY_HOPS: '1' };
    expect(clientIp(h({ 'x-real-ip': '198.51.100.4' }), env)).toBe('198.51.100.4');
    expect(clientIp(fromSocket('192.0.2.10', { 'x-forwarded-for': ' , ' }), env)).toBe('192.0.2.10');
    expect(clientIp(h({}), env)).toBe('local');
  });
});

describe('the socket address on a real HTTP server', () => {
  let server: http.Server;
  let port: number;
  let seen: { ip: string; forwardedFor: string | null }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      // What Next.js does with the Node request: its headers become the route's Request headers.
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      seen.push({ ip: clientIp(headers, {}), forwardedFor: headers.get('x-forwarded-for') });
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (headers: Record<string, string>) =>
    new Promise<void>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
          res.resume();
          res.on('end', resolve);
        })
        .on('error', reject);
    });

  it('is stamped on every request, overwriting anything the client sent under that name', async () => {
    seen = [];
    await get({ 'x-forwarded-for': '6.6.6.6' });
    await get({ 'x-forwarded-for': '7.7.7.7, 8.8.8.8', [socketAddressHeaderName()!]: '9.9.9.9' });
    expect(seen).toEqual([
      { ip: '127.0.0.1', forwardedFor: '6.6.6.6' },
      { ip: '127.0.0.1', forwardedFor: '7.7.7.7, 8.8.8.8' },
    ]);
  });
});

describe('why the socket address has to be stamped by us', () => {
  it('Next.js sets X-Forwarded-For from the socket only when the client sent none (it never appends)', () => {
    // node_modules/next/dist/server/base-server.js, handleRequestImpl: `x-forwarded-for ??= socket.remoteAddress`.
    // So under `next start` a client-sent X-Forwarded-For reaches the route untouched, with no trace
    // of the real peer: neither its first nor its last entry can be trusted with 0 proxies in front.
    const file = path.join(process.cwd(), 'node_modules/next/dist/server/base-server.js');
    const source = fs.readFileSync(file, 'utf8');
    const lines = source.split('\n').filter((l) => l.includes("req.headers['x-forwarded-for']"));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/req\.headers\['x-forwarded-for'\] \?\?=/);
  });
});
