'use client';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError, messageOf } from '@/lib/client-api/http';
import { chatApi, chatKeys, type ChatDto, type ChatPages as Pages } from '@/lib/client-api/chat';
import { toast } from '@/lib/client/toast';
import type { CrisisSignalDto } from '@/lib/validation/journal';

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

/**
 * The chat screen's four actions with the specification's toasts. Sending shows the user's
 * message at once; the reply (and the chat's move to the top) follows from the server's answer.
 */
export function useChatActions(
  userId: string | undefined,
  opts: { onCreated: (chat: ChatDto) => void; onSendRejected: (vars: SendVars) => void; onCrisis?: (signal: CrisisSignalDto & { id: string }) => void },
) {
  const qc = useQueryClient();
  const key = chatKeys.history(userId);
  const optimisticSeq = useRef(0);

  const create = useMutation({
    mutationFn: () => chatApi.create(),
    onSuccess: (chat) => {
      putFirst(qc, key, chat);
      opts.onCreated(chat);
    },
    onError: () => toast.error('Failed to start chat'),
  });

  const send = useMutation({
    mutationFn: ({ chatId, text }: SendVars) => chatApi.send(chatId, text),
    onMutate: async ({ chatId, text }) => {
      await qc.cancelQueries({ queryKey: key });
      optimisticSeq.current += 1;
      const pendingId = `pending-${optimisticSeq.current}`;
      patchChat(qc, key, chatId, (c) => ({
        ...c,
        messages: [...c.messages, { _id: pendingId, role: 'user', content: text, date: new Date().toISOString() }],
      }));
      return { pendingId };
    },
    onSuccess: (result) => {
      putFirst(qc, key, result.chat);
      // Keyed by chat, so a banner dismissed in this chat stays away while the level holds.
      if (result.crisis) opts.onCrisis?.({ ...result.crisis, id: result.chat._id });
    },
    onError: (e, vars, ctx) => {
      const status = e instanceof ApiError ? e.status : 0;
      // The toast reads as the specification says; a refusal (the daily allowance) adds its reason below.
      const reason = status === 429 ? messageOf(e, '') : '';
      toast.error('Failed to send', reason ? { description: reason } : {});
      if (status === 503) {
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

  return { create, send, clear, remove };
}
