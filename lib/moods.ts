// The product's five moods: the single source for the database enum, validation and the UI.
export const MOOD_VALUES = ['happy', 'sad', 'angry', 'relaxed', 'neutral'] as const;
export type Mood = (typeof MOOD_VALUES)[number];

export const MOODS: Record<Mood, { label: string; emoji: string; score: number; color: string }> = {
  happy: { label: 'Happy', emoji: '😊', score: 5, color: '#f59e0b' },
  sad: { label: 'Sad', emoji: '😢', score: 2, color: '#3b82f6' },
  angry: { label: 'Angry', emoji: '😠', score: 1, color: '#ef4444' },
  relaxed: { label: 'Relaxed', emoji: '😌', score: 4, color: '#10b981' },
  neutral: { label: 'Neutral', emoji: '😐', score: 3, color: '#8b5cf6' },
};

export const UNKNOWN_MOOD_EMOJI = '📝';

export function isMood(value: unknown): value is Mood {
  return typeof value === 'string' && (MOOD_VALUES as readonly string[]).includes(value);
}

/** Happy and relaxed: the readings a text in pain, or in doubt, must never be given. */
export function isCelebratingMood(value: string | null | undefined): boolean {
  return value === 'happy' || value === 'relaxed';
}

export function moodEmoji(value: string | null | undefined): string {
  return isMood(value) ? MOODS[value].emoji : UNKNOWN_MOOD_EMOJI;
}
