// Reminder and weekly recap emails. Neither ever carries a word of what the user wrote: email is
// not a private channel (it is stored by providers, forwarded, read over shoulders), so the recap
// holds only counts, moods and the streak.
import { MOODS, type Mood } from '@/lib/moods';
import { escapeHtml, renderEmail, type Block } from './layout';
import type { EmailMessage } from './transport';

/** `unsubscribeUrl`: the page a reader opens; `oneClickUrl`: where a mail client POSTs (RFC 8058). */
export type ReminderLinks = { journalUrl: string; settingsUrl: string; unsubscribeUrl: string; oneClickUrl: string };

/** RFC 8058 one-click unsubscribe: mail clients show their own button and POST to the URL. */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

function footer(what: string, links: ReminderLinks): Block[] {
  return [
    { kind: 'small', text: `You get this because you turned on ${what} in your MoodJournal settings.` },
    {
      kind: 'raw',
      html: `<p style="margin:0 0 8px;color:#6b7280;font-size:13px"><a href="${escapeHtml(links.unsubscribeUrl)}">Turn off ${escapeHtml(what)}</a> (one click, no login) or <a href="${escapeHtml(links.settingsUrl)}">change them in settings</a>.</p>`,
      text: `Turn off ${what} (one click, no login): ${links.unsubscribeUrl}\nChange them in settings: ${links.settingsUrl}`,
    },
  ];
}

export function reminderMessage(to: string, name: string, links: ReminderLinks): EmailMessage {
  const greeting = name.trim() ? `Hi ${name.trim()},` : 'Hi,';
  return renderEmail({
    to,
    subject: 'A quiet moment for your journal?',
    blocks: [
      { kind: 'p', text: greeting },
      { kind: 'p', text: 'A gentle nudge: how was today? A few lines, or just a mood, is plenty. There is no wrong way to do it.' },
      { kind: 'button', label: 'Write in my journal', href: links.journalUrl },
    ],
    footer: footer('reminders', links),
    headers: listUnsubscribeHeaders(links.oneClickUrl),
  });
}

export type RecapDay = { date: string; label: string; score: number | null; mood: Mood | null; entries: number };
export type RecapData = { entries: number; days: RecapDay[]; topMood: Mood | null; streak: number };

const BAR_MAX_PX = 150;

/** The week as a small table of inline bars (no images: many clients block them). */
function weekTable(days: RecapDay[]): Block {
  const rows = days.map((d) => {
    const width = d.score === null ? 0 : Math.round((d.score / 5) * BAR_MAX_PX);
    const color = d.mood ? MOODS[d.mood].color : '#e5e7eb';
    const bar = width ? `<div style="background:${color};width:${width}px;height:10px;border-radius:5px"></div>` : '';
    const label = d.mood ? MOODS[d.mood].label : 'no entry';
    return `<tr><td style="padding:2px 8px 2px 0">${escapeHtml(d.label)}</td><td style="padding:2px 8px 2px 0;width:${BAR_MAX_PX}px">${bar}</td><td style="padding:2px 0;color:#6b7280;font-size:13px">${escapeHtml(label)}</td></tr>`;
  });
  const text = days
    .map((d) => {
      const filled = d.score === null ? 0 : Math.round(d.score);
      return `${d.label.padEnd(4)}${'#'.repeat(filled).padEnd(6)}${d.mood ? MOODS[d.mood].label : 'no entry'}`;
    })
    .join('\n');
  return { kind: 'raw', html: `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows.join('')}</table>`, text };
}

export function recapMessage(to: string, name: string, data: RecapData, links: ReminderLinks): EmailMessage {
  const greeting = name.trim() ? `Hi ${name.trim()},` : 'Hi,';
  const entries = data.entries === 1 ? '1 entry' : `${data.entries} entries`;
  const blocks: Block[] = [
    { kind: 'heading', text: 'Your week in MoodJournal' },
    { kind: 'p', text: greeting },
    {
      kind: 'p',
      text: data.entries ? `This week you wrote ${entries}.` : 'No entries this week, and that is fine. Your journal is there whenever you want it.',
    },
    weekTable(data.days),
  ];
  if (data.topMood) blocks.push({ kind: 'p', text: `Your most frequent mood: ${MOODS[data.topMood].label}.` });
  blocks.push({ kind: 'p', text: data.streak ? `Current streak: ${data.streak} ${data.streak === 1 ? 'day' : 'days'}.` : 'Current streak: none yet.' });
  blocks.push({ kind: 'button', label: 'Open my journal', href: links.journalUrl });
  return renderEmail({
    to,
    subject: 'Your week in MoodJournal',
    blocks,
    footer: [{ kind: 'small', text: 'This recap never includes what you wrote, only counts and moods.' }, ...footer('the weekly recap', links)],
    headers: listUnsubscribeHeaders(links.oneClickUrl),
  });
}
