'use client';
import { CrisisBanner, useCrisisBanner } from '@/components/safety/CrisisBanner';
import { useAiStatus } from '@/lib/client-api/ai';
import { useJournalEntries } from '@/lib/client-api/journal';
import { AnalysisResult } from './AnalysisResult';
import { EntryList } from './EntryList';
import { JournalEditor } from './JournalEditor';
import { PlaylistPlayer } from './PlaylistPlayer';
import { StreakCard } from './StreakCard';
import { useJournalEntry } from './useJournalEntry';
import { useDictation, useSpeaker } from './useSpeech';
import { WeeklyInsightsCard } from './WeeklyInsightsCard';

export function JournalScreen() {
  const speaker = useSpeaker<'text' | 'analysis'>();
  // Reading aloud belongs to the entry on screen, so it stops when another one opens.
  const crisis = useCrisisBanner();
  const journal = useJournalEntry({ onLeave: speaker.stop, onCrisis: crisis.show });
  const dictation = useDictation(journal.appendDictated);
  const list = useJournalEntries();
  const status = useAiStatus();
  const { form } = journal;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="sr-only">Journal</h1>
      {crisis.signal && (
        <div className="mb-6">
          <CrisisBanner key={crisis.key} level={crisis.signal.level} resources={crisis.signal.resources} onDismiss={crisis.dismiss} />
        </div>
      )}
      <div className="mb-6">
        <StreakCard />
      </div>
      {/* Small screens: editor, then entries, then insights. From 768px: entries on the left, the editor and insights on the right. */}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="md:col-start-2 md:row-start-1">
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
            onCancel={journal.cancel}
            onGeneratePlaylist={journal.generatePlaylist}
          >
            {form.analysis ? (
              <AnalysisResult
                analysis={form.analysis}
                playlistUrl={form.playlistUrl}
                offline={journal.analysisOffline ?? Boolean(status.data?.offline)}
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
            entries={list.entries}
            loading={list.isPending}
            selectedId={journal.editingId}
            hasMore={list.hasMore}
            loadingMore={list.isFetchingNextPage}
            onLoadMore={list.loadMore}
            onSelect={journal.select}
            onDelete={journal.remove}
            deletingId={journal.deletingId}
          />
        </div>
        <div className="md:col-start-2 md:row-start-2">
          <WeeklyInsightsCard />
        </div>
      </div>
    </div>
  );
}
