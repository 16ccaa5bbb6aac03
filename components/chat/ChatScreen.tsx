'use client';
import { Eraser, PanelLeftOpen, WifiOff } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { chatTitle, useChatHistory, type ChatDto } from '@/lib/client-api/chat';
import { useAuthUserId } from '@/lib/client/auth-store';
import { isOffline, OFFLINE_MESSAGES } from '@/lib/client/offline';
import { toast } from '@/lib/client/toast';
import { CrisisBanner, useCrisisBanner } from '@/components/safety/CrisisBanner';
import { ChatList } from './ChatList';
import { Composer } from './Composer';
import { MessagePane } from './MessagePane';
import { useChatActions } from './useChats';
import { useUndoableClear } from './useUndoableClear';
import { VoiceWidget } from './VoiceWidget';

// Both panels share one height so the page itself does not scroll while chatting (header 4rem).
const PANEL_HEIGHT = 'md:h-[calc(100dvh-7rem)] md:max-h-[52rem] md:min-h-[28rem]';

type Props = {
  /** VOICE_WIDGET_SRC, checked on the server; null loads nothing. */
  voiceWidgetSrc: string | null;
  /** No model is configured: the built-in offline assistant answers. */
  offline: boolean;
};

const wide = () => typeof window !== 'undefined' && window.matchMedia('(min-width: 768px)').matches;

