import { describe, expect, it } from 'vitest';
import { isHostedProduction, productionConfigProblem } from '@/lib/config';

const env = (e: Record<string, string>) => e as unknown as NodeJS.ProcessEnv;

describe('production configuration', () => {
  it('lets `npm start` on one machine run without a secret, on PGlite or a local PostgreSQL', () => {
    expect(isHostedProduction(env({ NODE_ENV: 'production' }))).toBe(false);
    expect(productionConfigProblem(env({ NODE_ENV: 'production' }))).toBeNull();
    expect(productionConfigProblem(env({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@127.0.0.1/db', APP_URL: 'http://localhost:3000' }))).toBeNull();
  });

  it('stops a hosted deployment that has no secret, with a message naming the variable', () => {
    const hosted: Record<string, string>[] = [{ VERCEL: '1' }, { APP_URL: 'https://mood.example.com' }];
    for (const e of hosted) {
      expect(productionConfigProblem(env({ NODE_ENV: 'production', ...e }))).toMatch(/^BETTER_AUTH_SECRET must be set in production/);
    }
    expect(productionConfigProblem(env({ NODE_ENV: 'production', VERCEL: '1', BETTER_AUTH_SECRET: 'short' }))).toMatch(/at least 32/);
    expect(productionConfigProblem(env({ NODE_ENV: 'production', VERCEL: '1', BETTER_AUTH_SECRET: 'x'.repeat(40), RESEND_API_KEY: 're_x' }))).toBeNull();
  });

  it('stops a hosted deployment that has no email provider: sign-up codes would only reach the server log', () => {
    const secret = { BETTER_AUTH_SECRET: 'x'.repeat(40) };
    const hosted: Record<string, string>[] = [{ VERCEL: '1' }, { APP_URL: 'https://mood.example.com' }];
    for (const e of hosted) {
      expect(productionConfigProblem(env({ NODE_ENV: 'production', ...secret, ...e }))).toMatch(/^RESEND_API_KEY or SMTP_URL must be set in production/);
      expect(productionConfigProblem(env({ NODE_ENV: 'production', ...secret, ...e, RESEND_API_KEY: 're_x' }))).toBeNull();
      expect(productionConfigProblem(env({ NODE_ENV: 'production', ...secret, ...e, SMTP_URL: 'smtp://mail.example.com:587' }))).toBeNull();
      expect(productionConfigProblem(env({ NODE_ENV: 'production', ...secret, ...e, RESEND_API_KEY: '  ' }))).toMatch(/^RESEND_API_KEY or SMTP_URL/);
    }
    // One machine's `npm start` keeps the console transport (codes in the server log).
    expect(productionConfigProblem(env({ NODE_ENV: 'production', ...secret }))).toBeNull();
    expect(productionConfigProblem(env({ NODE_ENV: 'development', VERCEL: '1' }))).toBeNull();
  });

  it('does not apply in development', () => {
    expect(productionConfigProblem(env({ NODE_ENV: 'development', DATABASE_URL: 'postgres://x@h/db' }))).toBeNull();
  });
});
