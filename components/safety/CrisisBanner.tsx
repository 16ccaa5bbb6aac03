'use client';
import { HeartHandshake, MessageSquare, Phone, ExternalLink, X } from 'lucide-react';
import Link from 'next/link';
import { useCallback, useEffect, useId, useState } from 'react';
import type { CrisisResourcesDto, CrisisSignalDto } from '@/lib/validation/journal';

// A calm card offering a way to talk to someone, shown when what the person wrote suggests they may
// be in crisis. It does not alarm (a soft tint, no siren colours), it always offers the helpline
// and the person's own safety plan, and at the most urgent level it names the emergency number first.

// The shapes the API answers with (lib/validation/journal.ts), so banner and server cannot drift.
export type CrisisBannerLevel = CrisisSignalDto['level'];
export type CrisisResources = CrisisResourcesDto;

export type CrisisBannerProps = {
  level: CrisisBannerLevel;
  resources: CrisisResources;
  onDismiss: () => void;
};

/** A dialable href from a number as people write it ('988', '116 123', '+44 800 689 5652'). */
function dialHref(scheme: 'tel' | 'sms', number: string | null): string | null {
  if (!number) return null;
  const digits = number.replace(/\D/g, '');
  if (!digits) return null;
  // Only the digits (and the international '+' a number written with one needs) reach the link.
  return `${scheme}:${number.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** Only web links: a resource list with anything else in `url` gets no link rather than a risky one. */
function webHref(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

function lead(level: CrisisBannerLevel): string {
  if (level === 'concern') return 'If things feel heavy right now, talking to someone can help.';
  return 'It sounds like you are carrying a lot right now. Reaching out to someone can help.';
}

function announcementFor(level: CrisisBannerLevel, r: CrisisResources, immediate: string): string {
  const ways = [r.phone ? `by phone at ${r.phone}` : '', r.sms ? `by text at ${r.sms}` : ''].filter(Boolean).join(' or ');
  return [level === 'imminent' ? immediate : '', "You don't have to go through this alone.", lead(level), `You can reach ${r.name}${ways ? ` ${ways}` : ''}.`]
    .filter(Boolean)
    .join(' ');
}

export function CrisisBanner({ level, resources, onDismiss }: CrisisBannerProps) {
  const headingId = useId();
  const tel = dialHref('tel', resources.phone);
  const sms = dialHref('sms', resources.sms);
  const emergencyTel = dialHref('tel', resources.emergency);
  const site = webHref(resources.url);
  const hasWays = Boolean(tel || sms || site);
  const immediate = `If you are in immediate danger, call ${resources.emergency}.`;

  // Announced once, when the banner appears: the live region is in the page empty at first, and
  // its words (fixed at the first render) are set a moment later and never changed again, so
  // re-renders say nothing. A new signal remounts the banner (useCrisisBanner's `key`): announced again.
  const [words] = useState(() => announcementFor(level, resources, immediate));
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const t = window.setTimeout(() => setAnnouncement(words), 150);
    return () => window.clearTimeout(t);
  }, [words]);

  return (
    <section
      aria-labelledby={headingId}
      className="relative rounded-2xl border border-brand-200 bg-brand-50 p-4 pr-12 text-slate-800 shadow-sm sm:p-5 sm:pr-14 dark:border-brand-900 dark:bg-brand-950/40 dark:text-slate-100"
      data-level={level}
    >
      <div role="alert" className="sr-only">
        {announcement}
      </div>

      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss this support message"
        className="absolute right-2 top-2 inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-brand-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-brand-900/60 dark:hover:text-slate-100"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>

      {level === 'imminent' && (
        <p className="mb-3 font-semibold">
          If you are in immediate danger, call{' '}
          {emergencyTel ? (
            <a href={emergencyTel} className="underline decoration-2 underline-offset-2 hover:text-brand-800 dark:hover:text-brand-200">
              {resources.emergency}
            </a>
          ) : (
            resources.emergency
          )}
          .
        </p>
      )}

      <div className="flex items-start gap-3">
        <HeartHandshake className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden />
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold">
            You don&apos;t have to go through this alone.
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {lead(level)}
            {hasWays && ` You can contact ${resources.name}:`}
          </p>

          {hasWays && (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Ways to reach ${resources.name}`}>
              {tel && (
                <li>
                  <a href={tel} className="btn-primary">
                    <Phone className="h-4 w-4" aria-hidden />
                    Call {resources.phone}
                  </a>
                </li>
              )}
              {sms && (
                <li>
                  <a href={sms} className="btn-secondary">
                    <MessageSquare className="h-4 w-4" aria-hidden />
                    Text {resources.sms}
                  </a>
                </li>
              )}
              {site && (
                <li>
                  <a href={site} target="_blank" rel="noopener noreferrer" className="btn-secondary">
                    <ExternalLink className="h-4 w-4" aria-hidden />
                    {resources.name} website
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              )}
            </ul>
          )}

          <p className="mt-3 text-sm">
            <Link
              href="/safety-plan"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
            >
              Open my safety plan
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}

/** What makes the banner appear. `id` (a message or entry id) tells a new signal from a repeat. */
export type CrisisSignal = {
  level: CrisisBannerLevel;
  resources: CrisisResources;
  id?: string;
};

type BannerState<S> = { signal: S | null; key: string | null; dismissed: Set<string>; count: number };

function signalKey(signal: CrisisSignal, count: number): string {
  // Same id and level: the same signal, so a dismissal holds. A higher level is news, and shows.
  return signal.id !== undefined ? `${signal.id}:${signal.level}` : `signal-${count}:${signal.level}`;
}

/**
 * Keeps the banner's signal. `show(signal)` displays it unless that very signal (same `id` and
 * level) was dismissed; `dismiss()` hides it until a new signal arrives. Signals without an `id`
 * are each new. Render the banner with `key={key}`, so each new signal is announced once.
 */
export function useCrisisBanner<S extends CrisisSignal = CrisisSignal>() {
  const [state, setState] = useState<BannerState<S>>({ signal: null, key: null, dismissed: new Set(), count: 0 });

  const show = useCallback((signal: S) => {
    setState((s) => {
      const key = signalKey(signal, s.count + 1);
      if (s.dismissed.has(key)) return s;
      if (s.key === key && s.signal) return s;
      return { ...s, signal, key, count: s.count + 1 };
    });
  }, []);

  const dismiss = useCallback(() => {
    setState((s) => (s.key ? { ...s, signal: null, dismissed: new Set(s.dismissed).add(s.key) } : s));
  }, []);

  return { signal: state.signal, key: state.key, show, dismiss };
}
