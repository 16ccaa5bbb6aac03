'use client';
import { Bot, CircleSlash, MessageCircle, Plus, RotateCcw } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ChatMessageDto } from '@/lib/client-api/chat';

const SUGGESTIONS = ["I'm feeling anxious today", 'Help me wind down before bed', 'I want to talk about my day'];

function timeOf(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

type BubbleProps = {
  message: ChatMessageDto;
  /** Still being written: the words so far. */
  streaming?: boolean;
  /** Offered on the chat's last message when a new reply can be asked for. */
  onRetry?: () => void;
};

function Bubble({ message, streaming = false, onRetry }: BubbleProps) {
  const mine = message.role === 'user';
  const interrupted = !mine && message.interrupted;
  return (
    <li
      data-testid="chat-message"
      data-role={message.role}
      data-streaming={streaming || undefined}
      data-interrupted={interrupted || undefined}
      aria-busy={streaming || undefined}
      className={`flex items-end gap-2 ${mine ? 'justify-end' : 'justify-start'}`}
    >
      {!mine && (
        <span
          aria-hidden
          className="mb-5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200"
        >
          <Bot className="h-4 w-4" />
        </span>
      )}
      <div className={`flex max-w-[85%] flex-col sm:max-w-[75%] ${mine ? 'items-end' : 'items-start'}`}>
        <span className="sr-only">{mine ? 'You said:' : 'AI assistant said:'}</span>
        {/* Plain text only: React escapes it, and pre-wrap keeps the line breaks. */}
        <p
          className={`whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-sm leading-relaxed shadow-sm ${
            mine
              ? 'rounded-br-md bg-brand-600 text-white'
              : `rounded-bl-md border bg-white text-slate-800 dark:bg-slate-800 dark:text-slate-100 ${
                  interrupted ? 'border-dashed border-amber-400 dark:border-amber-500/70' : 'border-slate-200 dark:border-slate-700'
                }`
          }`}
        >
          {message.content}
          {streaming && <span aria-hidden className="ml-0.5 inline-block h-3.5 w-1.5 animate-pulse rounded-sm bg-brand-500 align-middle" />}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 px-1 text-[11px] text-slate-600 dark:text-slate-400">
          {!streaming && <time dateTime={message.date}>{timeOf(message.date)}</time>}
          {interrupted && (
            <span className="inline-flex items-center gap-1 font-medium text-amber-800 dark:text-amber-300" data-testid="interrupted-note">
              <CircleSlash className="h-3 w-3" aria-hidden />
              Interrupted
            </span>
          )}
          {mine && onRetry && <span data-testid="unanswered-note">No reply yet.</span>}
          {onRetry && (
            <button
              type="button"
              onClick={onRetry}
              className="inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300"
            >
              <RotateCcw className="h-3 w-3" aria-hidden />
              Retry
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

function Thinking() {
  return (
    <li className="flex items-end gap-2" role="status" aria-live="polite">
      <span
        aria-hidden
        className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200"
      >
        <Bot className="h-4 w-4" />
      </span>
      <div className="flex items-center gap-2 rounded-2xl rounded-bl-md border border-slate-200 bg-white px-4 py-2.5 text-sm text-slate-500 shadow-sm dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300">
        <span aria-hidden className="flex gap-1">
          {[0, 150, 300].map((delay) => (
            <span key={delay} className="h-1.5 w-1.5 animate-bounce rounded-full bg-brand-500" style={{ animationDelay: `${delay}ms` }} />
          ))}
        </span>
        AI is thinking...
      </div>
    </li>
  );
}

type Props = {
  chatId: string | null;
  messages: ChatMessageDto[];
  /** The reply being written in this chat (its words so far), or null. */
  live: { text: string; replaces: string | null } | null;
  thinking: boolean;
  /** Asks again for a reply to the last message (shown on an interrupted or unanswered last message). */
  onRetry?: () => void;
  loading: boolean;
  onSuggest: (text: string) => void;
  onNewChat: () => void;
  creating: boolean;
};

export function MessagePane({ chatId, messages: stored, live, thinking, onRetry, loading, onSuggest, onNewChat, creating }: Props) {
  // During a retry the interrupted reply gives way to the one being written.
  const messages = live?.replaces ? stored.filter((m) => m._id !== live.replaces) : stored;
  const writing = live && live.text ? live.text : null;
  const isWriting = writing !== null;
  const lastId = messages.at(-1)?._id;
  const scroller = useRef<HTMLDivElement>(null);
  const lastChat = useRef<string | null>(null);

  // The newest message stays in view: a jump when another chat opens, a glide as replies arrive.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const switched = lastChat.current !== chatId;
    lastChat.current = chatId;
    el.scrollTo({ top: el.scrollHeight, behavior: switched ? 'auto' : 'smooth' });
  }, [chatId, messages.length, thinking, isWriting]);

  // Late layout (fonts, wrapping) can grow the pane after the first paint of a chat.
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const inner = el.firstElementChild;
    if (!inner) return;
    let atBottom = true;
    const onScroll = () => {
      atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    };
    const ro = new ResizeObserver(() => {
      if (atBottom) el.scrollTop = el.scrollHeight;
    });
    el.addEventListener('scroll', onScroll, { passive: true });
    ro.observe(inner);
    return () => {
      ro.disconnect();
      el.removeEventListener('scroll', onScroll);
    };
  }, [chatId]);

  const empty = messages.length === 0 && !thinking && !writing;

  return (
    <div
      ref={scroller}
      data-testid="message-pane"
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-5"
      aria-label="Messages"
      role="log"
      aria-live="polite"
    >
      <div className="flex min-h-full flex-col">
        {loading ? (
          <div className="m-auto flex flex-col items-center gap-3 text-sm text-slate-500 dark:text-slate-400" role="status">
            <span className="h-6 w-6 animate-spin rounded-full border-2 border-brand-500 border-t-transparent" aria-hidden />
            Loading chats...
          </div>
        ) : empty ? (
          <div className="m-auto flex max-w-sm flex-col items-center px-2 text-center">
            <span
              aria-hidden
              className="mb-4 flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-pink-500 text-white shadow-md"
            >
              <MessageCircle className="h-7 w-7" />
            </span>
            <p className="text-base font-semibold text-slate-800 dark:text-slate-100">No messages yet</p>
            <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">Start a conversation with your AI assistant</p>
            {chatId ? (
              <div className="mt-5 flex flex-wrap justify-center gap-2">
                {SUGGESTIONS.map((s) => (
                  <button
                    key={s}
                    type="button"
                    onClick={() => onSuggest(s)}
                    className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-xs font-medium text-brand-700 transition-colors hover:bg-brand-100 dark:border-brand-800 dark:bg-brand-900/40 dark:text-brand-200 dark:hover:bg-brand-900/60"
                  >
                    {s}
                  </button>
                ))}
              </div>
            ) : (
              <button type="button" className="btn-primary mt-5" onClick={onNewChat} disabled={creating}>
                <Plus className="h-4 w-4" aria-hidden />
                Start a new chat
              </button>
            )}
          </div>
        ) : (
          <ul className="mt-auto flex flex-col gap-3">
            {messages.map((m) => (
              <Bubble key={m._id} message={m} onRetry={m._id === lastId && !live ? onRetry : undefined} />
            ))}
            {isWriting && (
              <Bubble streaming message={{ _id: 'live', role: 'assistant', content: writing, date: new Date().toISOString(), interrupted: false }} />
            )}
            {thinking && !writing && <Thinking />}
          </ul>
        )}
      </div>
    </div>
  );
}
