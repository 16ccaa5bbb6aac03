'use client';
import Link from 'next/link';
import { useState } from 'react';
import { messageOf } from '@/lib/client-api/http';
import { useUnsubscribe } from '@/lib/client-api/recovery';

/**
 * The page an unsubscribe link opens. Turning emails off takes one click on a button rather than
 * happening on load: mail scanners open links on their own, and must not unsubscribe anyone.
 */
export function UnsubscribeForm({ token, kind }: { token: string; kind: 'reminder' | 'recap' | null }) {
  const unsubscribe = useUnsubscribe();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState('');
  const what = kind === 'recap' ? 'the weekly recap' : 'reminder emails';

  if (!token || !kind) {
    return (
      <p className="error-box" role="alert">
        This unsubscribe link is not complete. You can turn reminders off in <Link href="/settings">your settings</Link>.
      </p>
    );
  }
  if (done) {
    return (
      <div className="grid gap-3">
        <p role="status" className="text-sm">
          {done}
        </p>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          Changed your mind? Turn them back on in{' '}
          <Link href="/settings" className="underline underline-offset-4">
            settings
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm">Stop {what} from MoodJournal? Nothing else about your account changes.</p>
      {error && (
        <p className="error-box" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="btn-primary w-full py-2.5"
        disabled={unsubscribe.isPending}
        onClick={async () => {
          setError('');
          try {
            setDone((await unsubscribe.mutateAsync(token)).message);
          } catch (err) {
            setError(messageOf(err, 'Could not unsubscribe. Please try again.'));
          }
        }}
      >
        {unsubscribe.isPending ? 'Turning off...' : kind === 'recap' ? 'Turn off the weekly recap' : 'Turn off reminders'}
      </button>
    </div>
  );
}
