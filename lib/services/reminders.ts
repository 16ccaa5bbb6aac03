import 'server-only';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { reminderSettings, type ReminderSettingsRow } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/auth/types';
import { appUrl, authSecret } from '@/lib/config';
import { AppError } from '@/lib/errors';
import type { ReminderSettingsDto, ReminderSettingsInput } from '@/lib/validation/reminders';
import { bitsToDays, daysToBits, minuteToTime, timeToMinute, type ReminderKind } from './reminders-schedule';

/** Everything off, weekdays at 20:00: what a user without a saved choice sees. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettingsDto = {
  enabled: false,
  days: [1, 2, 3, 4, 5],
  time: '20:00',
  timeZone: 'UTC',
  weeklyRecap: false,
};

export function reminderSettingsDto(row: ReminderSettingsRow | undefined): ReminderSettingsDto {
  if (!row) return { ...DEFAULT_REMINDER_SETTINGS };
  return {
    enabled: row.remindersEnabled,
    days: bitsToDays(row.days),
    time: minuteToTime(row.minuteOfDay),
    timeZone: row.timeZone,
    weeklyRecap: row.recapEnabled,
  };
}

/** The columns a saved choice sets (shared by the settings form and the import). */
export function reminderSettingsValues(input: ReminderSettingsInput) {
  return {
    remindersEnabled: input.enabled,
    days: daysToBits(input.days),
    minuteOfDay: timeToMinute(input.time),
    timeZone: input.timeZone,
    recapEnabled: input.weeklyRecap,
  };
}

export async function getReminderSettings(current: SessionUser): Promise<{ settings: ReminderSettingsDto }> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, current.id)).limit(1);
  return { settings: reminderSettingsDto(row) };
}

export async function saveReminderSettings(current: SessionUser, input: ReminderSettingsInput): Promise<{ settings: ReminderSettingsDto; message: string }> {
  const values = { ...reminderSettingsValues(input), updatedAt: new Date() };
  const [row] = await db
    .insert(reminderSettings)
    .values({ userId: current.id, ...values })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: values })
    .returning();
  const on = [input.enabled && 'reminders', input.weeklyRecap && 'the weekly recap'].filter(Boolean).join(' and ');
  return { settings: reminderSettingsDto(row), message: on ? `Saved: ${on} on.` : 'Saved: no reminder emails.' };
}

// Unsubscribe links carry their own proof (an HMAC over user id and kind with the server secret),
// because a mail client's one-click POST comes with no session. A token turns off one kind of
// email for one user; it cannot read or change anything else.

function signature(userId: string, kind: ReminderKind): string {
  return crypto.createHmac('sha256', authSecret()).update(`unsubscribe:v1:${userId}:${kind}`).digest('base64url');
}

export function unsubscribeToken(userId: string, kind: ReminderKind): string {
  return `${Buffer.from(userId).toString('base64url')}.${kind}.${signature(userId, kind)}`;
}

export function unsubscribeUrl(userId: string, kind: ReminderKind): string {
  return new URL(`/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId, kind))}`, appUrl()).toString();
}

/** The one-click target of the List-Unsubscribe header (RFC 8058 wants a POST-able https URL). */
export function unsubscribePostUrl(userId: string, kind: ReminderKind): string {
  return new URL(`/api/reminders/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId, kind))}`, appUrl()).toString();
}

/** The user and kind a token names, or null when it is malformed or its signature does not match. */
export function readUnsubscribeToken(token: string): { userId: string; kind: ReminderKind } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [encodedId, kind, sig] = parts;
  if (kind !== 'reminder' && kind !== 'recap') return null;
  const userId = Buffer.from(encodedId, 'base64url').toString('utf8');
  if (!userId) return null;
  const expected = Buffer.from(signature(userId, kind));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return { userId, kind };
}

export async function unsubscribe(token: string): Promise<{ message: string; kind: ReminderKind }> {
  const parsed = readUnsubscribeToken(token);
  if (!parsed) throw new AppError('bad_request:unsubscribe');
  const set = parsed.kind === 'reminder' ? { remindersEnabled: false } : { recapEnabled: false };
  // No row means nothing was on: the answer is the same, so a link keeps working when clicked twice.
  await db
    .update(reminderSettings)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(reminderSettings.userId, parsed.userId));
  return {
    kind: parsed.kind,
    message:
      parsed.kind === 'reminder' ? 'Reminders are off. You will get no more reminder emails.' : 'The weekly recap is off. You will get no more recap emails.',
  };
}
