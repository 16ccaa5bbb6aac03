import { z } from 'zod';
import { ACTIVITY_EMOJI_MAX, ACTIVITY_NAME_MAX } from '@/lib/limits';

// Activities (tags) on journal entries (issue 18, item 1). Shared by the activity routes, the
// journal routes (entries carry activity names) and the settings and editor screens.

export { ACTIVITY_EMOJI_MAX, ACTIVITY_NAME_MAX };
/** Activities one entry may carry; more is a sign of a broken client, not a real day. */
export const ENTRY_ACTIVITIES_MAX = 30;
/** Activities one account may define, so a runaway client cannot fill the table. */
export const ACCOUNT_ACTIVITIES_MAX = 200;

// Control characters (C0, DEL, C1) and lone surrogates would break the CSV export and the
// `a | b | c` Daylio column, and a `|` inside a name could not survive that column either.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const activityNameSchema = z
  .string({ error: 'Activity name must be text.' })
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .refine((v) => v.length > 0, 'Activity name is required.')
  .refine((v) => v.length <= ACTIVITY_NAME_MAX, `Activity name is at most ${ACTIVITY_NAME_MAX} characters.`)
  .refine((v) => !CONTROL.test(v) && !v.includes('|'), 'Activity name cannot contain control characters or "|".');

const emoji = z
  .string({ error: 'Emoji must be text.' })
  .trim()
  .max(ACTIVITY_EMOJI_MAX, `Emoji is at most ${ACTIVITY_EMOJI_MAX} characters.`)
  .refine((v) => !CONTROL.test(v), 'Emoji cannot contain control characters.');

export const activityCreateSchema = z.object({ name: activityNameSchema, emoji: emoji.optional().default('') });

export const activityUpdateSchema = z
  .object({ name: activityNameSchema.optional(), emoji: emoji.optional() })
  .refine((v) => v.name !== undefined || v.emoji !== undefined, 'Nothing to update.');

/**
 * An entry's activities by name. Names are matched to the user's activities whatever their case;
 * a name the user has not defined yet is created (no emoji), so a client never needs a second
 * round trip. Repeats (in any case) count once.
 */
export const entryActivitiesSchema = z
  .array(activityNameSchema, { error: 'activities must be a list of activity names.' })
  .max(ENTRY_ACTIVITIES_MAX, `An entry carries at most ${ENTRY_ACTIVITIES_MAX} activities.`)
  .transform((names) => {
    const seen = new Set<string>();
    return names.filter((n) => {
      const k = n.toLowerCase();
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  });

export type ActivityCreate = z.output<typeof activityCreateSchema>;
export type ActivityCreateInput = z.input<typeof activityCreateSchema>;
export type ActivityUpdate = z.output<typeof activityUpdateSchema>;
export type ActivityUpdateInput = z.input<typeof activityUpdateSchema>;

/** An activity as the API answers it. */
export type ActivityDto = { id: string; name: string; emoji: string; createdAt: string };

/** One row of GET /api/analytics/correlations: mean daily mood score with and without the activity. */
export type ActivityCorrelation = { activity: string; emoji: string; withAvg: number; withoutAvg: number; diff: number; withDays: number; withoutDays: number };
