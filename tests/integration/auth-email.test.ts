import crypto from 'node:crypto';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as signupRoute from '@/app/api/auth/signup/route';
import * as verifyRoute from '@/app/api/auth/verify-otp/route';
import * as resendRoute from '@/app/api/auth/resend-otp/route';
import { clearBackoff } from '@/lib/rate-limit/engine';
import { policies } from '@/lib/rate-limit/policies';
import { call, cookieHeader } from '../helpers/http';
import { startSmtpSink } from '../helpers/smtp-sink';

// This file sends real mail: undo the setup's capture of codes so the SMTP transport runs.
vi.mock('@/lib/email/send-otp', async (importOriginal) => importOriginal());

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let port = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  port = sink.port;
});

afterAll(() => sink.close());

afterEach(() => {
  delete process.env.SMTP_URL;
  delete process.env.EMAIL_FROM;
  vi.restoreAllMocks();
});

const fresh = () => `mail-${crypto.randomBytes(5).toString('hex')}@example.com`;
const ip = () => ({ 'x-forwarded-for': `10.9.${crypto.randomInt(250)}.${crypto.randomInt(250)}` });
const mailsTo = (email: string) => sink.mails.filter((m) => m.to.includes(email.toLowerCase()));
const codeIn = (raw: string) => raw.match(/one-time code is (\d{6})/)?.[1];

/** A port nothing listens on: bind, note it, close. */
async function deadPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const p = (s.address() as net.AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return p;
}

describe('OTP email through the real SMTP transport', () => {
  it('mails a text and HTML message with the code, and that code verifies the account', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    process.env.EMAIL_FROM = 'MoodJournal <codes@moodjournal.test>';
    const email = fresh();
    const res = await call(signupRoute.POST, { body: { name: 'Mailer', email, password: 'password123' }, headers: ip() });
    expect(res.status).toBe(201);

    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const { raw, from } = mails[0];
    expect(from).toBe('codes@moodjournal.test');
    expect(raw).toMatch(/^Subject: Your MoodJournal code: \d{6}/m);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(raw).toMatch(/Content-Type: text\/plain/i);
    expect(raw).toMatch(/Content-Type: text\/html/i);
    expect(raw).toContain('It expires in 10 minutes.');
    expect(raw).not.toMatch(/welcome/i);
    const code = codeIn(raw);
    expect(code).toMatch(/^\d{6}$/);

    // From the browser that signed up (its claim cookie), so the answer signs it in.
    const v = await call(verifyRoute.POST, { body: { email, otp: code }, headers: { ...ip(), cookie: cookieHeader(res.headers) } });
    expect(v.status).toBe(200);
    expect(v.json.user.email).toBe(email);
  });

  it('mails the owner of a verified address a short notice, not a code, when someone signs up with it', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    process.env.EMAIL_FROM = 'MoodJournal <codes@moodjournal.test>';
    const email = fresh();
    const res = await call(signupRoute.POST, { body: { name: 'Owner', email, password: 'password123' }, headers: ip() });
    const code = codeIn(mailsTo(email)[0].raw);
    await call(verifyRoute.POST, { body: { email, otp: code }, headers: { ...ip(), cookie: cookieHeader(res.headers) } });
    await clearBackoff(policies.codeBackoff(), email);

    const again = await call(signupRoute.POST, { body: { name: 'Someone', email, password: 'password456' }, headers: ip() });
    expect(again.status).toBe(201);
    const mails = mailsTo(email);
    expect(mails).toHaveLength(2);
    const notice = mails[1].raw.replace(/=\r?\n/g, '');
    expect(codeIn(notice)).toBeUndefined();
    expect(notice).toMatch(/^Subject: .*sign.?up/im);
    expect(notice).toMatch(/Someone tried to sign up for MoodJournal with this email address/);
    expect(notice).toMatch(/If it was you, log in/);
    expect(notice).toContain('/login');
  });

  it('answers 503 when the mail server is down, and lets the user retry at once', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${await deadPort()}`;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const email = fresh();
    const failed = await call(signupRoute.POST, { body: { name: 'Down', email, password: 'password123' }, headers: ip() });
    expect(failed.status).toBe(503);
    expect(failed.json.message).toMatch(/could not send the verification email/);
    expect(mailsTo(email)).toHaveLength(0);

    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    const retry = await call(resendRoute.POST, { body: { email }, headers: ip() });
    expect(retry.status).toBe(200);
    const code = codeIn(mailsTo(email)[0]?.raw ?? '');
    expect(code).toMatch(/^\d{6}$/);
    expect((await call(verifyRoute.POST, { body: { email, otp: code }, headers: ip() })).status).toBe(200);
  });

  it('with no transport configured, prints one line `OTP for <email>: <code>` to the server log', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const email = fresh();
    const res = await call(signupRoute.POST, { body: { name: 'Console', email, password: 'password123' }, headers: ip() });
    expect(res.status).toBe(201);
    const lines = log.mock.calls.map((c) => c.join(' ')).filter((l) => l.startsWith('OTP for '));
    expect(lines).toHaveLength(1);
    const match = lines[0].match(/^OTP for (\S+): (\d{6})$/);
    expect(match?.[1]).toBe(email);
    expect((await call(verifyRoute.POST, { body: { email, otp: match![2] }, headers: ip() })).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(0);
  });
});
