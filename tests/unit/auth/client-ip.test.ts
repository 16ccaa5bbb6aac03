import { describe, expect, it } from 'vitest';
import { clientIp } from '@/lib/rate-limit/client-ip';

const h = (init: Record<string, string>) => new Headers(init);

describe('clientIp', () => {
  it('takes the address our proxy appended, not one the client wrote in front of it', () => {
    // A client sends X-Forwarded-For: 1.1.1.1; nginx or a load balancer appends the real address.
    expect(clientIp(h({ 'x-forwarded-for': '1.1.1.1, 203.0.113.7' }), {})).toBe('203.0.113.7');
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.7' }), {})).toBe('203.0.113.7');
  });

  it('counts TRUSTED_PROXY_HOPS from the end behind a chain of proxies', () => {
    const headers = h({ 'x-forwarded-for': '1.1.1.1, 203.0.113.7, 10.0.0.2' });
    expect(clientIp(headers, { TRUSTED_PROXY_HOPS: '2' })).toBe('203.0.113.7');
    expect(clientIp(headers, { TRUSTED_PROXY_HOPS: '9' })).toBe('1.1.1.1');
    expect(clientIp(headers, { TRUSTED_PROXY_HOPS: 'nonsense' })).toBe('10.0.0.2');
  });

  it('falls back to X-Real-IP, then to one shared local bucket', () => {
    expect(clientIp(h({ 'x-real-ip': '198.51.100.4' }), {})).toBe('198.51.100.4');
    expect(clientIp(h({ 'x-forwarded-for': ' , ' }), {})).toBe('local');
    expect(clientIp(h({}), {})).toBe('local');
  });
});
