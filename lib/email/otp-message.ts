import type { EmailMessage } from './transport';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The verification email: the code, how long it lasts, and what to do if it was not you. */
export function otpMessage(to: string, code: string, minutes: number): EmailMessage {
  const subject = `Your MoodJournal code: ${code}`;
  const text = [
    'Welcome to MoodJournal.',
    '',
    `Your one-time code is ${code}.`,
    `It expires in ${minutes} minutes.`,
    '',
    'If you did not ask for this code, you can ignore this email.',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f6f7fb;padding:24px;color:#1f2937">
  <div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
    <h1 style="font-size:20px;margin:0 0 12px">Welcome to MoodJournal</h1>
    <p style="margin:0 0 16px">Your one-time code is:</p>
    <p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:0 0 16px">${escapeHtml(code)}</p>
    <p style="margin:0 0 8px">It expires in ${minutes} minutes.</p>
    <p style="margin:0;color:#6b7280;font-size:13px">If you did not ask for this code, you can ignore this email.</p>
  </div>
</body></html>`;
  return { to, subject, text, html };
}
