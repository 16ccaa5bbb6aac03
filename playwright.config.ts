import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { portFromEnv } from './tests/e2e/support/ports';
import { vercelBypassHeaders } from './tests/e2e/support/vercel';

// PLAYWRIGHT_BASE_URL points the suite at a deployed preview: then no server is started here,
// and tests that need the local SMTP sink or database skip themselves (see support/env.ts).
const externalBaseUrl = process.env.PLAYWRIGHT_BASE_URL;
const chromium = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

// The mail sink's SMTP port and the port of its small API the tests read codes from: free ports
// picked now (unless set), written to the environment so global setup, the app server and the
// workers (which load this file again, with the runner's environment) all use the same ones.
export const E2E_SMTP_PORT = portFromEnv('E2E_SMTP_PORT');
export const E2E_MAIL_API_PORT = portFromEnv('E2E_MAIL_API_PORT', [E2E_SMTP_PORT]);
// The app's own port, chosen the same way (E2E_PORT to pin one); unused against a deployed preview.
const port = externalBaseUrl ? 0 : portFromEnv('E2E_PORT', [E2E_SMTP_PORT, E2E_MAIL_API_PORT]);
const baseURL = externalBaseUrl || `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  globalSetup: externalBaseUrl ? undefined : './tests/e2e/support/global-setup.ts',
  use: {
    baseURL,
    // Protected Vercel previews: the bypass headers when VERCEL_AUTOMATION_BYPASS_SECRET is set
    // (support/vercel.ts). Playwright sends them with every request, to other origins too.
    extraHTTPHeaders: vercelBypassHeaders(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // A page the service worker (public/sw.js) controls sends its requests through the worker, where
    // page.route() cannot see them: a test that stubs an answer would race the worker's activation
    // (clients.claim) and now and then reach the real server. Only the offline suite needs the worker.
    serviceWorkers: 'block',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node scripts/e2e-server.mjs',
        url: `${baseURL}/`,
        timeout: 300_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          E2E_SMTP_PORT: String(E2E_SMTP_PORT),
          E2E_MAIL_API_PORT: String(E2E_MAIL_API_PORT),
        },
      },
});
