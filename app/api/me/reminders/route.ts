import { route } from '@/lib/http/route';
import { getReminderSettings, saveReminderSettings } from '@/lib/services/reminders';
import { reminderSettingsSchema } from '@/lib/validation/reminders';

export const GET = route({ auth: 'user' }, async ({ user }) => getReminderSettings(user));

export const PUT = route({ auth: 'user', body: reminderSettingsSchema }, async ({ user, body }) => saveReminderSettings(user, body));
