// Who the signed-in @smoke test logs in as, and whether it may run at all (a pure function of the
// environment, tested in tests/unit/vercel-deploy.test.ts).
//
// - Local suite (no PLAYWRIGHT_BASE_URL): a fresh account made through the mail sink, so the path
//   runs on every `npm test` and cannot rot between deployments.
// - A deployed preview: the SMOKE_EMAIL / SMOKE_PASSWORD account (`npm run smoke:account` creates
//   it); without them the test skips itself.
// - Never production unless SMOKE_ALLOW_PRODUCTION=1: it writes and deletes rows as a real user.
//   Production is recognised by VERCEL_ENV=production, a GitHub deployment environment named
//   Production (SMOKE_DEPLOYMENT_ENVIRONMENT, which the preview workflow passes), or a base URL on
//   the same origin as SMOKE_PRODUCTION_URL.

type Env = Record<string, string | undefined>;

export type SmokePlan = { mode: 'local' } | { mode: 'account'; email: string; password: string } | { mode: 'skip'; reason: string };

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/** Why `env` names a production deployment, or null. */
export function productionTarget(env: Env): string | null {
  const base = env.PLAYWRIGHT_BASE_URL?.trim();
  if (env.VERCEL_ENV?.trim().toLowerCase() === 'production') return 'VERCEL_ENV is production';
  if (/^production\b/i.test(env.SMOKE_DEPLOYMENT_ENVIRONMENT?.trim() ?? '')) return `the deployment environment is "${env.SMOKE_DEPLOYMENT_ENVIRONMENT}"`;
  if (base && env.SMOKE_PRODUCTION_URL?.trim() && sameOrigin(base, env.SMOKE_PRODUCTION_URL.trim())) return `${base} is the production URL`;
  return null;
}

export function smokePlan(env: Env = process.env): SmokePlan {
  const external = Boolean(env.PLAYWRIGHT_BASE_URL?.trim());
  const production = productionTarget(env);
  if (production && env.SMOKE_ALLOW_PRODUCTION !== '1') {
    return { mode: 'skip', reason: `refusing to write test data to production (${production}); set SMOKE_ALLOW_PRODUCTION=1 to run it there` };
  }
  if (!external) return { mode: 'local' };
  const email = env.SMOKE_EMAIL?.trim();
  const password = env.SMOKE_PASSWORD ?? '';
  if (!email || !password) return { mode: 'skip', reason: 'SMOKE_EMAIL and SMOKE_PASSWORD are not set (README: "Deploying on Vercel")' };
  return { mode: 'account', email, password };
}
