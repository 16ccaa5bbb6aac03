'use client';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError, messageOf } from '@/lib/client-api/http';
import { chatApi, chatKeys, ReplyCutShort, type ChatDto, type ChatMessageDto, type ChatPages as Pages, type StreamedReply } from '@/lib/client-api/chat';
import { toast } from '@/lib/client/toast';
import type { CrisisSignalDto } from '@/lib/validation/journal';

/** How long after Stop the chat is read again, by when the server has stored what it had. */
const RESYNC_AFTER_STOP_MS = 1500;

/** Stop (an abort) or a dropped connection: the reply was cut, not refused. */
function isCutShort(e: unknown): boolean {
  return e instanceof ReplyCutShort || (e as Error)?.name === 'AbortError';
}

function partialOf(e: unknown): string {
  return (e as { partial?: string })?.partial ?? '';
}

function mapPages(data: Pages | undefined, fn: (chats: ChatDto[], pageIndex: number) => ChatDto[]): Pages | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((p, i) => fn(p, i)) };
}

/** Puts a chat first (the most recently active), wherever it was. */
function putFirst(qc: QueryClient, key: readonly unknown[], chat: ChatDto) {
  qc.setQueryData<Pages>(key, (data) => {
    if (!data) return { pages: [[chat]], pageParams: [undefined] };
    return mapPages(data, (p, i) => (i === 0 ? [chat, ...p.filter((c) => c._id !== chat._id)] : p.filter((c) => c._id !== chat._id)));
  });
}

function patchChat(qc: QueryClient, key: readonly unknown[], id: string, fn: (c: ChatDto) => ChatDto) {
  qc.setQueryData<Pages>(key, (data) => mapPages(data, (p) => p.map((c) => (c._id === id ? fn(c) : c))));
}

function dropChat(qc: QueryClient, key: readonly unknown[], id: string) {
  qc.setQueryData<Pages>(key, (data) => mapPages(data, (p) => p.filter((c) => c._id !== id)));
}

export type SendVars = { chatId: string; text: string };
export type RetryVars = { chatId: string };

/** A reply being written: the chat, the text so far, and the interrupted reply it will replace. */
export type LiveReply = { chatId: string; text: string; replaces: string | null };

let localSeq = 0;
const localId = (kind: string) => `${kind}-${++localSeq}`;

/** The interrupted reply (or unanswered message) a retry in this chat answers again, if any. */
function retryTarget(chat: ChatDto | undefined): { replaces: string | null } | null {
  const last = chat?.messages.at(-1);
  if (!last || last._id.startsWith('pending-')) return null;
  if (last.role === 'user') return { replaces: null };
  return last.interrupted ? { replaces: last._id } : null;
}

function findChat(qc: QueryClient, key: readonly unknown[], id: string): ChatDto | undefined {
  return qc
    .getQueryData<Pages>(key)
    ?.pages.flat()
    .find((c) => c._id === id);
}

/**
 * The chat screen's actions with the specification's toasts. Sending shows the user's message at
 * once and the reply word by word as it is written; Stop ends the reply where it is (the server
 * keeps what arrived, marked interrupted) and Retry asks again for a reply to the same message.
 */
