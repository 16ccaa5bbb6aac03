'use client';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { parseEmotionDetected } from '@/lib/ai/emotion-line';
import { aiApi } from '@/lib/client-api/ai';
import { SEND_EVEN_OFFLINE } from '@/lib/client-api/http';
import { journalApi, useRefreshJournal, type JournalEntryDto } from '@/lib/client-api/journal';
import { playlistApi } from '@/lib/client-api/playlist';
import { useAuthState } from '@/lib/client/auth-store';
import { toast } from '@/lib/client/toast';
import { isMood, type Mood } from '@/lib/moods';
import type { CrisisSignalDto } from '@/lib/validation/journal';
import { EMPTY_DRAFT, fromEntry, isEdited, payloadOf, type ReadyDraft } from './entry-draft';
import { appendDictation } from './format';
import type { EditorFields } from './JournalEditor';
import { MSG } from './messages';
import { useDraft, type Draft } from './useDraft';

// `id` is the entry open when the action started: its result belongs to that entry, whatever is open when it ends.
type SaveVars = { id: string | null; draft: ReadyDraft };
type AnalyzeVars = { id: string | null; text: string; mood: Mood | null };
type RemoveVars = { entry: JournalEntryDto; wasOpen: boolean };

/**
 * The journal editor's flow (SPEC section 4): which entry is open, the form, and save, analyse
 * (then playlist and auto-save), generate playlist and delete, with the SPEC's toasts. `onLeave`
 * runs whenever the form switches to another entry or back to a new one.
 */
