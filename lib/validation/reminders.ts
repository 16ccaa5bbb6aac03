import { z } from 'zod';
import { isValidTimeZone } from '@/lib/time';

/** ISO weekdays: 1 Monday ... 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const reminderSettingsSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false.' }),
  days: z
    .array(z.number().int().min(1).max(7), { error: 'days must be a list of weekdays (1 Monday ... 7 Sunday).' })
    .max(7)
    .transform((d) => [...new Set(d)].sort((a, b) => a - b)),
  time: z.string({ error: 'time is required.' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM (24-hour).'),
  timeZone: z
    .string({ error: 'timeZone is required.' })
    .trim()
    .refine((v) => isValidTimeZone(v), 'timeZone must be an IANA time zone name such as Europe/Paris.'),
  weeklyRecap: z.boolean({ error: 'weeklyRecap must be true or false.' }),
});

export type ReminderSettingsInput = z.infer<typeof reminderSettingsSchema>;
/** What GET /api/me/reminders answers (the same shape the form sends). */
export type ReminderSettingsDto = ReminderSettingsInput;