export function useChatActions(
  userId: string | undefined,
  opts: {
    onCreated: (chat: ChatDto) => void;
    onSendRejected: (vars: SendVars) => void;
    onCrisis?: (signal: CrisisSignalDto & { id: string }) => void;
    /** A reply ended by Stop or a dropped connection (focus can go back to the input). */
    onInterrupted?: () => void;
  },
) {
  const qc = useQueryClient();
  const key = chatKeys.history(userId);
  const [live, setLive] = useState<LiveReply | null>(null);
  const controller = useRef<AbortController | null>(null);

  // A reply streaming into a screen that is left: stop it (the server keeps what arrived).
  useEffect(() => () => controller.current?.abort(), []);

  const create = useMutation({
    mutationFn: () => chatApi.create(),
    onSuccess: (chat) => {
      putFirst(qc, key, chat);
      opts.onCreated(chat);
    },
    onError: () => toast.error('Failed to start chat'),
  });

  /** The handlers one streamed reply writes through, into `live`. */
  const streamInto = (chatId: string, replaces: string | null) => {
    const ctrl = new AbortController();
    controller.current = ctrl;
    let text = '';
    setLive({ chatId, text, replaces });
    return {
      signal: ctrl.signal,
      onStart: (crisis: CrisisSignalDto | null) => {
        // Keyed by chat, so a banner dismissed in this chat stays away while the level holds.
        if (crisis) opts.onCrisis?.({ ...crisis, id: chatId });
      },
      onText: (more: string) => {
        text += more;
        setLive({ chatId, text, replaces });
      },
      /** What arrived before the reply was cut. */
      partial: () => text,
    };
  };

  const settle = (result: StreamedReply) => {
    putFirst(qc, key, result.chat);
    setLive(null);
  };

  /**
   * Stop or a dropped connection: what arrived stays on screen, marked interrupted, in place of the
   * reply being written. The server stores its own copy when it notices; reading the chat again a
   * little later shows that one (possibly a few words longer) with its real id.
   */
  const keepInterrupted = (chatId: string, replaces: string | null, partial: string) => {
    patchChat(qc, key, chatId, (c) => {
      const messages = c.messages.filter((m) => m._id !== replaces);
      if (!partial.trim()) return { ...c, messages };
      const message: ChatMessageDto = {
        _id: localId('interrupted'),
        role: 'assistant',
        content: partial.trim(),
        date: new Date().toISOString(),
        interrupted: true,
      };
      return { ...c, messages: [...messages, message] };
    });
    setLive(null);
    opts.onInterrupted?.();
    setTimeout(() => void qc.invalidateQueries({ queryKey: key }), RESYNC_AFTER_STOP_MS);
  };

  const send = useMutation({
    mutationFn: ({ chatId, text }: SendVars) => {
      const stream = streamInto(chatId, null);
      return chatApi.sendStreaming(chatId, text, stream).catch((e: unknown) => {
        throw Object.assign(e instanceof Error ? e : new Error(String(e)), { partial: stream.partial() });
      });
    },
    onMutate: async ({ chatId, text }) => {
      await qc.cancelQueries({ queryKey: key });
      const pendingId = localId('pending');
      patchChat(qc, key, chatId, (c) => ({
        ...c,
        messages: [...c.messages, { _id: pendingId, role: 'user', content: text, date: new Date().toISOString(), interrupted: false }],
      }));
      return { pendingId };
    },
    onSuccess: settle,
    onError: (e, vars, ctx) => {
      if (isCutShort(e)) {
        // The message was stored before the reply began; only the reply was cut.
        patchChat(qc, key, vars.chatId, (c) => ({
          ...c,
          messages: c.messages.map((m) => (m._id === ctx?.pendingId ? { ...m, _id: localId('sent') } : m)),
        }));
        keepInterrupted(vars.chatId, null, partialOf(e));
        return;
      }
      setLive(null);
      const status = e instanceof ApiError ? e.status : 0;
      // The toast reads as the specification says; a refusal (the daily allowance) adds its reason below.
      const reason = status === 429 ? messageOf(e, '') : '';
      toast.error('Failed to send', reason ? { description: reason } : {});
      if (status === 503 || status === 500) {
        // The server kept the message; reload so the stored copy replaces the optimistic one.
        void qc.invalidateQueries({ queryKey: key });
        return;
      }
      // Not stored: take it back out of the pane and hand the text back to the input.
      if (ctx) patchChat(qc, key, vars.chatId, (c) => ({ ...c, messages: c.messages.filter((m) => m._id !== ctx.pendingId) }));
      opts.onSendRejected(vars);
      if (status === 0 || status === 404) void qc.invalidateQueries({ queryKey: key });
    },
  });

  const retry = useMutation({
    mutationFn: ({ chatId }: RetryVars) => {
      const replaces = retryTarget(findChat(qc, key, chatId))?.replaces ?? null;
      const stream = streamInto(chatId, replaces);
      return chatApi.retryStreaming(chatId, stream).catch((e: unknown) => {
        throw Object.assign(e instanceof Error ? e : new Error(String(e)), { partial: stream.partial(), replaces });
      });
    },
    onSuccess: settle,
    onError: (e, vars) => {
      if (isCutShort(e)) return keepInterrupted(vars.chatId, (e as { replaces?: string | null }).replaces ?? null, partialOf(e));
      setLive(null);
      const status = e instanceof ApiError ? e.status : 0;
      toast.error('Failed to send', status === 429 ? { description: messageOf(e, '') } : {});
      // Whatever happened, the stored chat says what is there now (409: someone already retried).
      void qc.invalidateQueries({ queryKey: key });
    },
  });

  /** Ends the reply being written. */
  const stop = () => controller.current?.abort();

  const clear = useMutation({
    mutationFn: (chatId: string) => chatApi.clear(chatId),
    onSuccess: (_res, chatId) => {
      patchChat(qc, key, chatId, (c) => ({ ...c, messages: [] }));
      toast.success('Chat cleared');
    },
    onError: () => toast.error('Failed to clear chat'),
  });

  const remove = useMutation({
    mutationFn: (chatId: string) => chatApi.remove(chatId),
    onSuccess: (_res, chatId) => {
      dropChat(qc, key, chatId);
      toast.success('Chat deleted');
    },
    onError: (e, chatId) => {
      // Already gone (deleted in another tab): what the user asked for has happened.
      if (e instanceof ApiError && e.status === 404) {
        dropChat(qc, key, chatId);
        toast.success('Chat deleted');
        return;
      }
      toast.error('Failed to delete chat');
    },
  });

  const canRetry = (chat: ChatDto | null) => Boolean(chat && retryTarget(chat));

  return { create, send, retry, stop, live, canRetry, clear, remove };
}
