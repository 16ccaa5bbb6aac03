import { describe, expect, it } from 'vitest';
import { isHostedProduction, productionConfigProblem } from '@/lib/config';

const env = (e: Record<string, string>) => e as unknown as NodeJS.ProcessEnv;

describe('production configuration', () => {
  it('lets `npm start` on the embedded database run without a secret', () => {
    expect(isHostedProduction(env({ NODE_ENV: 'production' }))).toBe(false);
    expect(productionConfigProblem(env({ NODE_ENV: 'production' }))).toBeNull();
  });

  it('stops a hosted deployment that has no secret, with a message naming the variable', () => {
    const hosted: Record<string, string>[] = [{ VERCEL: '1' }, { DATABASE_URL: 'postgres://x@h/db' }, { APP_URL: 'https://mood.example.com' }];
    for (const e of hosted) {
      expect(productionConfigProblem(env({ NODE_ENV: 'production', ...e }))).toMatch(/^BETTER_AUTH_SECRET must be set in production/);
    }
    expect(productionConfigProblem(env({ NODE_ENV: 'production', VERCEL: '1', BETTER_AUTH_SECRET: 'short' }))).toMatch(/at least 32/);
    expect(productionConfigProblem(env({ NODE_ENV: 'production', VERCEL: '1', BETTER_AUTH_SECRET: 'x'.repeat(40) }))).toBeNull();
  });

  it('does not apply in development', () => {
    expect(productionConfigProblem(env({ NODE_ENV: 'development', DATABASE_URL: 'postgres://x@h/db' }))).toBeNull();
  });
});
