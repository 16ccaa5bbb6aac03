// Pure helpers for the analysis' closing line, shared by the server and the journal screen.

/** "Emotion detected: Happy", "**Emotion detected:** joyful.", "emotion detected - calm". */
const EMOTION_LINE = /emotion\s+detected\s*\**\s*[:\-\u2013\u2014]\s*\**\s*([A-Za-z]+)/gi;

/**
 * The word after the last 'Emotion detected:' in an analysis, lowercased (SPEC section 4: the word
 * is lowercased and used to request a playlist), or null when there is none.
 */
export function parseEmotionDetected(analysis: string | null | undefined): string | null {
  if (!analysis) return null;
  let last: string | null = null;
  for (const m of analysis.matchAll(EMOTION_LINE)) last = m[1].toLowerCase();
  return last;
}

/** The analysis without any 'Emotion detected' line, so the canonical one can be appended once. */
export function stripEmotionLines(analysis: string): string {
  return analysis
    .split(/\r?\n/)
    .filter((line) => !/emotion\s+detected/i.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
