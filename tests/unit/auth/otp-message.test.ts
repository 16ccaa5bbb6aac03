import { describe, expect, it } from 'vitest';
import { otpMessage, signupNoticeMessage } from '@/lib/email/otp-message';
import { pickTransport } from '@/lib/email/transport';

describe('otpMessage', () => {
  const msg = otpMessage('someone@example.com', '042917', 10);

  it('addresses the recipient and names the code in the subject', () => {
    expect(msg.to).toBe('someone@example.com');
    expect(msg.subject).toBe('Your MoodJournal code: 042917');
  });

  it('has a plain-text part with the code and its expiry', () => {
    expect(msg.text).toContain('Your one-time code is 042917.');
    expect(msg.text).toContain('It expires in 10 minutes.');
    expect(msg.text).not.toMatch(/<[a-z]/i);
  });

  it('has a short, well-formed HTML part with the code and its expiry', () => {
    const html = msg.html;
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<title>Your MoodJournal code: 042917</title>');
    expect(html).toContain('>042917</p>');
    expect(html).toContain('It expires in 10 minutes.');
    expect(html.length).toBeLessThan(2000);
    // Every element that opens also closes (void elements aside).
    const tags = [...html.matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)].map((m) => ({ name: m[1].toLowerCase(), closing: m[0].startsWith('</') }));
    const stack: string[] = [];
    for (const t of tags) {
      if (t.name === 'meta') continue;
      if (t.closing) expect(stack.pop()).toBe(t.name);
      else stack.push(t.name);
    }
    expect(stack).toEqual([]);
  });

  // Security review, item 1: the code may reach someone who never signed up (a stranger typed
  // their address). The email must not greet them as a new member, and must say to ignore it.
  it('says someone asked to use this address, not "Welcome", and to ignore it if it was not them', () => {
    for (const part of [msg.text, msg.html]) {
      expect(part).not.toMatch(/welcome/i);
      expect(part).toMatch(/Someone asked to use this email address for MoodJournal/);
      expect(part).toMatch(/If it was not you, ignore this email/);
    }
  });

  it('escapes what it interpolates into HTML', () => {
    const odd = otpMessage('x@example.com', '<b>1</b>', 5);
    expect(odd.html).not.toContain('<b>1</b>');
    expect(odd.html).toContain('&lt;b&gt;1&lt;/b&gt;');
    expect(odd.text).toContain('It expires in 5 minutes.');
  });
});

describe('signupNoticeMessage', () => {
  const msg = signupNoticeMessage('owner@example.com', 'https://moodjournal.test/login');

  it('tells the owner of a verified address that someone tried to sign up, with no code', () => {
    expect(msg.to).toBe('owner@example.com');
    expect(msg.subject).toMatch(/sign-up/i);
    for (const part of [msg.text, msg.html]) {
      expect(part).toMatch(/Someone tried to sign up for MoodJournal with this email address/);
      expect(part).toMatch(/If it was you, log in/);
      expect(part).toContain('https://moodjournal.test/login');
      expect(part).not.toMatch(/code/i);
    }
    expect(msg.text).not.toMatch(/<[a-z]/i);
  });

  it('escapes the link in HTML', () => {
    expect(signupNoticeMessage('x@example.com', 'https://a.test/login?a=1&b="2"').html).toContain('https://a.test/login?a=1&amp;b=&quot;2&quot;');
  });
});

describe('pickTransport', () => {
  it('prefers Resend, then SMTP, else the console', () => {
    expect(pickTransport({ RESEND_API_KEY: 're_x', SMTP_URL: 'smtp://h:25' }).name).toBe('resend');
    expect(pickTransport({ SMTP_URL: 'smtp://127.0.0.1:2525' }).name).toBe('smtp');
    expect(pickTransport({}).name).toBe('console');
  });
});
