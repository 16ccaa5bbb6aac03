'use client';
import { Mic, Music, Save, Sparkles, Square, Volume2, X } from 'lucide-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Mood } from '@/lib/moods';
import { TEXT_MAX, TITLE_MAX } from '@/lib/limits';
import { fromLocalInput, toLocalInput } from './entry-draft';
import { formatEntryDateTime } from './format';
import { MoodPicker } from './MoodPicker';
import { ActivityPicker } from './ActivityPicker';

export type EditorFields = { mood: Mood | null; title: string; text: string; createdAt: string; activities: string[] };

type Props = {
  editing: boolean;
  fields: EditorFields;
  onChange: (patch: Partial<EditorFields>) => void;
  saving: boolean;
  analyzing: boolean;
  generating: boolean;
  listening: boolean;
  speakingText: boolean;
  onDictate: () => void;
  onReadAloud: () => void;
  onSave: () => void;
  onAnalyze: () => void;
  onCancel: () => void;
  onGeneratePlaylist: () => void;
  /** Esc while editing: back to reading the entry, the edits kept as its draft. */
  onLeaveEdit: () => void;
  /** Unsaved edits from an earlier visit were brought back. */
  restoredEdit?: boolean;
  children?: ReactNode;
};

/** The editor panel: create or edit mode, the form and its buttons (SPEC sections 2 and 4). */
export function JournalEditor(p: Props) {
  const { fields } = p;
  const busy = p.saving || p.analyzing;
  // The date field opens on request: most entries are about now, and a date-time input is a row
  // of separate Tab stops (day, month, year, hour, minute) on the way to the text.
  const [dateOpen, setDateOpen] = useState(false);
  const showDate = dateOpen || (!p.editing && Boolean(fields.createdAt));
  const when = fields.createdAt ? formatEntryDateTime(fromLocalInput(fields.createdAt) ?? '') : 'Now';
  // Ctrl/Cmd+Enter saves from any field; Esc leaves edit mode. Both skip while a save or analysis runs.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      if (!busy) p.onSave();
    } else if (e.key === 'Escape' && p.editing && !busy) {
      e.preventDefault();
      p.onLeaveEdit();
    }
  };
  return (
    <section className="card space-y-4" aria-labelledby="editor-heading" onKeyDown={onKeyDown}>
      <h2 id="editor-heading" className="text-lg font-semibold">
        {p.editing ? 'Edit Your Journal' : 'New Journal Entry'}
      </h2>
      {p.restoredEdit && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
          Your unsaved changes to this entry were kept. Update the entry to save them, or Cancel to drop them.
        </p>
      )}

      <div>
        <label htmlFor="journal-title" className="label">
          Title <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
        </label>
        <input
          id="journal-title"
          className="input"
          placeholder="Give today a title"
          maxLength={TITLE_MAX}
          value={fields.title}
          onChange={(e) => p.onChange({ title: e.target.value })}
        />
      </div>

      <div>
        <span className="label" id="mood-label">
          How are you feeling?
        </span>
        <MoodPicker value={fields.mood} onChange={(mood) => p.onChange({ mood })} labelledBy="mood-label" />
      </div>

      <ActivityPicker value={fields.activities} onChange={(activities) => p.onChange({ activities })} />

      <div>
        <label htmlFor="journal-text" className="label">
          Your thoughts
        </label>
        <textarea
          id="journal-text"
          className="input resize-y leading-relaxed"
          rows={8}
          maxLength={TEXT_MAX}
          placeholder="Write about your day..."

          value={fields.text}
          onChange={(e) => p.onChange({ text: e.target.value })}
        />
        <p className="mt-1 text-right text-xs text-slate-500 dark:text-slate-400" aria-live="off">
          {fields.text.length.toLocaleString('en-US')}/{TEXT_MAX.toLocaleString('en-US')}
        </p>
      </div>

      {showDate ? (
        <div>
          <label htmlFor="journal-date" className="label">
            Date and time <span className="font-normal text-slate-600 dark:text-slate-400">{p.editing ? '' : '(leave empty for now)'}</span>
          </label>
          {/* Backdating a forgotten day; the server refuses the future and anything before 1970 too. */}
          <input
            id="journal-date"
            type="datetime-local"
            className="input max-w-xs"
            min="1970-01-01T00:00"
            max={toLocalInput(new Date())}
            value={fields.createdAt}
            onChange={(e) => p.onChange({ createdAt: e.target.value })}
          />
        </div>
      ) : (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <span>When: {when}</span>
          <button type="button" className="btn-ghost min-h-11 px-2 text-brand-700 dark:text-brand-300" onClick={() => setDateOpen(true)}>
            Change date and time
          </button>
        </p>
      )}

      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={p.onDictate} aria-pressed={p.listening}>
          <Mic aria-hidden className={`h-4 w-4 ${p.listening ? 'animate-pulse text-red-500' : ''}`} />
          {p.listening ? 'Listening...' : 'Dictate'}
        </button>
        <button type="button" className="btn-secondary" onClick={p.onReadAloud} disabled={!fields.text.trim() && !p.speakingText}>
          {p.speakingText ? <Square aria-hidden className="h-4 w-4" /> : <Volume2 aria-hidden className="h-4 w-4" />}
          {p.speakingText ? 'Stop Speaking' : 'Read Aloud'}
        </button>
        <button type="button" className="btn-primary" onClick={p.onSave} disabled={busy || !fields.mood || !fields.text}>
          <Save aria-hidden className="h-4 w-4" />
          {p.saving ? (p.editing ? 'Updating...' : 'Saving...') : p.editing ? 'Update Entry' : 'Save Entry'}
        </button>
        <button
          type="button"
          className="btn-primary bg-gradient-to-r from-brand-600 to-pink-500 hover:from-brand-700 hover:to-pink-600"
          onClick={p.onAnalyze}
          disabled={busy}
        >
          <Sparkles aria-hidden className="h-4 w-4" />
          {p.analyzing ? 'Analyzing...' : 'AI Mood Analysis'}
        </button>
        {p.editing && (
          <button type="button" className="btn-ghost" onClick={p.onCancel} disabled={busy}>
            <X aria-hidden className="h-4 w-4" />
            Cancel
          </button>
        )}
        <button type="button" className="btn-secondary" onClick={p.onGeneratePlaylist} disabled={p.generating} aria-busy={p.generating}>
          <Music aria-hidden className="h-4 w-4" />
          Generate Playlist
        </button>
      </div>

      {p.children}
    </section>
  );
}
