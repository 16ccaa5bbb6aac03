// Crisis language gets crisis resources first, whatever the provider says. Patterns are broad on
// purpose: a false positive costs one gentle paragraph, a miss could cost far more.
const CRISIS_PATTERNS: RegExp[] = [
  /\b(kill|killing|hurt|hurting|harm|harming|cut|cutting)\s+(myself|my\s*self)\b/i,
  /\bsuicid(e|al)\b/i,
  /\bself[-\s]?harm/i,
  /\b(end|ending|take|taking)\s+(my|my own)\s+life\b/i,
  /\b(want|wanna|going|plan|planning)\s+to\s+die\b/i,
  /\bwish\s+i\s+(was|were)\s+dead\b/i,
  /\bbetter\s+off\s+(dead|without\s+me)\b/i,
  /\bno\s+(reason|point)\s+(to|in)\s+(live|living|go\s+on)\b/i,
  /\bdon'?t\s+want\s+to\s+(live|be\s+alive|wake\s+up)\b/i,
  /\boverdose\b/i,
];

export function signalsCrisis(text: string): boolean {
  return CRISIS_PATTERNS.some((p) => p.test(text));
}

export const CRISIS_NOTE = [
  "It sounds like you're carrying something very heavy right now, and I'm really glad you wrote it down.",
  "You don't have to face this alone. If you are in danger or thinking about ending your life, please reach out now:",
  '• In the US, call or text 988 (Suicide & Crisis Lifeline).',
  '• In the UK and Ireland, call Samaritans on 116 123.',
  '• Elsewhere, find a free, confidential helpline at https://findahelpline.com.',
  '• If you are in immediate danger, call your local emergency number.',
  'Talking to someone you trust today can help too.',
].join('\n');
