// C-SSRS-style urgency, lowest first. Callers only ever compare levels, so the order lives here.
export const CRISIS_LEVELS = ['none', 'concern', 'high', 'imminent'] as const;
export type CrisisLevel = (typeof CRISIS_LEVELS)[number];

export function levelRank(level: CrisisLevel): number {
  return CRISIS_LEVELS.indexOf(level);
}

/** True when `level` is `floor` or more urgent. */
export function atLeast(level: CrisisLevel, floor: CrisisLevel): boolean {
  return levelRank(level) >= levelRank(floor);
}

/** The most urgent of the given levels ('none' for none). */
export function maxLevel(...levels: CrisisLevel[]): CrisisLevel {
  let best: CrisisLevel = 'none';
  for (const l of levels) if (levelRank(l) > levelRank(best)) best = l;
  return best;
}

/** Narrows a stored value (a database column, a JSON field) to a level. */
export function isCrisisLevel(value: unknown): value is CrisisLevel {
  return typeof value === 'string' && (CRISIS_LEVELS as readonly string[]).includes(value);
}
