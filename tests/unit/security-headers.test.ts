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

  it('sends HSTS only in production', () => {
    expect(securityHeaders({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(securityHeaders({ NODE_ENV: 'development' } as NodeJS.ProcessEnv)['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)['X-Content-Type-Options']).toBe('nosniff');
  });
});
