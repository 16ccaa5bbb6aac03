import { z } from 'zod';

// A personal safety plan (Stanley & Brown's Safety Planning Intervention): seven sections, each a
// short list of the person's own words. Shared by the safety-plan screen, PUT /api/me/safety-plan
// and the JSON import, so one rule holds on both sides.

export const SAFETY_PLAN_ITEMS_MAX = 20;
export const SAFETY_PLAN_ITEM_MAX = 500;

/** The seven sections, in the order the plan is worked through (their wording lives with the form). */
export const SAFETY_PLAN_KEYS = [
  'warningSigns',
  'copingStrategies',
  'distractions',
  'supportPeople',
  'professionals',
  'safeEnvironment',
  'reasonsForLiving',
] as const;

export type SafetyPlanSectionKey = (typeof SAFETY_PLAN_KEYS)[number];

// Control characters (C0, DEL, C1) never belong in a one-line item, and a lone UTF-16 surrogate
// cannot be stored in a jsonb column: both are refused, not silently changed.
const CONTROL_CHAR = /\p{Cc}/u;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * What the form sends for one typed item: control characters (a pasted tab) become spaces and a
 * broken surrogate becomes U+FFFD, so the person never sees their words refused for an invisible
 * character. The server still refuses such input from any other client.
 */
export function cleanSafetyPlanItem(text: string): string {
  return text
    .replace(/\p{Cc}+/gu, ' ')
    .replace(new RegExp(LONE_SURROGATE.source, 'g'), '\ufffd')
    .trim();
}

const item = z
  .string({ error: 'Each item must be text.' })
  .trim()
  .min(1, 'Items cannot be empty.')
  .max(SAFETY_PLAN_ITEM_MAX, `Each item is at most ${SAFETY_PLAN_ITEM_MAX} characters.`)
  .refine((s) => !CONTROL_CHAR.test(s), 'Items cannot contain control characters.')
  .refine((s) => !LONE_SURROGATE.test(s), 'Items must be valid text.');

const section = z
  .array(item, { error: 'Each section must be a list of items.' })
  .max(SAFETY_PLAN_ITEMS_MAX, `Each section holds at most ${SAFETY_PLAN_ITEMS_MAX} items.`)
  .default([]);

/** The whole plan: every section a list (missing ones are empty). Unknown keys are ignored. */
export const safetyPlanSchema = z.object(
  {
    warningSigns: section,
    copingStrategies: section,
    distractions: section,
    supportPeople: section,
    professionals: section,
    safeEnvironment: section,
    reasonsForLiving: section,
  },
  { error: 'The safety plan must be an object of lists.' },
);

export type SafetyPlanInput = z.input<typeof safetyPlanSchema>;
export type SafetyPlanSections = z.output<typeof safetyPlanSchema>;
/** What GET and PUT /api/me/safety-plan answer with, and what the JSON export holds. */
export type SafetyPlanDto = SafetyPlanSections & { updatedAt: string };
