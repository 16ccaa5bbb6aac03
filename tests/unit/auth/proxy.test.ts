import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { config, proxy } from '@/proxy';
import { isProtectedPath, shouldAlertLoginRequired } from '@/lib/auth/proxy-rules';

const request = (path: string, cookie?: string) => new NextRequest(new URL(path, 'http://localhost:3000'), { headers: cookie ? { cookie } : {} });

describe('proxy', () => {
  it('sends a visitor without a session cookie from each protected screen to /login', () => {
    for (const path of ['/journal', '/chat', '/analytics', '/settings', '/admin', '/journal/anything']) {
      const res = proxy(request(path));
      expect(res.status).toBe(307);
      const location = new URL(res.headers.get('location')!);
      expect(location.pathname).toBe('/login');
      expect(location.searchParams.get('from')).toBe(path);
    }
  });

  it('lets a request with either session cookie name through (presence only, not validity)', () => {
    for (const cookie of ['better-auth.session_token=abc.def', '__Secure-better-auth.session_token=abc.def']) {
      const res = proxy(request('/journal', cookie));
      expect(res.headers.get('location')).toBeNull();
      expect(res.headers.get('x-middleware-next')).toBe('1');
    }
  });

  it('ignores an empty or unrelated cookie', () => {
    expect(proxy(request('/chat', 'better-auth.session_token=')).status).toBe(307);
    expect(proxy(request('/chat', 'theme=dark')).status).toBe(307);
  });

  it('leaves public screens alone', () => {
    for (const path of ['/', '/login', '/signup', '/verify-otp', '/journalism', '/api/journal']) {
      expect(isProtectedPath(path)).toBe(false);
      expect(proxy(request(path)).headers.get('location')).toBeNull();
    }
  });

  it('runs on pages and API routes but not on build assets', () => {
    const [pattern] = config.matcher;
    const re = new RegExp(`^${pattern}$`);
    for (const path of ['/', '/journal', '/api/reviews', '/login']) expect(re.test(path)).toBe(true);
    for (const path of ['/_next/static/chunks/a.js', '/_next/image', '/favicon.ico']) expect(re.test(path)).toBe(false);
  });

  it('gives every page request a fresh script nonce: in the CSP it answers with, and on the request for Next and the layout', () => {
    const nonces = new Set<string>();
    for (const path of ['/', '/login', '/journal']) {
      const res = proxy(request(path, 'better-auth.session_token=abc.def'));
      const csp = res.headers.get('content-security-policy')!;
      const nonce = csp.match(/script-src [^;]*'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1];
      expect(nonce, csp).toBeTruthy();
      expect(nonce!.length).toBeGreaterThanOrEqual(22); // 128 bits or more
      expect(csp).toMatch(/script-src [^;]*'strict-dynamic'/);
      expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
      // Next reads the nonce from the request's CSP header; app/layout.tsx reads x-nonce.
      expect(res.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
      expect(res.headers.get('x-middleware-request-content-security-policy')).toBe(csp);
      expect(res.headers.get('x-middleware-override-headers')).toContain('x-nonce');
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(3);
  });

  it('replaces a nonce or CSP the client sent on the request', () => {
    const res = proxy(
      new NextRequest(new URL('/', 'http://localhost:3000'), { headers: { 'x-nonce': 'attacker', 'content-security-policy': "script-src 'nonce-attacker'" } }),
    );
    expect(res.headers.get('x-middleware-request-x-nonce')).not.toBe('attacker');
    expect(res.headers.get('x-middleware-request-content-security-policy')).not.toContain('attacker');
  });

  it('sets the security headers on every answer, redirects included', () => {
    for (const res of [proxy(request('/')), proxy(request('/journal'))]) {
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('shouldAlertLoginRequired', () => {
  it('is true for the user screens the guard alerts on, false for admin and anything off-site', () => {
    expect(shouldAlertLoginRequired('/journal')).toBe(true);
    expect(shouldAlertLoginRequired('/chat?x=1')).toBe(true);
    expect(shouldAlertLoginRequired('/analytics')).toBe(true);
    expect(shouldAlertLoginRequired('/admin')).toBe(false);
    expect(shouldAlertLoginRequired('/')).toBe(false);
    expect(shouldAlertLoginRequired('//evil.example/journal')).toBe(false);
    expect(shouldAlertLoginRequired('https://evil.example/journal')).toBe(false);
    expect(shouldAlertLoginRequired(undefined)).toBe(false);
  });
});

describe('proxy matcher', () => {
  it('skips the journal import (a body copy past 10 MB would reach it cut short) and nothing else of the API', async () => {
    const { unstable_doesMiddlewareMatch: matches } = await import('next/experimental/testing/server');
    expect(matches({ config, url: '/api/me/import' })).toBe(false);
    for (const url of ['/api/me/export', '/api/me', '/api/journal', '/journal', '/', '/api/auth/login']) {
      expect(matches({ config, url }), url).toBe(true);
    }
  });
});
