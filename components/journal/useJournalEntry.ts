'use client';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { parseEmotionDetected } from '@/lib/ai/emotion-line';
import { aiApi } from '@/lib/client-api/ai';
import { ApiError, SEND_EVEN_OFFLINE } from '@/lib/client-api/http';
import { journalApi, useRefreshJournal, type JournalEntryDto } from '@/lib/client-api/journal';
import { playlistApi } from '@/lib/client-api/playlist';
import { useAuthUserId } from '@/lib/client/auth-store';
import { isOffline, OFFLINE_MESSAGES } from '@/lib/client/offline';
import { enqueueCreate, enqueueEdit } from '@/lib/client/offline-queue';
import { toast } from '@/lib/client/toast';
import { flushUndoables, undoable } from '@/lib/client/undoable';
import { isMood, type Mood } from '@/lib/moods';
import type { CrisisSignalDto } from '@/lib/validation/journal';
import { EMPTY_DRAFT, fromEntry, isEdited, payloadOf, type ReadyDraft } from './entry-draft';
import { appendDictation, listTitle } from './format';
import type { EditorFields } from './JournalEditor';
import { MSG } from './messages';
import { useDraft, useEditDrafts, type Draft } from './useDraft';

// `id` is the entry open when the action started: its result belongs to that entry, whatever is open when it ends.
type SaveVars = { id: string | null; draft: ReadyDraft };
type AnalyzeVars = { id: string | null; text: string; mood: Mood | null; activities: string[] };

/** A save that went to the offline queue (issue 19) rather than to the server. */
const QUEUED = Symbol('queued');

/** The scope of pending journal deletes (lib/client/undoable.ts). */
const UNDO_SCOPE = 'journal';

/**
 * The journal editor's flow (SPEC section 4): which entry is open, the form, and save, analyse
 * (then playlist and auto-save), generate playlist and delete, with the SPEC's toasts. `onLeave`
 * runs whenever the form switches to another entry or back to a new one.
 */
