import type { CrisisLevel } from './levels';

// Crisis categories follow the C-SSRS ladder (wish to be dead -> active thoughts -> method -> plan
// -> preparatory acts -> attempt) plus non-suicidal self-injury and worry about someone else.
export const CRISIS_CATEGORIES = ['passive', 'active', 'method', 'plan', 'preparatory', 'attempt', 'self-harm', 'third-party'] as const;
export type CrisisCategory = (typeof CRISIS_CATEGORIES)[number];

// Look-alikes are what the grammar recognised as *not* crisis: they can veto a marginal embedding
// score, never a grammar crisis hit in another clause.
export const LOOKALIKE_KINDS = ['hyperbole', 'everyday', 'negated', 'news', 'medical', 'recovery', 'grief', 'accident'] as const;
export type LookalikeKind = (typeof LOOKALIKE_KINDS)[number];

/** The level one category reaches on its own; escalation combines them (see grammar.ts). */
export const BASE_LEVEL: Record<CrisisCategory, CrisisLevel> = {
  passive: 'concern',
  active: 'high',
  method: 'high',
  plan: 'high',
  preparatory: 'high',
  attempt: 'imminent',
  // Self-injury that happened is 'high'; urges alone are 'concern' (set per rule in rules.ts).
  'self-harm': 'high',
  'third-party': 'high',
};
