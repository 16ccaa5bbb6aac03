'use client';
import { useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CrisisBanner, useCrisisBanner } from '@/components/safety/CrisisBanner';
import { aiStatusQuery } from '@/lib/client-api/ai';
import { useJournalEntries, type JournalEntryDto } from '@/lib/client-api/journal';
import { whenIdle } from '@/lib/client/idle';
import { AnalysisResult } from './AnalysisResult';
import { EntryFilters, useEntryFilters } from './EntryFilters';
import { EntryList } from './EntryList';
import { EntryReader } from './EntryReader';
import { JournalEditor } from './JournalEditor';
import { MonthCalendar } from './MonthCalendar';
import { PendingEntries } from './PendingEntries';
import { PlaylistPlayer } from './PlaylistPlayer';
import { StreakCard } from './StreakCard';
import { useJournalEntry } from './useJournalEntry';
import { useOfflineQueue } from './useOfflineQueue';
import { useDictation, useSpeaker } from './useSpeech';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';
import { WeeklyInsightsCard } from './WeeklyInsightsCard';

export const FIRST_PROMPT = "What's one thing that happened today?";

/** The entry id in `/journal/{id}`, or null on `/journal`. */
function openIdOf(pathname: string | null): string | null {
  const m = pathname?.match(/^\/journal\/([^/]+)\/?$/);
  return m ? decodeURIComponent(m[1]) : null;
}

/**
 * The journal: entries, the read view of one entry (`/journal/{id}`), and the editor. Opening an
 * entry changes the address with the History API, which the App Router follows (usePathname)
 * without remounting the screen, so the form, drafts and pending deletes stay as they are.
 * `initialEntry`: the entry a `/journal/{id}` page load asked for, read by the server (it may be
 * older than the first page of the list). No Suspense boundary around it (see AnalyticsDashboard):
 * React would stream the screen after the page's shell and show it a moment later.
 */
