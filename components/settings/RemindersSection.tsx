'use client';
import { useState, type FormEvent } from 'react';
import { messageOf } from '@/lib/client-api/http';
import { fieldErrors } from '@/lib/client/form-errors';
import { browserTimeZone } from '@/lib/client/first-render';
import { useReminderSettings, useSaveReminderSettings } from '@/lib/client-api/recovery';
import { toast } from '@/lib/client/toast';
import { reminderSchemas } from '@/lib/client/schemas';
import type { ReminderSettingsDto } from '@/lib/validation/reminders';

const DAYS = [
  { value: 1, label: 'Mon' },
  { value: 2, label: 'Tue' },
  { value: 3, label: 'Wed' },
  { value: 4, label: 'Thu' },
  { value: 5, label: 'Fri' },
  { value: 6, label: 'Sat' },
  { value: 7, label: 'Sun' },
];

const chip =
  'flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:has-[:checked]:bg-brand-900/40';

export function RemindersSection() {
  const query = useReminderSettings();
  const save = useSaveReminderSettings();
  // null until the user changes something, so the saved choice shows as soon as it is read.
  const [draft, setDraft] = useState<ReminderSettingsDto | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saved = query.data?.settings;
  const form = draft ?? saved;
  const zone = browserTimeZone();
  // The zone is saved with the time and only shown beside it, so its error belongs there too.
  const timeError = errors.time || errors.timeZone;

  const change = (patch: Partial<ReminderSettingsDto>) => {
    if (!form) return;
    setDraft({ ...form, ...patch });
    setErrors({});
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form) return;
    const { reminderSettingsSchema } = await reminderSchemas();
    const parsed = reminderSettingsSchema.safeParse({ ...form, timeZone: zone });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    if (parsed.data.enabled && parsed.data.days.length === 0) {
      setErrors({ days: 'Choose at least one day for reminders.' });
      return;
    }
    try {
      const res = await save.mutateAsync(parsed.data);
      setDraft(null);
      toast.success(res.message);
    } catch (err) {
      toast.error(messageOf(err, 'Could not save your reminders.'));
    }
  }

  return (
    <section className="card" aria-labelledby="reminders-heading">
      <h2 id="reminders-heading" className="mb-1 text-lg font-semibold">
        Reminders
      </h2>
      <p className="mb-4 text-sm text-slate-500 dark:text-slate-400">
        A short email on the days you choose, only if you have not written yet that day. Every email has a one-click unsubscribe link.
      </p>
      {!form ? (
        <p className="text-sm text-slate-500" role="status">
          {query.isError ? messageOf(query.error, 'Could not load your reminders.') : 'Loading...'}
        </p>
      ) : (
        <form onSubmit={submit} onFocus={() => void reminderSchemas()} className="grid gap-4" noValidate>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="accent-brand-600" checked={form.enabled} onChange={(e) => change({ enabled: e.target.checked })} />
            Email me a reminder to write
          </label>
          <fieldset
            className="flex flex-wrap gap-2"
            disabled={!form.enabled}
            aria-invalid={errors.days ? true : undefined}
            aria-describedby={errors.days ? 'reminder-days-error' : undefined}
          >
            <legend className="label">Days</legend>
            {DAYS.map((d) => (
              <label key={d.value} className={chip}>
                <input
                  type="checkbox"
                  className="accent-brand-600"
                  checked={form.days.includes(d.value)}
                  onChange={(e) => change({ days: e.target.checked ? [...form.days, d.value] : form.days.filter((x) => x !== d.value) })}
                />
                {d.label}
              </label>
            ))}
            {errors.days && (
              <p id="reminder-days-error" className="basis-full text-sm text-red-700 dark:text-red-300">
                {errors.days}
              </p>
            )}
          </fieldset>
          <div>
            <label htmlFor="reminder-time" className="label">
              Time
            </label>
            <input
              id="reminder-time"
              type="time"
              className="input max-w-40"
              value={form.time}
              disabled={!form.enabled}
              required
              onChange={(e) => change({ time: e.target.value })}
              aria-invalid={timeError ? true : undefined}
              aria-describedby={timeError ? 'reminder-time-error reminder-zone' : 'reminder-zone'}
            />
            {timeError && (
              <p id="reminder-time-error" className="mt-1 text-sm text-red-700 dark:text-red-300">
                {timeError}
              </p>
            )}
            <p id="reminder-zone" className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              In your time zone, {zone} (from this browser; saved when you save).
            </p>
          </div>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" className="accent-brand-600" checked={form.weeklyRecap} onChange={(e) => change({ weeklyRecap: e.target.checked })} />
            Weekly recap on Sunday evening
          </label>
          <p className="-mt-2 text-xs text-slate-500 dark:text-slate-400">
            The recap has counts, moods and your streak, never what you wrote: email is not a private place.
          </p>
          <div>
            <button type="submit" className="btn-primary" disabled={save.isPending || !draft}>
              {save.isPending ? 'Saving...' : 'Save reminders'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
