// The one layout every email uses: a short HTML page (inline styles only, since mail clients drop
// <style> and external sheets) and a plain-text twin carrying the same words and links, so a
// reader whose client shows text only misses nothing.
import type { EmailMessage } from './transport';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A piece of an email: each renders to HTML and to text. */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'p'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'small'; text: string }
  /** Ready-made HTML (already escaped by its maker) with its text twin. */
  | { kind: 'raw'; html: string; text: string };

function blockHtml(b: Block): string {
  switch (b.kind) {
    case 'heading':
      return `<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(b.text)}</h1>`;
    case 'p':
      return `<p style="margin:0 0 16px">${escapeHtml(b.text)}</p>`;
    case 'code':
      return `<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:0 0 16px">${escapeHtml(b.code)}</p>`;
    case 'button':
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(b.href)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(b.label)}</a></p>`;
    case 'small':
      return `<p style="margin:0 0 8px;color:#6b7280;font-size:13px">${escapeHtml(b.text)}</p>`;
    case 'raw':
      return b.html;
  }
}

function blockText(b: Block): string {
  switch (b.kind) {
    case 'heading':
    case 'p':
    case 'small':
      return b.text;
    case 'code':
      return b.code;
    case 'button':
      return `${b.label}: ${b.href}`;
    case 'raw':
      return b.text;
  }
}

export type EmailContent = {
  to: string;
  subject: string;
  blocks: Block[];
  /** Shown under a rule, smaller (why this email came, how to stop it). */
  footer?: Block[];
  headers?: Record<string, string>;
};

/** Renders an email's blocks into the shared layout: the HTML page and its plain-text twin. */
export function renderEmail(content: EmailContent): EmailMessage {
  const footer = content.footer ?? [];
  const footerHtml = footer.length ? `<div style="border-top:1px solid #e5e7eb;margin-top:16px;padding-top:12px">${footer.map(blockHtml).join('')}</div>` : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;background:#f6f7fb;padding:24px;color:#1f2937">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
${content.blocks.map(blockHtml).join('\n')}${footerHtml}
</div>
</body></html>`;
  const textParts = content.blocks.map(blockText);
  if (footer.length) textParts.push('--', ...footer.map(blockText));
  const text = textParts.join('\n\n');
  return { to: content.to, subject: content.subject, text, html, ...(content.headers ? { headers: content.headers } : {}) };
}
