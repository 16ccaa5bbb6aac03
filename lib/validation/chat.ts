import type { CrisisSignalDto } from './journal';
import { z } from 'zod';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES_SHOWN, CHAT_PAGE_DEFAULT, CHAT_PAGE_MAX } from '@/lib/limits';
import { isUuid } from './ids';
import { boundedIsoDate } from './timestamps';

export { CHAT_MESSAGE_MAX, CHAT_MESSAGES_SHOWN, CHAT_PAGE_DEFAULT, CHAT_PAGE_MAX };

// Shared by the chat screen and the route handlers. A message is at most CHAT_MESSAGE_MAX
// characters (DESIGN section 4); chat history pages hold CHAT_PAGE_DEFAULT chats.

// NUL cannot be stored in a Postgres text column; other control characters (bar tab and newlines)
// are never typed on purpose and would only garble the transcript.
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function cleanMessageText(text: string): string {
  return text.replace(CONTROL_CHARS, '').replace(/\r\n?/g, '\n').trim();
}

export const sendMessageSchema = z.object({
  message: z
    .string({ error: (issue) => (issue.input === undefined ? 'Message is required.' : 'Message must be text.') })
    .transform(cleanMessageText)
    .pipe(
      z
        .string()
        .min(1, 'Message cannot be empty.')
        .max(CHAT_MESSAGE_MAX, `Message is at most ${CHAT_MESSAGE_MAX.toLocaleString('en-US')} characters.`),
    ),
});

/** POST /api/chat/chat/{id}/retry names nothing: it answers the chat's last message again. */
export const retryReplySchema = z.strictObject({}, { error: 'Retrying takes no fields: send an empty body.' });

/** POST /api/chat takes an empty body; anything else is a client mistake, not a request for a chat. */
export const createChatSchema = z.strictObject({}, { error: 'Starting a chat takes no fields: send an empty body.' });

export const chatHistoryQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(CHAT_PAGE_MAX, `limit must be at most ${CHAT_PAGE_MAX}.`)
    .default(CHAT_PAGE_DEFAULT),
  /** Keyset cursor: the `updatedAt` and `_id` of the last chat of the previous page. */
  before: boundedIsoDate({ error: 'before' }).optional(),
  beforeId: z.uuid({ error: 'beforeId must be a chat id.' }).optional(),
});

export type SendMessageInput = z.infer<typeof sendMessageSchema>;
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuerySchema>;

/** Malformed ids are answered like unknown ones (404), so they are checked before any query. */
export function isChatId(id: string | undefined): id is string {
  return isUuid(id);
}

// The shapes the chat endpoints answer with, shared by the service and the browser fetchers.
/** `interrupted`: an assistant reply cut short (Stop, a dropped connection, a model that failed half way). */
export type ChatMessageDto = { _id: string; role: 'user' | 'assistant'; content: string; date: string; interrupted: boolean };
export type ChatDto = { _id: string; title: string; messages: ChatMessageDto[]; createdAt: string; updatedAt: string };
/**
 * POST /api/chat/chat/{id}: the SPEC's `reply` and the chat; `crisis` is set while the reply carries
 * crisis resources (this message read at concern or above, or the chat had a high signal before).
 */
export type SendResult = { reply: string; chat: ChatDto; offline: boolean; crisis: CrisisSignalDto | null };

/**
 * The streamed answer of POST /api/chat/chat/{id} and /retry when the request says
 * `Accept: text/event-stream`: server-sent events, each one `data: <JSON>` line and a blank line.
 * `start` comes first (the crisis signal, so the banner shows before any text); then `delta`s, whose
 * texts joined are the reply as it is written (crisis resources first when the message needs them);
 * then exactly one `done` carrying what was stored (the JSON answer plus `interrupted`), or one
 * `error` when storing failed. A stream that ends without either was cut on the way.
 */
export type ChatStreamEvent =
  | { type: 'start'; crisis: CrisisSignalDto | null }
  | { type: 'delta'; text: string }
  | ({ type: 'done'; interrupted: boolean } & SendResult)
  | { type: 'error'; message: string; code: string };

export { CHAT_EVENT_STREAM, wantsEventStream } from './event-stream';
