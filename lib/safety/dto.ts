// What an API answer carries about crisis: the level and the helplines to show, or null when the
// text read below 'concern' (the banner then stays hidden).
import { atLeast, type CrisisLevel } from './levels';
import type { CrisisResources } from './resources';

export type CrisisSignalDto = { level: Exclude<CrisisLevel, 'none'>; resources: CrisisResources };

export function toCrisisSignalDto(result: { crisisLevel?: CrisisLevel | null; resources?: CrisisResources | null }): CrisisSignalDto | null {
  const level = result.crisisLevel ?? 'none';
  if (level === 'none' || !atLeast(level, 'concern') || !result.resources) return null;
  return { level, resources: result.resources };
}