export function useJournalEntry({ onLeave, onCrisis }: { onLeave: () => void; onCrisis?: (signal: CrisisSignalDto) => void }) {
  const { user } = useAuthState();
  const refresh = useRefreshJournal();
  const { restore, discard, persist } = useDraft(user?._id ?? null);

  // The screen renders only once signed in on the client, so the stored draft can seed the form.
  const [form, setForm] = useState<Draft>(() => restore() ?? EMPTY_DRAFT);
  const [editingId, setEditingId] = useState<string | null>(null);
  // Which provider wrote the analysis on screen, when this session asked for it (a model past the
  // site's monthly token ceiling answers offline even though the model is configured).
  const [analysisOffline, setAnalysisOffline] = useState<boolean | null>(null);
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

  // Whether the mood on screen was picked by the user in this editing session (rather than filled
  // in from an analysis or loaded with the entry): only a picked mood is sent for the analysis to
  // speak to, and a filled-in one follows the next analysis.
  const moodPicked = useRef(false);
  const update = useCallback((patch: Partial<EditorFields>) => {
    if (patch.mood !== undefined) moodPicked.current = patch.mood !== null;
    setForm((f) => ({ ...f, ...patch }));
  }, []);
  const appendDictated = useCallback((words: string) => setForm((f) => ({ ...f, text: appendDictation(f.text, words) })), []);

  /** Back to create mode: an unsaved new entry comes back, otherwise the form is empty. */
  const toCreateMode = (keep?: Draft) => {
    onLeave();
    saved.current = null;
    setEditingId(null);
    setAnalysisOffline(null);
    moodPicked.current = false;
    setForm(keep ?? restore() ?? EMPTY_DRAFT);
  };

  /** After an analysis: a playlist for the detected emotion, then the auto-save. Never throws; each step reports its own failure. */
  async function followUpAnalysis(id: string | null, analysis: string) {
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
    const detected = isMood(emotion) ? emotion : null;
    const mood = (moodPicked.current ? current.mood : null) ?? detected ?? current.mood;
    if (!mood) return;
    const draft: ReadyDraft = { ...current, mood, analysis, playlistUrl };
    setForm((f) => ({ ...f, mood: moodPicked.current ? (f.mood ?? mood) : mood }));
    try {
      if (id) {
        await journalApi.update(id, payloadOf(draft));
        saved.current = draft;
        toast.success(MSG.autoUpdated);
      } else {
        const { entry } = await journalApi.create(payloadOf(draft));
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
  }

  // Each action stays busy until the list has been refetched (onSuccess returns that promise).
  const saveMutation = useMutation({
    ...SEND_EVEN_OFFLINE,
    mutationFn: ({ id, draft }: SaveVars) => (id ? journalApi.update(id, payloadOf(draft)) : journalApi.create(payloadOf(draft))),
    onSuccess: (_res, { id }) => {
      if (id) {
        toast.success(MSG.updated);
        toCreateMode();
      } else {
        toast.success(MSG.saved);
        discard();
        toCreateMode(EMPTY_DRAFT);
      }
      return refresh();
    },
    onError: (e) => {
      // The form stays exactly as it was, so nothing typed is lost.
      console.error('Failed to save journal', e);
      toast.error(MSG.saveFailed);
    },
  });

  const analyzeMutation = useMutation({
    ...SEND_EVEN_OFFLINE,
    mutationFn: ({ text, mood }: AnalyzeVars) => aiApi.analyze(text, mood),
    // Still 'Analyzing...' while the playlist and the auto-save run.
    onSuccess: ({ analysis, crisis, offline }, { id }) => {
      // The resources come before anything else: the banner shows while the auto-save runs.
      if (crisis) onCrisis?.(crisis);
      setAnalysisOffline(offline);
      return followUpAnalysis(id, analysis);
    },
    onError: (e) => {
      console.error('AI analysis failed', e);
      toast.error(MSG.aiFailed);
    },
  });

  const playlistMutation = useMutation({
    ...SEND_EVEN_OFFLINE,
    mutationFn: (emotion: string) => playlistApi.generate(emotion),
    onSuccess: ({ playlist }) => {
      setForm((f) => ({ ...f, playlistUrl: playlist }));
      toast.success(MSG.playlistDone);
    },
    onError: (e) => {
      console.error('Failed to generate playlist', e);
      toast.error(MSG.playlistFailed);
    },
  });

  const removeMutation = useMutation({
    ...SEND_EVEN_OFFLINE,
    mutationFn: ({ entry }: RemoveVars) => journalApi.remove(entry._id),
    onSuccess: (_res, { wasOpen }) => {
      toast.success(MSG.deleted);
      if (wasOpen) {
        // Unsaved edits of the deleted entry stay in the form as a new entry; otherwise it clears.
        const f = formRef.current;
        toCreateMode(isEdited(f, saved.current) ? { ...f } : undefined);
      }
      return refresh();
    },
    // SPEC section 8: a failed delete is only logged.
    onError: (e) => console.error('Failed to delete journal', e),
  });

  const saving = saveMutation.isPending;
  const analyzing = analyzeMutation.isPending;

  const select = (entry: JournalEntryDto) => {
    // A running analysis or save belongs to the entry on screen; it must not land in another one.
    if (analyzing || saving) return;
    onLeave();
    // An unsaved new entry stays in the stored draft, and Cancel brings it back.
    if (!editingId) persist(formRef.current);
    const draft = fromEntry(entry);
    saved.current = draft;
    setEditingId(entry._id);
    setAnalysisOffline(null);
    moodPicked.current = false;
    setForm(draft);
  };

  const save = () => {
    const f = formRef.current;
    if (!f.mood || !f.text.trim()) {
      toast.error(MSG.needMoodAndText);
      return;
    }
    saveMutation.mutate({ id: editingId, draft: { ...f, mood: f.mood } });
  };

  const analyze = () => {
    const text = formRef.current.text;
    if (!text.trim()) {
      toast.error(MSG.needText);
      return;
    }
    analyzeMutation.mutate({ id: editingId, text, mood: moodPicked.current ? formRef.current.mood : null });
  };

  const generatePlaylist = () => {
    const f = formRef.current;
    const emotion = f.mood ?? parseEmotionDetected(f.analysis);
    if (!emotion) {
      toast.error(MSG.needEmotion);
      return;
    }
    playlistMutation.mutate(emotion);
  };

  return {
    form,
    editingId,
    analysisOffline,
    update,
    appendDictated,
    select,
    cancel: () => toCreateMode(),
    save,
    analyze,
    generatePlaylist,
    remove: (entry: JournalEntryDto) => removeMutation.mutate({ entry, wasOpen: editingId === entry._id }),
    saving,
    analyzing,
    generating: playlistMutation.isPending,
    deletingId: removeMutation.isPending ? removeMutation.variables.entry._id : null,
  };
}
