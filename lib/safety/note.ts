// The words shown before an analysis or chat reply when crisis language was detected. Written
// for someone in pain: warm, plain, no diagnosis, nothing that sounds pleased or upbeat.
import { atLeast, type CrisisLevel } from './levels';
import type { CrisisResources } from './resources';

function helpline(r: CrisisResources): string {
  if (!r.phone) return `You can find a free, confidential helpline where you are at ${r.url}, and talk to someone who will listen.`;
  const how = r.sms && r.sms === r.phone ? `call or text ${r.phone}` : r.sms ? `call ${r.phone} or text ${r.sms}` : `call ${r.phone}`;
  return `You can ${how} (${r.name}), day or night, to talk with someone who will listen.`;
}

function emergency(r: CrisisResources): string {
  return r.phone ? `call ${r.emergency}` : `call ${r.emergency}`;
}

/**
 * Plain-text note to put at the start of a reply, or '' for 'none'. At 'imminent' the first line
 * is the emergency number; otherwise the helpline leads.
 */
export function crisisNote(level: CrisisLevel, resources: CrisisResources): string {
  if (!atLeast(level, 'concern')) return '';
  if (level === 'imminent') {
    return [
      `If you are in danger right now or might act on these thoughts, please ${emergency(resources)} now, or go to the nearest emergency department.`,
      "What you wrote matters, and so does your safety. You don't have to get through tonight on your own.",
      helpline(resources),
      "If you can, move away from anything you could use to hurt yourself and let someone near you know how you're feeling.",
    ].join('\n');
  }
  const opening =
    level === 'high'
      ? "It sounds like you're in a lot of pain right now, and I'm really glad you wrote it down."
      : 'It sounds like things feel very heavy right now. Thank you for putting it into words.';
  return [
    opening,
    `You don't have to carry this alone. ${helpline(resources)}`,
    `If you ever feel you might not be safe, please ${emergency(resources)}.`,
    'Reaching out to someone you trust today could help too.',
  ].join('\n');
}

/** One short line to remind someone of the resources in later chat replies. */
export function crisisReminderLine(resources: CrisisResources): string {
  const line = resources.phone
    ? `${resources.sms === resources.phone ? 'call or text' : 'call'} ${resources.phone} (${resources.name})`
    : `find a helpline at ${resources.url}`;
  return `A reminder that support is there any time: ${line}, or ${resources.emergency} in an emergency.`;
}