export function useJournalEntry({
  onLeave,
  onCrisis,
  onUpdated,
}: {
  onLeave: () => void;
  onCrisis?: (signal: CrisisSignalDto) => void;
  /** After Update Entry succeeded (the form is back to a new entry). */
  onUpdated?: () => void;
}) {
  const userId = useAuthUserId();
  const refresh = useRefreshJournal();
  const { restore, discard, persist } = useDraft(userId);
  const { restoreEdit, persistEdit } = useEditDrafts(userId);

  // The server renders this screen too, without the stored draft: the form starts empty, as in its
  // HTML, and the draft is brought back once mounted (below).
  const [form, setForm] = useState<Draft>(EMPTY_DRAFT);
  const [draftRestored, setDraftRestored] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  // Which provider wrote the analysis on screen, when this session asked for it (a model past the
  // site's monthly token ceiling answers offline even though the model is configured).
  const [analysisOffline, setAnalysisOffline] = useState<boolean | null>(null);
  // Set when opening an entry brought back unsaved edits from an earlier visit, to say so.
  const [restoredEdit, setRestoredEdit] = useState(false);
  // Entries deleted but still within their undo window: hidden from the list, not yet sent.
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<string>>(() => new Set());
  // What the entry being edited looks like on the server, to tell unsaved edits apart.
  const saved = useRef<Draft | null>(null);
  // The same, for rendering (whether there are unsaved edits to guard).
  const [savedState, setSavedState] = useState<Draft | null>(null);
  const setSaved = (d: Draft | null) => {
    saved.current = d;
    setSavedState(d);
  };
  // The entry open for editing as the server last sent it: its version is an offline edit's base (issue 19).
  const editingEntry = useRef<JournalEntryDto | null>(null);
  // Reads the newest form inside async flows (typing may continue while the analysis runs).
  const formRef = useRef(form);
  useEffect(() => {
    formRef.current = form;
  }, [form]);

  // The new entry in progress from an earlier visit. Until it is back, nothing is persisted: the
  // empty first form would overwrite it.
  useEffect(() => {
    const draft = restore();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- local storage is only readable after hydration
    if (draft) setForm(draft);
    setDraftRestored(true);
    // Once per mount: a later change of user is not a reason to replace what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new entry in progress survives a reload; it is cleared once saved. Edits of an existing
  // entry are kept the same way, per entry, until updated or cancelled.
  useEffect(() => {
    if (!draftRestored) return;
    if (!editingId) persist(form);
    else persistEdit(editingId, isEdited(form, saved.current) ? form : null);
  }, [form, editingId, persist, persistEdit, draftRestored]);

  // Deletes still waiting when the screen goes away are sent: there is no one left to undo them.
  useEffect(() => () => flushUndoables(UNDO_SCOPE), []);

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
    setSaved(null);
    setEditingId(null);
    setAnalysisOffline(null);
    setRestoredEdit(false);
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
        await journalApi.update(id, payloadOf(draft, saved.current));
        setSaved(draft);
        toast.success(MSG.autoUpdated);
      } else {
        const { entry } = await journalApi.create(payloadOf(draft));
        // The new entry is now open for editing, so saving again updates it instead of copying it.
        discard();
        const stored = fromEntry(entry);
        setSaved(stored);
        setEditingId(entry._id);
        // "Now" becomes the stored time, so the form matches the entry and reads as unedited.
        setForm((f) => ({ ...f, createdAt: f.createdAt || stored.createdAt }));
        toast.success(MSG.autoSaved);
      }
      await refresh();
    } catch (e) {
      console.error('Failed to auto-save journal', e);
      toast.error(MSG.saveFailed);
    }
  }

  /**
   * Issue 19: a save without a connection goes to the offline queue instead of failing. A new
   * entry always carries a clientId, so when the POST was sent but its answer lost, the queued
   * copy (same clientId) lands on the same entry rather than a second one.
   */
  async function saveOnlineOrQueue({ id, draft }: SaveVars): Promise<unknown> {
    const clientId = crypto.randomUUID();
    const queue = () => {
      if (!userId) throw new Error('Not signed in');
      const body = payloadOf(draft);
      const base = editingEntry.current;
      if (!id) return enqueueCreate(userId, body, clientId).then(() => QUEUED);
      if (!base || base._id !== id) throw new Error('The entry being edited is not known');
      return enqueueEdit(userId, base, body).then(() => QUEUED);
    };
    if (isOffline()) return queue();
    try {
      return id ? await journalApi.update(id, payloadOf(draft, saved.current)) : await journalApi.create({ ...payloadOf(draft), clientId });
    } catch (e) {
      // No answer at all (the connection dropped): queued. Any answer from the server is reported as before.
      if (e instanceof ApiError && e.status === 0) return queue();
      throw e;
    }
  }

  // Each action stays busy until the list has been refetched (onSuccess returns that promise).
  const saveMutation = useMutation({
    ...SEND_EVEN_OFFLINE,
    mutationFn: (vars: SaveVars) => saveOnlineOrQueue(vars),
    onSuccess: (res, { id }) => {
      if (res === QUEUED) toast.success(OFFLINE_MESSAGES.queued, { description: OFFLINE_MESSAGES.queuedDetail });
      if (id) {
        persistEdit(id, null);
        if (res !== QUEUED) toast.success(MSG.updated);
        toCreateMode();
        onUpdated?.();
      } else {
        if (res !== QUEUED) toast.success(MSG.saved);
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
    mutationFn: ({ text, mood, activities }: AnalyzeVars) => aiApi.analyze(text, mood, activities),
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

  const saving = saveMutation.isPending;
  const analyzing = analyzeMutation.isPending;

  const busy = analyzing || saving;

  /** Opens `entry` for editing, with its unsaved edits from an earlier visit when there are some. */
  const select = (entry: JournalEntryDto) => {
    // A running analysis or save belongs to the entry on screen; it must not land in another one.
    if (busy) return;
    onLeave();
    // An unsaved new entry stays in the stored draft, and Cancel brings it back.
    if (!editingId) persist(formRef.current);
    const stored = fromEntry(entry);
    editingEntry.current = entry;
    const kept = restoreEdit(entry._id);
    setSaved(stored);
    setEditingId(entry._id);
    setAnalysisOffline(null);
    setRestoredEdit(Boolean(kept && isEdited(kept, stored)));
    moodPicked.current = false;
    setForm(kept ?? stored);
  };

  /**
   * Leaves edit mode for the new-entry form; the edits stay stored as that entry's draft (Esc,
   * opening another entry). `discardEdits` forgets them instead (Cancel).
   */
  const leaveEdit = (discardEdits = false) => {
    if (busy) return;
    if (discardEdits && editingId) persistEdit(editingId, null);
    toCreateMode();
  };

  /**
   * Deleting hides the entry at once and waits for Undo (lib/client/undoable.ts) before the
   * DELETE is sent; Undo brings it back as it was, with nothing sent.
   */
  const remove = (entry: JournalEntryDto) => {
    if (busy && editingId === entry._id) return;
    const hide = (on: boolean) =>
      setHiddenIds((prev) => {
        const next = new Set(prev);
        if (on) next.add(entry._id);
        else next.delete(entry._id);
        return next;
      });
    hide(true);
    if (editingId === entry._id) {
      // Unsaved edits of the deleted entry stay in the form as a new entry; otherwise it clears.
      const f = formRef.current;
      toCreateMode(isEdited(f, saved.current) ? { ...f, createdAt: '' } : undefined);
    }
    undoable({
      scope: UNDO_SCOPE,
      message: 'Deleting this entry',
      description: listTitle(entry.title, entry.createdAt),
      commitLabel: 'Delete now',
      undo: () => hide(false),
      commit: () => {
        // keepalive: the delete may be sent as the page closes.
        journalApi
          .remove(entry._id, { keepalive: true })
          .then(() => {
            persistEdit(entry._id, null);
            toast.success(MSG.deleted);
            return refresh();
          })
          // SPEC section 8: a failed delete is only logged; the entry comes back into the list.
          .catch((e) => console.error('Failed to delete journal', e))
          .finally(() => hide(false));
      },
    });
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
    if (isOffline()) {
      toast.error(OFFLINE_MESSAGES.analysis);
      return;
    }
    const text = formRef.current.text;
    if (!text.trim()) {
      toast.error(MSG.needText);
      return;
    }
    analyzeMutation.mutate({ id: editingId, text, mood: moodPicked.current ? formRef.current.mood : null, activities: formRef.current.activities ?? [] });
  };

  const generatePlaylist = () => {
    if (isOffline()) {
      toast.error(OFFLINE_MESSAGES.playlist);
      return;
    }
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
    restoredEdit,
    dirty: Boolean(editingId) && isEdited(form, savedState),
    leaveEdit: () => leaveEdit(false),
    cancel: () => leaveEdit(true),
    save,
    analyze,
    generatePlaylist,
    remove,
    hiddenIds,
    saving,
    analyzing,
    generating: playlistMutation.isPending,
  };
}