export function JournalScreen({ initialEntry }: { initialEntry?: JournalEntryDto }) {
  const speaker = useSpeaker<'text' | 'analysis'>();
  const pathname = usePathname();
  const openId = openIdOf(pathname);
  // Whether this screen pushed the entry's address, so Back can pop it instead of adding another.
  const pushed = useRef(false);

  const closeEntry = () => {
    if (!openIdOf(window.location.pathname)) return;
    if (pushed.current) {
      pushed.current = false;
      window.history.back();
    } else window.history.replaceState(null, '', `/journal${window.location.search}`);
  };

  // Reading aloud belongs to the entry on screen, so it stops when another one opens.
  const crisis = useCrisisBanner();
  // SPEC section 4: a successful update returns to a new entry, so the read view closes too.
  const journal = useJournalEntry({ onLeave: speaker.stop, onCrisis: crisis.show, onUpdated: closeEntry });
  const dictation = useDictation(journal.appendDictated);
  const filters = useEntryFilters();
  const list = useJournalEntries(true, filters.applied);
  // The entry opened last, so it stays readable when a search that does not find it is typed.
  const [opened, setOpened] = useState<JournalEntryDto | null>(null);
  // Whether analyses come from the offline provider (AnalysisResult labels them): asked once the
  // page is idle, not while it hydrates, so the answer is at hand when an analysis shows.
  const queryClient = useQueryClient();
  useEffect(() => whenIdle(() => void queryClient.prefetchQuery(aiStatusQuery)), [queryClient]);
  // Issue 19: writes made offline, shown until synced (sent when the connection returns).
  const offlineQueue = useOfflineQueue();
  const { form } = journal;
  useUnsavedChangesGuard(journal.dirty);

  const entries = useMemo(() => list.entries.filter((e) => !journal.hiddenIds.has(e._id)), [list.entries, journal.hiddenIds]);
  const hiddenOpen = openId !== null && journal.hiddenIds.has(openId);
  const openEntry =
    openId && !hiddenOpen
      ? (entries.find((e) => e._id === openId) ?? (opened?._id === openId ? opened : null) ?? (initialEntry?._id === openId ? initialEntry : null))
      : null;
  const reading = Boolean(openId) && !journal.editingId;
  // With a search or filter on, an empty list says nothing about the journal as a whole.
  const firstDay = !filters.active && !list.isPending && !list.isError && list.entries.length === 0;

  const openInReader = (entry: JournalEntryDto) => {
    if (journal.saving || journal.analyzing) return;
    // Unsaved edits stay stored as the entry's draft and come back when it is edited again.
    if (journal.editingId) journal.leaveEdit();
    setOpened(entry);
    if (openId === entry._id) return;
    // The query (search and filters, issue 17) goes along, so Back returns to the same list.
    if (openId) window.history.replaceState(null, '', `/journal/${encodeURIComponent(entry._id)}${window.location.search}`);
    else {
      pushed.current = true;
      window.history.pushState(null, '', `/journal/${encodeURIComponent(entry._id)}${window.location.search}`);
    }
    // Phones show the entry instead of the list: start it at the top.
    if (!window.matchMedia('(min-width: 768px)').matches) window.scrollTo({ top: 0 });
  };

  const editor = (
    <JournalEditor
      editing={Boolean(journal.editingId)}
      fields={form}
      onChange={journal.update}
      saving={journal.saving}
      analyzing={journal.analyzing}
      generating={journal.generating}
      listening={dictation.listening}
      speakingText={speaker.speaking === 'text'}
      onDictate={dictation.start}
      onReadAloud={() => speaker.toggle('text', form.text)}
      onSave={journal.save}
      onAnalyze={journal.analyze}
      onCancel={() => {
        journal.cancel();
        closeEntry();
      }}
      onLeaveEdit={journal.leaveEdit}
      onGeneratePlaylist={journal.generatePlaylist}
      restoredEdit={journal.restoredEdit}
    >
      {form.analysis ? (
        <AnalysisResult
          analysis={form.analysis}
          playlistUrl={form.playlistUrl}
          offline={journal.analysisOffline}
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
  );

  let detail = editor;
  if (reading && openEntry) {
    detail = (
      <EntryReader
        entry={openEntry}
        onBack={closeEntry}
        onEdit={() => journal.select(openEntry)}
        onDelete={() => {
          journal.remove(openEntry);
          closeEntry();
        }}
      >
        {openEntry.analysis ? (
          <AnalysisResult
            analysis={openEntry.analysis}
            playlistUrl={openEntry.playlistUrl}
            speaking={speaker.speaking === 'analysis'}
            onSpeak={() => speaker.toggle('analysis', openEntry.analysis ?? '')}
          />
        ) : (
          openEntry.playlistUrl && (
            <section aria-label="Playlist" className="space-y-2">
              <h3 className="text-sm font-semibold">Your playlist</h3>
              <PlaylistPlayer url={openEntry.playlistUrl} />
            </section>
          )
        )}
      </EntryReader>
    );
  } else if (reading) {
    detail = (
      <section className="card space-y-3" aria-label="Entry" data-testid="entry-reader">
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {list.isPending ? 'Loading entry...' : 'This entry is not in your journal any more.'}
        </p>
        <button type="button" className="btn-secondary min-h-11" onClick={closeEntry}>
          Back to entries
        </button>
      </section>
    );
  }

  // Phones: with an entry open, it is the whole screen (Back returns to the list); the page is the
  // only scroll container either way.
  const phoneHidden = openId ? 'max-md:hidden' : '';

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="sr-only">Journal</h1>
      {crisis.signal && (
        <div className="mb-6">
          <CrisisBanner key={crisis.key} level={crisis.signal.level} resources={crisis.signal.resources} onDismiss={crisis.dismiss} />
        </div>
      )}
      <div className={`mb-6 ${phoneHidden}`}>
        <StreakCard />
      </div>
      {/* Small screens: editor, then entries, then insights. From 768px: entries on the left, the editor (or the open entry) and insights on the right. */}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-6 md:col-start-2 md:row-start-1">
          {firstDay && !openId && !journal.editingId && (
            <section
              className="card border-brand-200 bg-brand-50/60 dark:border-brand-800 dark:bg-brand-900/20"
              aria-labelledby="welcome-heading"
              data-testid="welcome"
            >
              <h2 id="welcome-heading" className="text-lg font-semibold">
                Welcome to your journal
              </h2>
              <p className="mt-1 text-slate-700 dark:text-slate-300">
                A few lines a day is plenty. Pick a mood, write, and ask for an analysis if you like. To start:
              </p>
              <p className="mt-2 text-lg font-medium text-brand-800 dark:text-brand-200">{FIRST_PROMPT}</p>
            </section>
          )}
          {detail}
        </div>
        <div className={`md:col-start-1 md:row-span-2 md:row-start-1 ${phoneHidden}`}>
          {!firstDay && (
            <MonthCalendar
              selected={filters.fields.from && filters.fields.from === filters.fields.to ? filters.fields.from : null}
              onSelect={filters.showDay}
            />
          )}
          <PendingEntries items={offlineQueue.items} onKeepMine={(i) => void offlineQueue.keepMine(i)} onKeepTheirs={(i) => void offlineQueue.keepTheirs(i)} />
          <EntryList
            entries={entries}
            loading={list.isPending}
            failed={list.isError}
            onRetry={list.retry}
            selectedId={openId ?? journal.editingId}
            hasMore={list.hasMore}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={list.loadMore}
            onSelect={openInReader}
            onDelete={(e) => {
              journal.remove(e);
              if (openId === e._id) closeEntry();
            }}
            // No search box over an empty journal: the welcome says where to start instead.
            filters={
              filters.active || !firstDay ? (
                <EntryFilters fields={filters.fields} onChange={filters.setFields} active={filters.active} onClear={filters.clear} />
              ) : null
            }
            filtered={filters.applying}
            stale={list.isStale}
            onClearFilters={filters.clear}
          />
        </div>
        <div className={`md:col-start-2 md:row-start-2 ${phoneHidden}`}>
          <WeeklyInsightsCard />
        </div>
      </div>
    </div>
  );
}
