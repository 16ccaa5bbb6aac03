import type { EmailMessage } from './transport';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f7fb;padding:24px;color:#1f2937">
  <div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
${body}
  </div>
</body></html>`;
}

/**
 * The verification email: the code, how long it lasts, and what to do if it was not you. Anyone
 * can type any address into the sign-up form, so it does not greet the reader as a new member:
 * it says someone asked to use the address, and that without the code nothing happens.
 */
export function otpMessage(to: string, code: string, minutes: number): EmailMessage {
  const subject = `Your MoodJournal code: ${code}`;
  const asked = 'Someone asked to use this email address for MoodJournal.';
  const notYou = 'If it was not you, ignore this email: without the code, nothing happens to this address.';
  const text = [asked, '', `Your one-time code is ${code}.`, `It expires in ${minutes} minutes.`, '', notYou].join('\n');
  const html = page(
    subject,
    `    <h1 style="font-size:20px;margin:0 0 12px">Your MoodJournal code</h1>
    <p style="margin:0 0 16px">${escapeHtml(asked)} Your one-time code is:</p>
    <p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:0 0 16px">${escapeHtml(code)}</p>
    <p style="margin:0 0 8px">It expires in ${minutes} minutes.</p>
    <p style="margin:0;color:#6b7280;font-size:13px">${escapeHtml(notYou)}</p>`,
  );
  return { to, subject, text, html };
}

/**
 * Sent instead of a code when someone signs up with an address that already has a verified
 * account: the sign-up answers exactly as for a new address (so it reveals nothing), and the
 * owner learns what happened.
 */
export function signupNoticeMessage(to: string, loginUrl: string): EmailMessage {
  const subject = 'MoodJournal: a sign-up attempt with your email address';
  const tried = 'Someone tried to sign up for MoodJournal with this email address, which already has an account.';
  const you = 'If it was you, log in instead:';
  const notYou = 'If it was not you, you can ignore this email. Your account has not changed.';
  const text = [tried, '', `${you} ${loginUrl}`, '', notYou].join('\n');
  const html = page(
    subject,
    `    <p style="margin:0 0 16px">${escapeHtml(tried)}</p>
    <p style="margin:0 0 16px">${escapeHtml(you)} <a href="${escapeHtml(loginUrl)}">${escapeHtml(loginUrl)}</a></p>
    <p style="margin:0;color:#6b7280;font-size:13px">${escapeHtml(notYou)}</p>`,
  );
  return { to, subject, text, html };
}
