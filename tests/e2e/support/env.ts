import { test } from '@playwright/test';

/** True when the suite runs against a deployed preview rather than the local build. */
export const isExternal = Boolean(process.env.PLAYWRIGHT_BASE_URL);

/** Call at the top of a describe/test that needs the local SMTP sink or database. */
export function requiresLocalServer() {
  test.skip(isExternal, 'needs the local SMTP sink and database');
}
