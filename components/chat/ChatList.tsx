'use client';
import { MessagesSquare, Plus, RotateCw, Trash2, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { chatTitle, type ChatDto } from '@/lib/client-api/chat';
import { useLatest, useUndoableHide } from '@/lib/client/undoable';

function whenOf(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const today = new Date();
  const sameDay = d.toDateString() === today.toDateString();
  return sameDay ? d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : d.toLocaleDateString([], { month: 'short', day: 'numeric' });
}

function preview(chat: ChatDto): string {
  const last = chat.messages[chat.messages.length - 1];
  if (!last) return 'Empty chat';
  return `${last.role === 'user' ? 'You: ' : ''}${last.content.replace(/\s+/g, ' ')}`;
}

type Props = {
  chats: ChatDto[];
  selectedId: string | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onSelect: (id: string) => void;
  onNew: () => void;
  creating: boolean;
  onDelete: (id: string) => void;
  deletingId: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Below 768px the list is a drawer. */
  open: boolean;
  onClose: () => void;
  className?: string;
};

/** The scope of pending chat deletes (lib/client/undoable.ts). */
const UNDO_SCOPE = 'chats';

/**
 * Deleting a chat hides it and waits for Undo before `onDelete` sends it (issue 17); sent ones
 * that failed (still listed once the delete is over) come back.
 */
function useUndoableChatDelete(chats: ChatDto[], deletingId: string | null, onDelete: (id: string) => void) {
  const { hidden, show, hideUntilUndo } = useUndoableHide(UNDO_SCOPE);
  const sent = useRef(new Map<string, 'sent' | 'running'>());
  const latest = useLatest(onDelete);

  // A delete that ended with the chat still listed failed ('Failed to delete chat' says so): show it again.
  useEffect(() => {
    for (const [id, state] of sent.current) {
      if (deletingId === id) sent.current.set(id, 'running');
      else if (state === 'running') {
        sent.current.delete(id);
        if (chats.some((c) => c._id === id)) show(id, true);
      }
    }
  }, [chats, deletingId, show]);

  const remove = (chat: ChatDto) => {
    hideUntilUndo(chat._id, {
      message: 'Deleting this chat',
      description: chatTitle(chat),
      commitLabel: 'Delete now',
      commit: () => {
        sent.current.set(chat._id, 'sent');
        latest.current(chat._id);
      },
    });
  };
  return { hidden, remove };
}

export function ChatList(props: Props) {
  const { selectedId, open, onClose } = props;
  const panel = useRef<HTMLElement>(null);
  const del = useUndoableChatDelete(props.chats, props.deletingId, props.onDelete);
  const chats = props.chats.filter((c) => !del.hidden.has(c._id));

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    panel.current?.querySelector<HTMLElement>('button')?.focus();
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <>
      {open && <div className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[1px] md:hidden" aria-hidden onClick={onClose} />}
      <aside
        ref={panel}
        id="chat-list"
        aria-label="Chats"
        className={`flex min-h-0 flex-col rounded-2xl border border-slate-200 bg-white shadow-sm transition-transform duration-200 dark:border-slate-800 dark:bg-slate-900 max-md:fixed max-md:inset-y-0 max-md:left-0 max-md:z-50 max-md:w-[85vw] max-md:max-w-xs max-md:rounded-none max-md:rounded-r-2xl ${props.className ?? ''} ${
          open ? 'max-md:translate-x-0' : 'max-md:invisible max-md:-translate-x-full'
        }`}
      >
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <MessagesSquare className="h-4 w-4 text-brand-600 dark:text-brand-300" aria-hidden />
            Chats
          </h2>
          <div className="flex items-center gap-1">
            <button type="button" className="btn-primary px-3 py-1.5" onClick={props.onNew} disabled={props.creating}>
              <Plus className="h-4 w-4" aria-hidden />
              New
            </button>
            <button type="button" className="btn-ghost h-8 w-8 p-0 md:hidden" onClick={onClose} aria-label="Close chats">
              <X className="h-4 w-4" aria-hidden />
            </button>
          </div>
        </div>

        <div className="min-h-0 flex-1 overflow-y-auto p-2">
          {props.loading ? (
            <ul className="space-y-2" aria-hidden>
              {[0, 1, 2].map((i) => (
                <li key={i} className="h-14 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
              ))}
            </ul>
          ) : props.failed && chats.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-3 py-6 text-center text-sm text-slate-500 dark:text-slate-400">
              Chats could not be loaded.
              <button type="button" className="btn-secondary px-3 py-1.5" onClick={props.onRetry}>
                <RotateCw className="h-4 w-4" aria-hidden />
                Try again
              </button>
            </div>
          ) : chats.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-slate-500 dark:text-slate-400">No chats yet. Press New to start one.</p>
          ) : (
            <ul className="space-y-1" data-testid="chat-list">
              {chats.map((c) => {
                const active = c._id === selectedId;
                return (
                  <li
                    key={c._id}
                    data-testid="chat-item"
                    className={`flex items-center gap-1 rounded-xl transition-colors ${
                      active ? 'bg-brand-50 ring-1 ring-brand-200 dark:bg-brand-900/40 dark:ring-brand-800' : 'hover:bg-slate-100 dark:hover:bg-slate-800/70'
                    }`}
                  >
                    <button
                      type="button"
                      onClick={() => props.onSelect(c._id)}
                      aria-current={active ? 'true' : undefined}
                      className="min-w-0 flex-1 rounded-xl px-3 py-2 text-left"
                    >
                      <span className="flex items-baseline justify-between gap-2">
                        <span
                          className={`truncate text-sm font-medium ${active ? 'text-brand-800 dark:text-brand-100' : 'text-slate-800 dark:text-slate-100'}`}
                        >
                          {chatTitle(c)}
                        </span>
                        <span className="shrink-0 text-[11px] text-slate-600 dark:text-slate-400">{whenOf(c.updatedAt)}</span>
                      </span>
                      <span className="mt-0.5 block truncate text-xs text-slate-600 dark:text-slate-400">{preview(c)}</span>
                    </button>
                    <button
                      type="button"
                      title="Delete chat"
                      aria-label="Delete chat"
                      onClick={() => {
                        // The open chat goes away with it: the next one in the list opens instead.
                        if (active) {
                          const next = chats.find((o) => o._id !== c._id);
                          if (next) props.onSelect(next._id);
                        }
                        del.remove(c);
                      }}
                      disabled={props.deletingId === c._id}
                      className="mr-1 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-red-50 hover:text-red-600 disabled:opacity-40 dark:text-slate-500 dark:hover:bg-red-950/50 dark:hover:text-red-400"
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {props.hasMore && (
            <button type="button" className="btn-ghost mt-2 w-full text-xs" onClick={props.onLoadMore} disabled={props.loadingMore}>
              {props.loadingMore ? 'Loading...' : 'Load older chats'}
            </button>
          )}
        </div>
      </aside>
    </>
  );
}
