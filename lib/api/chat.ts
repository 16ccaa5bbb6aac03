'use client';
import type { ChatDto, SendResult } from '@/lib/validation/chat';
import { apiFetch } from './http';

export type { ChatDto, ChatMessageDto, SendResult } from '@/lib/validation/chat';

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
  clear: (id: string) => apiFetch<{ message: string }>(`/api/chat/chat-clear/${encodeURIComponent(id)}`, { method: 'DELETE', bearer: true }),
  remove: (id: string) => apiFetch<{ message: string }>(`/api/chat/delete/${encodeURIComponent(id)}`, { method: 'DELETE', bearer: true }),
};

/** SPEC section 3: a chat shows its sessionName or title, else 'Untitled Chat'. */
export function chatTitle(chat: { sessionName?: string | null; title?: string | null }): string {
  return chat.sessionName?.trim() || chat.title?.trim() || 'Untitled Chat';
}
