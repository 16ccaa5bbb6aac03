// Reading whole messages from the suite's SMTP sink (support/mail-sink.ts), decoded enough to find
// links in them: quoted-printable soft breaks and escapes undone, folded headers joined.
const MAIL_API = `http://127.0.0.1:${process.env.E2E_MAIL_API_PORT}`;

/** The cron route's secret, as scripts/e2e-server.mjs sets it. */
export const E2E_CRON_SECRET = 'e2e-cron-secret';

export function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/\r?\n[ \t]+/g, ' ');
}

/** Waits for a message to `email` received after `after` whose decoded text matches `pattern`. */
export async function waitForMail(email: string, pattern: RegExp, after = 0): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${MAIL_API}/messages?to=${encodeURIComponent(email.toLowerCase())}`);
    const mails = (await res.json()) as { raw: string; at: number }[];
    const hit = mails
      .filter((m) => m.at > after)
      .map((m) => decodeMail(m.raw))
      .find((m) => pattern.test(m));
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail matching ${pattern} reached ${email}`);
}