export function ChatScreen({ voiceWidgetSrc, offline }: Props) {
  const userId = useAuthUserId() ?? undefined;
  const history = useChatHistory(userId);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const focusInput = useCallback(() => {
    // On phones focusing would throw the keyboard over the conversation.
    if (wide()) requestAnimationFrame(() => inputRef.current?.focus());
  }, []);

  const crisis = useCrisisBanner();
  const actions = useChatActions(userId, {
    onCrisis: crisis.show,
    onCreated: (chat) => {
      setSelectedId(chat._id);
      setDrawerOpen(false);
      focusInput();
    },
    // Nothing typed is lost: a message the server did not keep goes back into an empty input.
    onSendRejected: ({ text }) => setDraft((current) => (current.trim() ? current : text)),
    // The Stop button goes with the reply; the input is where the keyboard goes on from.
    onInterrupted: focusInput,
  });

  const clearing = useUndoableClear(actions.clear.mutateAsync);

  // SPEC section 4: the first chat is selected on load, and again whenever the selected one goes.
  // A chat whose clear waits for Undo shows empty (its messages are still stored).
  const chats = useMemo(() => history.chats.map((c) => (clearing.hidden.has(c._id) ? { ...c, messages: [] } : c)), [history.chats, clearing.hidden]);
  const selected: ChatDto | null = chats.find((c) => c._id === selectedId) ?? chats[0] ?? null;

  useEffect(() => {
    if (history.errorUpdatedAt) toast.error('Failed to load chats');
  }, [history.errorUpdatedAt]);

  const busy = actions.send.isPending || actions.retry.isPending;
  const pendingChatId = actions.send.isPending
    ? (actions.send.variables?.chatId ?? null)
    : actions.retry.isPending
      ? (actions.retry.variables?.chatId ?? null)
      : null;
  const messages = selected?.messages ?? [];
  const live = selected && actions.live?.chatId === selected._id ? actions.live : null;

  const send = () => {
    const text = draft.trim();
    if (!selected || !text || busy) return;
    // Issue 19: said plainly, and the draft stays in the box for when the connection returns.
    if (isOffline()) {
      toast.error(OFFLINE_MESSAGES.chat);
      return;
    }
    setDraft('');
    const chatId = selected._id;
    // A clear still waiting for Undo goes first, so it cannot take the new message with it.
    if (clearing.hidden.has(chatId)) void clearing.settle(chatId).then(() => actions.send.mutate({ chatId, text }));
    else actions.send.mutate({ chatId, text });
  };

  const select = (id: string) => {
    setSelectedId(id);
    setDrawerOpen(false);
    focusInput();
  };

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-3 py-3 sm:px-4 md:grid-cols-[17rem_minmax(0,1fr)] md:py-5">
      <VoiceWidget src={voiceWidgetSrc} />
      <ChatList
        className={PANEL_HEIGHT}
        chats={chats}
        selectedId={selected?._id ?? null}
        loading={history.isPending}
        failed={history.isError}
        onRetry={() => void history.refetch()}
        onSelect={select}
        onNew={() => actions.create.mutate()}
        creating={actions.create.isPending}
        onDelete={(id) => actions.remove.mutate(id)}
        deletingId={actions.remove.isPending ? (actions.remove.variables ?? null) : null}
        hasMore={history.hasNextPage}
        loadingMore={history.isFetchingNextPage}
        onLoadMore={() => void history.fetchNextPage()}
        open={drawerOpen}
        onClose={closeDrawer}
      />

      <section
        aria-labelledby="chat-title"
        // Phones: the viewport less the header (4rem), the page's padding (1.5rem) and the tab bar.
        className={`flex h-[calc(100dvh-5.5rem-var(--bottom-tabs-h))] min-h-[24rem] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900 ${PANEL_HEIGHT}`}
      >
        <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-3 sm:px-5 dark:border-slate-800">
          <button
            type="button"
            className="btn-ghost h-11 min-w-11 shrink-0 px-2 md:hidden"
            onClick={() => setDrawerOpen(true)}
            aria-controls="chat-list"
            aria-expanded={drawerOpen}
            aria-label="Show chats"
          >
            <PanelLeftOpen className="h-5 w-5" aria-hidden />
            <span className="text-xs font-medium tabular-nums">{chats.length}</span>
          </button>
          <div className="min-w-0 flex-1">
            <h1 id="chat-title" className="text-lg font-semibold leading-tight">
              AI Assistant
            </h1>
            <p className="flex min-w-0 items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
              <span className="truncate" data-testid="selected-chat-title">
                {selected ? chatTitle(selected) : 'No chat selected'}
              </span>
              {offline && (
                <span
                  className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-800 dark:bg-amber-900/40 dark:text-amber-200"
                  title="No AI model is configured, so replies come from the built-in offline assistant."
                >
                  <WifiOff className="h-3 w-3" aria-hidden />
                  <span className="sm:hidden">Offline</span>
                  <span className="max-sm:hidden">Offline assistant</span>
                </span>
              )}
            </p>
          </div>
          <button
            type="button"
            className="btn-secondary min-h-11 min-w-11 shrink-0 px-3 py-1.5"
            // Emptied at once; sent after the undo wait (useUndoableClear).
            onClick={() => selected && clearing.clear(selected)}
            disabled={!selected || messages.length === 0 || actions.clear.isPending || pendingChatId === selected._id}
          >
            <Eraser className="h-4 w-4" aria-hidden />
            Clear
          </button>
        </header>

        {crisis.signal && (
          <div className="border-b border-slate-200 p-3 dark:border-slate-800">
            <CrisisBanner key={crisis.key} level={crisis.signal.level} resources={crisis.signal.resources} onDismiss={crisis.dismiss} />
          </div>
        )}

        <MessagePane
          chatId={selected?._id ?? null}
          messages={messages}
          live={live}
          thinking={Boolean(selected && pendingChatId === selected._id)}
          onRetry={selected && !busy && actions.canRetry(selected) ? () => actions.retry.mutate({ chatId: selected._id }) : undefined}
          loading={history.isPending}
          onSuggest={(text) => {
            setDraft(text);
            inputRef.current?.focus();
          }}
          onNewChat={() => actions.create.mutate()}
          creating={actions.create.isPending}
        />

        <Composer
          value={draft}
          onChange={setDraft}
          onSend={send}
          disabled={!selected}
          pending={busy}
          onStop={pendingChatId && pendingChatId === selected?._id ? actions.stop : undefined}
          inputRef={inputRef}
        />
      </section>
    </div>
  );
}
