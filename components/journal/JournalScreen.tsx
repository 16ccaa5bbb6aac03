'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { parseEmotionDetected } from '@/lib/ai/emotion-line';
import { aiApi, useAiStatus } from '@/lib/api/ai';
import { journalApi, useJournalEntries, useRefreshJournal, type JournalEntryDto } from '@/lib/api/journal';
import { playlistApi } from '@/lib/api/playlist';
import { useAuthState } from '@/lib/client/auth-store';
import { toast } from '@/lib/client/toast';
import { isMood, type Mood } from '@/lib/moods';
import { AnalysisResult } from './AnalysisResult';
import { appendDictation } from './format';
import { EntryList } from './EntryList';
import { JournalEditor, type EditorFields } from './JournalEditor';
import { PlaylistPlayer } from './PlaylistPlayer';
import { useDraft, type Draft } from './useDraft';
import { useDictation, useSpeaker } from './useSpeech';
import { StreakCard } from './StreakCard';
import { WeeklyInsightsCard } from './WeeklyInsightsCard';

// SPEC section 8, word for word.
export const MSG = {
  needMoodAndText: 'Please select a mood and write something.',
  needText: 'Please write your journal first.',
  needEmotion: 'Please select a mood or run AI analysis.',
  saveFailed: 'Error saving entry.',
  aiFailed: 'AI analysis failed.Our AI assistant is temporarily unavailable. Please try again shortly.',
  autoPlaylistFailed: 'Playlist generation failed.',
  playlistFailed: 'Failed to generate playlist.',
  saved: 'Journal saved!',
  updated: 'Journal updated!',
  autoUpdated: 'Journal updated with new analysis!',
  autoSaved: 'Journal auto-saved after analysis!',
  playlistDone: 'Playlist generated!',
  deleted: 'Journal Deleted Successfully',
} as const;

const EMPTY: Draft = { mood: null, title: '', text: '', analysis: null, playlistUrl: null };

function fromEntry(e: JournalEntryDto): Draft {
  return { mood: isMood(e.mood) ? e.mood : null, title: e.title ?? '', text: e.text, analysis: e.analysis, playlistUrl: e.playlistUrl };
}

function payloadOf(d: Draft, mood: Mood) {
  return { mood, title: d.title, text: d.text, analysis: d.analysis, playlistUrl: d.playlistUrl };
}

