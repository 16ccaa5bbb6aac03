'use client';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useActivities, useActivityMutations, type ActivityDto } from '@/lib/client-api/activities';
import { messageOf } from '@/lib/client-api/http';
import { toast } from '@/lib/client/toast';
import { ACTIVITY_EMOJI_MAX, ACTIVITY_NAME_MAX } from '@/lib/limits';

/** One activity: its emoji and name edited in place (saved on blur or Enter), and Remove. */
function ActivityRow({ a }: { a: ActivityDto }) {
  const { update, remove } = useActivityMutations();
  const [name, setName] = useState(a.name);
  const [emoji, setEmoji] = useState(a.emoji);
  const save = async () => {
    const body = { ...(name.trim() !== a.name ? { name } : {}), ...(emoji.trim() !== a.emoji ? { emoji } : {}) };
    if (!Object.keys(body).length) return;
    try {
      await update.mutateAsync({ id: a.id, ...body });
      toast.success('Activity saved.');
    } catch (err) {
      setName(a.name);
      setEmoji(a.emoji);
      toast.error(messageOf(err, 'Could not save the activity.'));
    }
  };
  const onKey = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void save();
    }
  };
  return (
    <li className="flex items-center gap-2" data-testid="activity-row">
      <input
        className="input emoji w-16 text-center"
        aria-label={`Emoji for ${a.name}`}
        maxLength={ACTIVITY_EMOJI_MAX}
        value={emoji}
        onChange={(e) => setEmoji(e.target.value)}
        onBlur={() => void save()}
        onKeyDown={onKey}
      />
      <input
        className="input flex-1"
        aria-label={`Name of ${a.name}`}
        maxLength={ACTIVITY_NAME_MAX}
        value={name}
        onChange={(e) => setName(e.target.value)}
        onBlur={() => void save()}
        onKeyDown={onKey}
      />
      <button
        type="button"
        className="btn-ghost min-h-11"
        aria-label={`Remove ${a.name}`}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(a.id, {
            onSuccess: () => toast.success(`Removed ${a.name}. Entries keep their text and mood.`),
            onError: (err) => toast.error(messageOf(err, 'Could not remove the activity.')),
          })
        }
      >
        <Trash2 className="h-4 w-4" aria-hidden />
      </button>
    </li>
  );
}

/** Settings: the activities the journal editor offers (issue 18). */
export function ActivitiesSection() {
  const { data, isPending, isError } = useActivities();
  const { create } = useActivityMutations();
  const [name, setName] = useState('');
  const [emoji, setEmoji] = useState('');
  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    try {
      const added = await create.mutateAsync({ name, emoji });
      setName('');
      setEmoji('');
      toast.success(`Added ${added.activity.name}.`);
    } catch (err) {
      toast.error(messageOf(err, 'Could not add the activity.'));
    }
  };
  return (
    <section className="card" aria-labelledby="activities-heading" id="activities">
      <h2 id="activities-heading" className="mb-1 text-lg font-semibold">
        Activities
      </h2>
      <p className="mb-4 text-sm text-slate-500 dark:text-slate-400">
        What you can tag an entry with. Renaming changes every entry that has it; removing takes it off those entries.
      </p>
      {isPending ? (
        <div className="h-24 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800/60" role="status" aria-label="Loading activities" />
      ) : isError ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Activities could not be loaded.</p>
      ) : (
        <ul className="mb-4 space-y-2">
          {data.map((a) => (
            // Keyed by name too, so a rename from elsewhere resets the row's fields.
            <ActivityRow key={`${a.id}:${a.name}:${a.emoji}`} a={a} />
          ))}
        </ul>
      )}
      <form onSubmit={add} className="flex items-center gap-2">
        <input
          className="input emoji w-16 text-center"
          aria-label="New activity emoji"
          placeholder="🙂"
          maxLength={ACTIVITY_EMOJI_MAX}
          value={emoji}
          onChange={(e) => setEmoji(e.target.value)}
        />
        <input
          className="input flex-1"
          aria-label="New activity name"
          placeholder="e.g. yoga"
          maxLength={ACTIVITY_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="btn-secondary" disabled={create.isPending || !name.trim()}>
          <Plus className="h-4 w-4" aria-hidden />
          Add
        </button>
      </form>
    </section>
  );
}
