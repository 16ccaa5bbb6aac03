import { afterEach, describe, expect, it, vi } from 'vitest';
import { smokePlan } from '../e2e/support/smoke';
import { vercelBypassHeaders } from '../e2e/support/vercel';
import { directMigrationUrl, poolOptions, SERVER_POOL_MAX, SERVERLESS_POOL_MAX } from '@/lib/db/pool';
import { serverEnv } from '@/lib/env';

describe('Vercel protection bypass headers', () => {
  it('are absent without the secret (blank counts as unset)', () => {
    expect(vercelBypassHeaders({})).toEqual({});
    expect(vercelBypassHeaders({ VERCEL_AUTOMATION_BYPASS_SECRET: '' })).toEqual({});
    expect(vercelBypassHeaders({ VERCEL_AUTOMATION_BYPASS_SECRET: '   ' })).toEqual({});
  });

  it('carry the secret and ask for the bypass cookie when it is set', () => {
    expect(vercelBypassHeaders({ VERCEL_AUTOMATION_BYPASS_SECRET: 's3cret' })).toEqual({
      'x-vercel-protection-bypass': 's3cret',
      'x-vercel-set-bypass-cookie': 'true',
    });
  });

  describe('in playwright.config.ts', () => {
    const saved = process.env.VERCEL_AUTOMATION_BYPASS_SECRET;
    afterEach(() => {
      if (saved === undefined) delete process.env.VERCEL_AUTOMATION_BYPASS_SECRET;
      else process.env.VERCEL_AUTOMATION_BYPASS_SECRET = saved;
    });
    // The config reads the environment when it loads, as Playwright loads it.
    const loadConfig = async () => {
      vi.resetModules();
      return (await import('../../playwright.config')).default;
    };

    it('sends no extra headers without the secret', async () => {
      delete process.env.VERCEL_AUTOMATION_BYPASS_SECRET;
      expect((await loadConfig()).use?.extraHTTPHeaders).toEqual({});
    });

    it('sends both headers with it', async () => {
      process.env.VERCEL_AUTOMATION_BYPASS_SECRET = 'from-ci';
      expect((await loadConfig()).use?.extraHTTPHeaders).toEqual({
        'x-vercel-protection-bypass': 'from-ci',
        'x-vercel-set-bypass-cookie': 'true',
      });
    });
  });
});

describe('database pool sizing', () => {
  it('off Vercel: pg-like defaults', () => {
    const o = poolOptions(serverEnv({}));
    expect(o.max).toBe(SERVER_POOL_MAX);
    expect(o.max).toBe(10);
    expect(o.idleTimeoutMillis).toBe(10_000);
  });

  it('on Vercel (VERCEL set): a small pool whose idle clients close quickly', () => {
    const o = poolOptions(serverEnv({ VERCEL: '1' }));
    expect(o.max).toBe(SERVERLESS_POOL_MAX);
    expect(o.max).toBeGreaterThanOrEqual(1);
    expect(o.max).toBeLessThanOrEqual(3);
    expect(o.idleTimeoutMillis).toBeLessThanOrEqual(5_000);
  });

  it('DATABASE_POOL_MAX overrides either default; a bad value falls back to the default', () => {
    expect(poolOptions(serverEnv({ VERCEL: '1', DATABASE_POOL_MAX: '7' })).max).toBe(7);
    expect(poolOptions(serverEnv({ DATABASE_POOL_MAX: '1' })).max).toBe(1);
    expect(poolOptions(serverEnv({ VERCEL: '1', DATABASE_POOL_MAX: '0' })).max).toBe(SERVERLESS_POOL_MAX);
    expect(poolOptions(serverEnv({ DATABASE_POOL_MAX: '' })).max).toBe(SERVER_POOL_MAX);
  });
});

describe('migration URL', () => {
  const pooled = 'postgres://u:p@pooler.example.com:6543/db';
  const direct = 'postgres://u:p@db.example.com:5432/db';
  it('is the direct URL only when both are set', () => {
    expect(directMigrationUrl(serverEnv({ DATABASE_URL: pooled, DATABASE_URL_UNPOOLED: direct }))).toBe(direct);
    expect(directMigrationUrl(serverEnv({ DATABASE_URL: pooled }))).toBeNull();
    // With no DATABASE_URL the app runs on the embedded database, which migrates itself.
    expect(directMigrationUrl(serverEnv({ DATABASE_URL_UNPOOLED: direct }))).toBeNull();
  });
});

describe('signed-in smoke plan', () => {
  const preview = 'https://mood-git-feature-team.vercel.app';
  const account = { SMOKE_EMAIL: 'smoke@example.com', SMOKE_PASSWORD: 'smoke-password' };

  it('local suite: runs with a fresh account, secrets or not', () => {
    expect(smokePlan({})).toEqual({ mode: 'local' });
    expect(smokePlan({ ...account })).toEqual({ mode: 'local' });
  });

  it('a preview without SMOKE_EMAIL or SMOKE_PASSWORD: skips', () => {
    expect(smokePlan({ PLAYWRIGHT_BASE_URL: preview }).mode).toBe('skip');
    expect(smokePlan({ PLAYWRIGHT_BASE_URL: preview, SMOKE_EMAIL: 'smoke@example.com' }).mode).toBe('skip');
  });

  it('a preview with the account: runs as it', () => {
    expect(smokePlan({ PLAYWRIGHT_BASE_URL: preview, SMOKE_DEPLOYMENT_ENVIRONMENT: 'Preview', ...account })).toEqual({
      mode: 'account',
      email: 'smoke@example.com',
      password: 'smoke-password',
    });
  });

  it('production: refused however it is recognised, unless SMOKE_ALLOW_PRODUCTION=1', () => {
    const prod = 'https://moodjournal.example.com';
    for (const env of [
      { VERCEL_ENV: 'production' },
      { SMOKE_DEPLOYMENT_ENVIRONMENT: 'Production' },
      { SMOKE_DEPLOYMENT_ENVIRONMENT: 'Production – mood-journal' },
      { SMOKE_PRODUCTION_URL: `${prod}/` },
    ]) {
      const plan = smokePlan({ PLAYWRIGHT_BASE_URL: prod, ...account, ...env });
      expect(plan.mode, JSON.stringify(env)).toBe('skip');
      expect(plan.mode === 'skip' && plan.reason).toMatch(/production/);
      expect(smokePlan({ PLAYWRIGHT_BASE_URL: prod, ...account, ...env, SMOKE_ALLOW_PRODUCTION: '1' }).mode).toBe('account');
    }
    // A preview is not production just because the production URL is known.
    expect(smokePlan({ PLAYWRIGHT_BASE_URL: preview, SMOKE_PRODUCTION_URL: prod, ...account }).mode).toBe('account');
  });
});
