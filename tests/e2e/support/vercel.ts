// Vercel's Deployment Protection puts a login wall in front of preview deployments. With the
// project's "Protection Bypass for Automation" secret, Vercel lets a request through when it
// carries x-vercel-protection-bypass; x-vercel-set-bypass-cookie: true makes Vercel answer with a
// cookie as well, so the browser keeps access across navigations and the requests pages make on
// their own (scripts, fetches), not only the ones Playwright sends.

type Env = Record<string, string | undefined>;

/** The extra headers every request of the suite carries: none unless the secret is set. */
export function vercelBypassHeaders(env: Env = process.env): Record<string, string> {
  const secret = env.VERCEL_AUTOMATION_BYPASS_SECRET?.trim();
  if (!secret) return {};
  return { 'x-vercel-protection-bypass': secret, 'x-vercel-set-bypass-cookie': 'true' };
}