export function JournalScreen() {
  const { user } = useAuthState();
  const entriesQuery = useJournalEntries();
  const refresh = useRefreshJournal();
  const status = useAiStatus();
  const { restore, discard, persist } = useDraft(user?._id ?? null);

  // The screen renders only once signed in on the client, so the stored draft can seed the form.
  const [form, setForm] = useState<Draft>(() => restore() ?? EMPTY);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [analyzing, setAnalyzing] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  // What the entry being edited looks like on the server, to tell unsaved edits apart.
  const saved = useRef<Draft | null>(null);
  // Reads the newest form inside async flows (typing may continue while the analysis runs).
  const formRef = useRef(form);
  useEffect(() => {
    formRef.current = form;
  }, [form]);

  // A new entry in progress survives a reload; it is cleared once saved.
  useEffect(() => {
    if (!editingId) persist(form);
  }, [form, editingId, persist]);

  const speaker = useSpeaker<'text' | 'analysis'>();
  const dictation = useDictation(useCallback((words: string) => setForm((f) => ({ ...f, text: appendDictation(f.text, words) })), []));

  const entries = useMemo(() => entriesQuery.data?.pages.flatMap((p) => p.entries) ?? [], [entriesQuery.data]);
  useEffect(() => {
    if (entriesQuery.isError) console.error('Failed to fetch journals', entriesQuery.error);
  }, [entriesQuery.isError, entriesQuery.error]);

  const update = (patch: Partial<EditorFields>) => setForm((f) => ({ ...f, ...patch }));

  /** Back to create mode: an unsaved new entry comes back, otherwise the form is empty. */
  const toCreateMode = (keep?: Draft) => {
    speaker.stop();
    saved.current = null;
    setEditingId(null);
    setForm(keep ?? restore() ?? EMPTY);
  };

  const selectEntry = (entry: JournalEntryDto) => {
    // A running analysis or save belongs to the entry on screen; it must not land in another one.
    if (analyzing || saving) return;
    speaker.stop();
    // An unsaved new entry stays in the stored draft, and Cancel brings it back.
    if (!editingId) persist(formRef.current);
    const draft = fromEntry(entry);
    saved.current = draft;
    setEditingId(entry._id);
    setForm(draft);
  };

  const save = async () => {
    const f = formRef.current;
    if (!f.mood || !f.text.trim()) {
      toast.error(MSG.needMoodAndText);
      return;
    }
    setSaving(true);
    try {
      if (editingId) {
        await journalApi.update(editingId, payloadOf(f, f.mood));
        toast.success(MSG.updated);
        toCreateMode();
      } else {
        await journalApi.create(payloadOf(f, f.mood));
        toast.success(MSG.saved);
        discard();
        toCreateMode(EMPTY);
      }
      await refresh();
    } catch (e) {
      // The form stays exactly as it was, so nothing typed is lost.
      console.error('Failed to save journal', e);
      toast.error(MSG.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  const analyze = async () => {
    const text = formRef.current.text;
    if (!text.trim()) {
      toast.error(MSG.needText);
      return;
    }
    const id = editingId;
    setAnalyzing(true);
    try {
      let analysis: string;
      try {
        analysis = (await aiApi.analyze(text)).analysis;
      } catch (e) {
        console.error('AI analysis failed', e);
        toast.error(MSG.aiFailed);
        return;
      }
      setForm((f) => ({ ...f, analysis }));

      const emotion = parseEmotionDetected(analysis);
      let playlistUrl = formRef.current.playlistUrl;
      if (emotion) {
        try {
          playlistUrl = (await playlistApi.generate(emotion)).playlist;
          setForm((f) => ({ ...f, playlistUrl }));
        } catch (e) {
          console.error('Playlist generation failed', e);
          toast.error(MSG.autoPlaylistFailed);
        }
      }

      // An entry needs a mood: without one chosen, the detected emotion becomes the mood.
      const current = formRef.current;
      const mood = current.mood ?? (isMood(emotion) ? emotion : null);
      if (!mood) return;
      const draft: Draft = { ...current, mood, analysis, playlistUrl };
      setForm((f) => ({ ...f, mood: f.mood ?? mood }));
      try {
        if (id) {
          await journalApi.update(id, payloadOf(draft, mood));
          saved.current = draft;
          toast.success(MSG.autoUpdated);
        } else {
          const { entry } = await journalApi.create(payloadOf(draft, mood));
          // The new entry is now open for editing, so saving again updates it instead of copying it.
          discard();
          saved.current = fromEntry(entry);
          setEditingId(entry._id);
          toast.success(MSG.autoSaved);
        }
        await refresh();
      } catch (e) {
        console.error('Failed to auto-save journal', e);
        toast.error(MSG.saveFailed);
      }
    } finally {
      setAnalyzing(false);
    }
  };

  const generatePlaylist = async () => {
    const f = formRef.current;
    const emotion = f.mood ?? parseEmotionDetected(f.analysis);
    if (!emotion) {
      toast.error(MSG.needEmotion);
      return;
    }
    setGenerating(true);
    try {
      const { playlist } = await playlistApi.generate(emotion);
      setForm((x) => ({ ...x, playlistUrl: playlist }));
      toast.success(MSG.playlistDone);
    } catch (e) {
      console.error('Failed to generate playlist', e);
      toast.error(MSG.playlistFailed);
    } finally {
      setGenerating(false);
    }
  };

  const remove = async (entry: JournalEntryDto) => {
    setDeletingId(entry._id);
    try {
      await journalApi.remove(entry._id);
      toast.success(MSG.deleted);
      if (editingId === entry._id) {
        // Unsaved edits of the deleted entry stay in the form as a new entry; otherwise it clears.
        const f = formRef.current;
        const s = saved.current;
        const edited = s && (f.text !== s.text || f.title !== s.title || f.mood !== s.mood);
        toCreateMode(edited ? { ...f } : undefined);
      }
      await refresh();
    } catch (e) {
      console.error('Failed to delete journal', e);
    } finally {
      setDeletingId(null);
    }
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="sr-only">Journal</h1>
      <div className="mb-6">
        <StreakCard />
      </div>
      {/* Small screens: editor, then entries, then insights. From 768px: entries on the left, the editor and insights on the right. */}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="md:col-start-2 md:row-start-1">
          <JournalEditor
            editing={Boolean(editingId)}
            fields={form}
            onChange={update}
            saving={saving}
            analyzing={analyzing}
            generating={generating}
            listening={dictation.listening}
            speakingText={speaker.speaking === 'text'}
            onDictate={dictation.start}
            onReadAloud={() => speaker.toggle('text', form.text)}
            onSave={() => void save()}
            onAnalyze={() => void analyze()}
            onCancel={() => toCreateMode()}
            onGeneratePlaylist={() => void generatePlaylist()}
          >
            {form.analysis ? (
              <AnalysisResult
                analysis={form.analysis}
                playlistUrl={form.playlistUrl}
                offline={Boolean(status.data?.offline)}
                speaking={speaker.speaking === 'analysis'}
                onSpeak={() => speaker.toggle('analysis', form.analysis ?? '')}
              />
            ) : (
              form.playlistUrl && (
                <section aria-label="Playlist" className="space-y-2">
                  <h3 className="text-sm font-semibold">Your playlist</h3>
                  <PlaylistPlayer url={form.playlistUrl} />
                </section>
              )
            )}
          </JournalEditor>
        </div>
        <div className="md:col-start-1 md:row-span-2 md:row-start-1">
          <EntryList
            entries={entries}
            loading={entriesQuery.isPending}
            selectedId={editingId}
            hasMore={Boolean(entriesQuery.hasNextPage)}
            loadingMore={entriesQuery.isFetchingNextPage}
            onLoadMore={() => {
              if (entriesQuery.hasNextPage && !entriesQuery.isFetchingNextPage) void entriesQuery.fetchNextPage();
            }}
            onSelect={selectEntry}
            onDelete={(e) => void remove(e)}
            deletingId={deletingId}
          />
        </div>
        <div className="md:col-start-2 md:row-start-2">
          <WeeklyInsightsCard />
        </div>
      </div>
    </div>
  );
}
