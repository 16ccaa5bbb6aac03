'use client';
import { Square, Volume2, WifiOff } from 'lucide-react';
import { useAiStatus } from '@/lib/client-api/ai';
import { PlaylistPlayer } from './PlaylistPlayer';

type Props = {
  analysis: string;
  playlistUrl: string | null;
  /** Whether this analysis came from the offline provider, when known; else the server's current status says. */
  offline?: boolean | null;
  speaking: boolean;
  onSpeak: () => void;
};

/** The result box: analysis text, Speak Analysis, and the playlist when there is one. */
export function AnalysisResult({ analysis, playlistUrl, offline: known, speaking, onSpeak }: Props) {
  const status = useAiStatus();
  const offline = known ?? Boolean(status.data?.offline);
  return (
    <section
      data-testid="analysis-result"
      aria-label="AI mood analysis"
      className="space-y-3 rounded-2xl border border-brand-200 bg-brand-50/60 p-4 dark:border-brand-800 dark:bg-brand-900/20"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-brand-900 dark:text-brand-100">AI Mood Analysis</h3>
        {offline && (
          <span
            className="inline-flex items-center gap-1 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-700 dark:text-slate-200"
            title="Analysed on the server without an AI model"
          >
            <WifiOff aria-hidden className="h-3 w-3" /> offline analysis
          </span>
        )}
      </div>
      <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-slate-800 dark:text-slate-200">{analysis}</p>
      <button type="button" className="btn-secondary" onClick={onSpeak}>
        {speaking ? <Square aria-hidden className="h-4 w-4" /> : <Volume2 aria-hidden className="h-4 w-4" />}
        {speaking ? 'Stop Speaking' : 'Speak Analysis'}
      </button>
      {playlistUrl && <PlaylistPlayer url={playlistUrl} />}
    </section>
  );
}
