'use client';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChatDto, SendResult } from '@/lib/validation/chat';
import { apiFetch } from './http';
import { streamReply, type StreamHandlers } from './chat-stream';
import { chatKeys } from './keys';

export type { ChatDto, ChatMessageDto, SendResult } from '@/lib/validation/chat';
export { ReplyCutShort, type StreamedReply } from './chat-stream';

/** The keyset cursor of the page after `chat` (the last chat of a page). */
export type ChatCursor = { before: string; beforeId: string };

function historyPath(limit: number, cursor?: ChatCursor): string {
  const q = new URLSearchParams({ limit: String(limit) });
  if (cursor) {
    q.set('before', cursor.before);
    q.set('beforeId', cursor.beforeId);
  }
  return `/api/chat/chat-history?${q}`;
}

export const chatApi = {
  create: () => apiFetch<ChatDto>('/api/chat', { method: 'POST', bearer: true }),
  history: (limit: number, cursor?: ChatCursor) => apiFetch<ChatDto[]>(historyPath(limit, cursor), { bearer: true }),
  send: (id: string, message: string) => apiFetch<SendResult>(`/api/chat/chat/${encodeURIComponent(id)}`, { body: { message }, bearer: true }),
  /** The same, with the reply's words handed over as they are written (server-sent events). */
  sendStreaming: (id: string, message: string, handlers: StreamHandlers) => streamReply(`/api/chat/chat/${encodeURIComponent(id)}`, { message }, handlers),
  /** A new reply to the chat's unanswered or interrupted last message, streamed. */
  retryStreaming: (id: string, handlers: StreamHandlers) => streamReply(`/api/chat/chat/${encodeURIComponent(id)}/retry`, {}, handlers),
  // keepalive: both may be sent as the page closes, after their undo wait (lib/client/undoable.ts).
  clear: (id: string) => apiFetch<{ message: string }>(`/api/chat/chat-clear/${encodeURIComponent(id)}`, { method: 'DELETE', bearer: true, keepalive: true }),
  remove: (id: string) => apiFetch<{ message: string }>(`/api/chat/delete/${encodeURIComponent(id)}`, { method: 'DELETE', bearer: true, keepalive: true }),
};

export const CHAT_PAGE_SIZE = 30;

/** The cached history: pages of chats, each page found by the cursor of the one before. */
export type ChatPages = InfiniteData<ChatDto[], ChatCursor | undefined>;

/** The signed-in user's chats, newest activity first, with the page after the last one on demand. */
export function useChatHistory(userId: string | undefined) {
  const query = useInfiniteQuery({
    queryKey: chatKeys.history(userId),
    queryFn: ({ pageParam }) => chatApi.history(CHAT_PAGE_SIZE, pageParam),
    initialPageParam: undefined as ChatCursor | undefined,
    getNextPageParam: (last) => {
      const tail = last[last.length - 1];
      return last.length < CHAT_PAGE_SIZE || !tail ? undefined : { before: tail.updatedAt, beforeId: tail._id };
    },
  });
  const chats = useMemo(() => {
    const seen = new Set<string>();
    return (query.data?.pages.flat() ?? []).filter((c) => (seen.has(c._id) ? false : (seen.add(c._id), true)));
  }, [query.data]);
  return { ...query, chats };
}

/** SPEC section 3: a chat shows its sessionName or title, else 'Untitled Chat'. */
export function chatTitle(chat: { sessionName?: string | null; title?: string | null }): string {
  return chat.sessionName?.trim() || chat.title?.trim() || 'Untitled Chat';
}

export { chatKeys };
