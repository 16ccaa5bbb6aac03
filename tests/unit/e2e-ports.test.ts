import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The end-to-end suite runs its own SMTP sink (and a small HTTP API over the mails it caught) and
// the app. Fixed ports made the whole suite fail whenever anything else held them, so the config
// picks free ones and hands the same numbers to the app server, global setup and the workers.

const listen = (port: number) =>
  new Promise<net.Server | null>((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(null));
    s.listen(port, '127.0.0.1', () => resolve(s));
  });

const saved = { smtp: process.env.E2E_SMTP_PORT, api: process.env.E2E_MAIL_API_PORT, app: process.env.E2E_PORT };
let heldPorts: number[] = [];
let held: (net.Server | null)[] = [];

beforeAll(async () => {
  // Something else on the machine holds two ports (chosen by the OS) while the config loads.
  held = [await listen(0), await listen(0)];
  heldPorts = held.map((s) => (s?.address() as net.AddressInfo).port);
  delete process.env.E2E_SMTP_PORT;
  delete process.env.E2E_MAIL_API_PORT;
  delete process.env.E2E_PORT;
});

afterAll(async () => {
  for (const s of held) await new Promise<void>((r) => (s ? s.close(() => r()) : r()));
  for (const [k, v] of [
    ['E2E_SMTP_PORT', saved.smtp],
    ['E2E_MAIL_API_PORT', saved.api],
    ['E2E_PORT', saved.app],
  ] as const) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

describe('end-to-end mail ports', () => {
  it('are free ports chosen at config load, shared through the environment with the app server and workers', async () => {
    vi.resetModules();
    const mod = await import('../../playwright.config');
    const smtp = Number(process.env.E2E_SMTP_PORT);
    const api = Number(process.env.E2E_MAIL_API_PORT);
    expect(smtp).toBeGreaterThan(0);
    expect(api).toBeGreaterThan(0);
    expect(smtp).not.toBe(api);
    const app = Number(process.env.E2E_PORT);
    expect(new Set([smtp, api, app]).size).toBe(3);
    for (const p of heldPorts) expect([smtp, api, app]).not.toContain(p);
    expect(mod.default.use?.baseURL).toBe(`http://127.0.0.1:${app}`);
    expect(mod.E2E_SMTP_PORT).toBe(smtp);
    expect(mod.E2E_MAIL_API_PORT).toBe(api);
    const webServer = mod.default.webServer as { env: Record<string, string> };
    expect(webServer.env.E2E_SMTP_PORT).toBe(String(smtp));
    // Both can be bound right now.
    for (const port of [smtp, api, app]) {
      const s = await listen(port);
      expect(s, `port ${port}`).not.toBeNull();
      await new Promise<void>((r) => s!.close(() => r()));
    }
  });

  it('keeps ports a run already chose (workers load the config again) or that the caller set', async () => {
    process.env.E2E_SMTP_PORT = '40123';
    process.env.E2E_MAIL_API_PORT = '40124';
    vi.resetModules();
    const mod = await import('../../playwright.config');
    expect([mod.E2E_SMTP_PORT, mod.E2E_MAIL_API_PORT]).toEqual([40123, 40124]);
  });
});
