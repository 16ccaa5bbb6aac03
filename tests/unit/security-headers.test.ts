import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '@/lib/http/security-headers';

describe('security headers', () => {
  it('frames only Spotify and YouTube, and cannot itself be framed', () => {
    const csp = contentSecurityPolicy({ NODE_ENV: 'production' } as NodeJS.ProcessEnv);
    expect(csp).toContain('frame-src https://open.spotify.com https://www.youtube.com https://www.youtube-nocookie.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('allows the configured voice widget origin and nothing else', () => {
    const csp = contentSecurityPolicy({ NODE_ENV: 'production', VOICE_WIDGET_SRC: 'https://widget.example.com/embed.js?x=1' } as NodeJS.ProcessEnv);
    expect(csp).toMatch(/script-src [^;]*https:\/\/widget\.example\.com/);
    expect(contentSecurityPolicy({ NODE_ENV: 'production', VOICE_WIDGET_SRC: 'javascript:alert(1)' } as NodeJS.ProcessEnv)).not.toContain('javascript');
  });

  it('allows scripts by a per-request nonce and strict-dynamic, never inline scripts as such', () => {
    const csp = contentSecurityPolicy({ NODE_ENV: 'production' } as NodeJS.ProcessEnv, 'bm9uY2U=');
    const script = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(script.split(' ')).toEqual(expect.arrayContaining(["'nonce-bm9uY2U='", "'strict-dynamic'"]));
    expect(script).not.toContain('unsafe-inline');
    expect(script).not.toContain('unsafe-eval');
    // Without a nonce (API answers, the import route) no inline script runs at all.
    expect(contentSecurityPolicy({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(securityHeaders({ NODE_ENV: 'production' } as NodeJS.ProcessEnv, 'abc')['Content-Security-Policy']).toContain("'nonce-abc'");
  });

  it('sends HSTS only in production', () => {
    expect(securityHeaders({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(securityHeaders({ NODE_ENV: 'development' } as NodeJS.ProcessEnv)['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)['X-Content-Type-Options']).toBe('nosniff');
  });
});
