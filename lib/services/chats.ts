import 'server-only';
import { and, asc, desc, eq, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { chat, chatMessage } from '@/lib/db/schema';
import { AppError, errorBody, isAppError } from '@/lib/errors';
import { logError } from '@/lib/log';
import { isForeignKeyViolation } from '@/lib/db/errors';
import { CHAT_HISTORY_TURNS, generateChatReply, streamChatReply, type ChatSafety, type ChatTurn, type ChatUsage } from '@/lib/ai/chat';
import { classifyMoodLearned } from '@/lib/mood/learned';
import {
  atLeast,
  crisisNote,
  crisisReminderLine,
  detectCrisis,
  isCrisisLevel,
  maxLevel,
  resourcesFor,
  toCrisisSignalDto,
  type CrisisLevel,
  type CrisisSignalDto,
} from '@/lib/safety';
import { assertChatAllowance } from '@/lib/services/ai-allowance';
import { modelBudget, recordAiUsage, tokensOf } from '@/lib/services/ai-usage';
import type { Mood } from '@/lib/moods';
import {
  CHAT_MESSAGES_SHOWN,
  CHAT_EVENT_STREAM,
  CHAT_PAGE_DEFAULT,
  isChatId,
  type ChatDto,
  type ChatStreamEvent,
  type ChatHistoryQuery,
  type ChatMessageDto,
  type SendResult,
} from '@/lib/validation/chat';
import type { SessionUser } from '@/lib/auth/types';

export const DEFAULT_CHAT_TITLE = 'New Chat';
const TITLE_MAX = 60;

export type { ChatDto, ChatMessageDto, SendResult };

type ChatRow = typeof chat.$inferSelect;
type MessageRow = typeof chatMessage.$inferSelect;

// Timestamps are written from here at millisecond precision (not by now() in the database), so the
// ISO strings the API hands out compare exactly with the stored values in the history cursor.
const nowMs = () => new Date();

function toMessageDto(m: MessageRow): ChatMessageDto {
  return { _id: m.id, role: m.role, content: m.content, date: m.createdAt.toISOString(), interrupted: m.interrupted };
}

function toChatDto(c: ChatRow, messages: MessageRow[]): ChatDto {
  return {
    _id: c.id,
    title: c.title,
    messages: messages.map(toMessageDto),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** A chat's title from its first message: one line, cut at a word boundary. */
export function titleFromMessage(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= TITLE_MAX) return line || DEFAULT_CHAT_TITLE;
  const cut = line.slice(0, TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** The user's chat, or 404 for unknown, malformed and other users' ids alike. */
async function ownedChat(user: SessionUser, id: string | undefined): Promise<ChatRow> {
  if (!isChatId(id)) throw new AppError('not_found:chat');
  const [row] = await db
    .select()
    .from(chat)
    .where(and(eq(chat.id, id), eq(chat.userId, user.id)))
    .limit(1);
  if (!row) throw new AppError('not_found:chat');
  return row;
}

/**
 * The latest CHAT_MESSAGES_SHOWN messages of each chat, oldest first. A chat grows without bound
 * (and imports can add thousands of turns), so a page of chats must not carry every message ever
 * written; the whole transcript stays in the database and in the export.
 */
async function messagesOf(chatIds: string[]): Promise<Map<string, MessageRow[]>> {
  const byChat = new Map<string, MessageRow[]>(chatIds.map((id) => [id, []]));
  if (chatIds.length === 0) return byChat;
  const ranked = db
    .select({
      id: chatMessage.id,
      chatId: chatMessage.chatId,
      role: chatMessage.role,
      content: chatMessage.content,
      interrupted: chatMessage.interrupted,
      createdAt: chatMessage.createdAt,
      rank: sql<number>`row_number() over (partition by ${chatMessage.chatId} order by ${chatMessage.createdAt} desc, ${chatMessage.id} desc)`.as('rank'),
    })
    .from(chatMessage)
    .where(inArray(chatMessage.chatId, chatIds))
    .as('ranked');
  const rows = await db
    .select({ id: ranked.id, chatId: ranked.chatId, role: ranked.role, content: ranked.content, interrupted: ranked.interrupted, createdAt: ranked.createdAt })
    .from(ranked)
    .where(lte(ranked.rank, CHAT_MESSAGES_SHOWN))
    .orderBy(asc(ranked.createdAt), asc(ranked.id));
  for (const m of rows) byChat.get(m.chatId)?.push(m);
  return byChat;
}

async function loadChat(user: SessionUser, id: string | undefined): Promise<ChatDto> {
  const row = await ownedChat(user, id);
  const messages = await messagesOf([row.id]);
  return toChatDto(row, messages.get(row.id) ?? []);
}

export async function createChat(user: SessionUser): Promise<ChatDto> {
  const now = nowMs();
  const [row] = await db.insert(chat).values({ userId: user.id, title: DEFAULT_CHAT_TITLE, createdAt: now, updatedAt: now }).returning();
  return toChatDto(row, []);
}

/**
 * The user's chats, most recently active first, each with its messages oldest first. Pages by
 * keyset: pass the last chat's `updatedAt` and `_id` as `before` and `beforeId` for the next page.
 */
export async function listChats(user: SessionUser, query: Partial<ChatHistoryQuery> = {}): Promise<ChatDto[]> {
  const conditions: SQL[] = [eq(chat.userId, user.id)];
  if (query.before) {
    const before = new Date(query.before);
    conditions.push(
      query.beforeId ? (or(lt(chat.updatedAt, before), and(eq(chat.updatedAt, before), lt(chat.id, query.beforeId))) as SQL) : lt(chat.updatedAt, before),
    );
  }
  const rows = await db
    .select()
    .from(chat)
    .where(and(...conditions))
    .orderBy(desc(chat.updatedAt), desc(chat.id))
    .limit(query.limit ?? CHAT_PAGE_DEFAULT);
  const messages = await messagesOf(rows.map((r) => r.id));
  return rows.map((r) => toChatDto(r, messages.get(r.id) ?? []));
}

/** The chat's latest turns, oldest first; `without` leaves out a reply about to be replaced. */
async function recentTurns(chatId: string, without: string | null = null): Promise<ChatTurn[]> {
  const rows = await db
    .select({ role: chatMessage.role, content: chatMessage.content })
    .from(chatMessage)
    .where(without ? and(eq(chatMessage.chatId, chatId), ne(chatMessage.id, without)) : eq(chatMessage.chatId, chatId))
    .orderBy(desc(chatMessage.createdAt), desc(chatMessage.id))
    .limit(CHAT_HISTORY_TURNS);
  return rows.reverse();
}

/** Everything decided before the assistant writes: who answers, with which safety wrapping, to what. */
type ReplyPlan = {
  chat: ChatRow;
  turns: ChatTurn[];
  safety: ChatSafety;
  /** The crisis signal the answer reports (null when the reply carries no resources). */
  shown: CrisisSignalDto | null;
  /** The offline provider answers (past the allowance or a token budget, in a crisis). */
  offline: boolean;
  mood: Mood | null;
  /** The user's message the reply answers (its time orders the reply after it). */
  answering: { id: string; createdAt: Date };
  /** An interrupted reply this one replaces (a retry), deleted when the new one is stored. */
  replaces: string | null;
};

/** The crisis wrapping of a reply to `text` in `found`, and the chat's level after it. */
async function safetyFor(found: ChatRow, text: string, acceptLanguage: string | null | undefined) {
  // The offline detector reads every message first, whatever the provider and the allowance.
  const signal = await detectCrisis(text);
  const inCrisis = atLeast(signal.level, 'concern');
  // Once a chat has had a high signal, every later reply keeps a line with the resources.
  const earlier: CrisisLevel = isCrisisLevel(found.crisisLevel) ? found.crisisLevel : 'none';
  const chatLevel = maxLevel(earlier, signal.level);
  const resources = resourcesFor(acceptLanguage ?? null);
  const safety: ChatSafety = {
    note: inCrisis ? crisisNote(signal.level, resources) : null,
    reminder: atLeast(chatLevel, 'high') ? crisisReminderLine(resources) : null,
  };
  const shown = safety.note || safety.reminder ? toCrisisSignalDto({ crisisLevel: inCrisis ? signal.level : chatLevel, resources }) : null;
  return { inCrisis, earlier, chatLevel, safety, shown };
}

/**
 * Checks the allowances, then stores the user's message first (so a failing model loses nothing
 * they typed). Refusals (429 past the message allowance or the token budget) store nothing.
 */
async function planSend(user: SessionUser, chatId: string | undefined, message: string, acceptLanguage?: string | null): Promise<ReplyPlan> {
  const found = await ownedChat(user, chatId);
  const { inCrisis, earlier, chatLevel, safety, shown } = await safetyFor(found, message, acceptLanguage);
  // The token budget first: a refusal there must not use up one of today's messages. Someone in
  // crisis is answered past either limit, offline (no model call).
  const budget = await modelBudget(user, { allowOverBudget: inCrisis });
  const overAllowance = await assertChatAllowance(user).then(
    () => false,
    (e: unknown) => {
      if (isAppError(e) && e.kind === 'rate_limit' && inCrisis) return true;
      throw e;
    },
  );

  const sentAt = nowMs();
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatMessage)
      .values({ chatId: found.id, role: 'user', content: message, createdAt: sentAt })
      .returning({ id: chatMessage.id, createdAt: chatMessage.createdAt });
    const title = found.title === DEFAULT_CHAT_TITLE ? { title: titleFromMessage(message) } : {};
    const level = chatLevel !== earlier ? { crisisLevel: chatLevel } : {};
    await tx
      .update(chat)
      .set({ updatedAt: sentAt, ...title, ...level })
      .where(and(eq(chat.id, found.id), eq(chat.userId, user.id)));
    return row;
  });

  return {
    chat: found,
    turns: await recentTurns(found.id),
    safety,
    shown,
    offline: overAllowance || budget === 'offline',
    mood: inCrisis ? null : (await classifyMoodLearned(message)).mood,
    answering: inserted,
    replaces: null,
  };
}

/**
 * A retry answers the chat's last user message again, without storing it twice: allowed when the
 * chat ends with that message (the model failed, or the reply was stopped before its first word)
 * or with an interrupted reply to it, which the new reply replaces. It adds no message, so it does
 * not count against the daily message allowance; the token budget applies as to any model call.
 */
async function planRetry(user: SessionUser, chatId: string | undefined, acceptLanguage?: string | null): Promise<ReplyPlan> {
  const found = await ownedChat(user, chatId);
  const [last, before] = await db
    .select()
    .from(chatMessage)
    .where(eq(chatMessage.chatId, found.id))
    .orderBy(desc(chatMessage.createdAt), desc(chatMessage.id))
    .limit(2);
  const unanswered = last?.role === 'user' ? last : last?.role === 'assistant' && last.interrupted && before?.role === 'user' ? before : null;
  if (!unanswered) throw new AppError('conflict:chat_retry', 'There is no unanswered message to retry in this chat.');
  const replaces = unanswered === last ? null : last.id;

  // The chat's stored level already counts this message (it was raised when the message was sent).
  const { inCrisis, safety, shown } = await safetyFor(found, unanswered.content, acceptLanguage);
  const budget = await modelBudget(user, { allowOverBudget: inCrisis });
  return {
    chat: found,
    turns: await recentTurns(found.id, replaces),
    safety,
    shown,
    offline: budget === 'offline',
    mood: inCrisis ? null : (await classifyMoodLearned(unanswered.content)).mood,
    answering: { id: unanswered.id, createdAt: unanswered.createdAt },
    replaces,
  };
}

/** Stores the reply (if anything of it arrived), replacing an interrupted one on a retry. */
async function storeReply(user: SessionUser, plan: ReplyPlan, text: string, interrupted: boolean): Promise<void> {
  // Strictly after the user's message even when the reply took under a millisecond.
  const repliedAt = new Date(Math.max(Date.now(), plan.answering.createdAt.getTime() + 1));
  try {
    await db.transaction(async (tx) => {
      if (plan.replaces) await tx.delete(chatMessage).where(and(eq(chatMessage.id, plan.replaces), eq(chatMessage.chatId, plan.chat.id)));
      if (text) await tx.insert(chatMessage).values({ chatId: plan.chat.id, role: 'assistant', content: text, interrupted, createdAt: repliedAt });
      await tx
        .update(chat)
        .set({ updatedAt: repliedAt })
        .where(and(eq(chat.id, plan.chat.id), eq(chat.userId, user.id)));
    });
  } catch (e) {
    // The chat was deleted while the assistant was thinking.
    if (isForeignKeyViolation(e)) throw new AppError('not_found:chat');
    throw e;
  }
}

/** Adds a model call's tokens to the user's day; a failure to count must not lose the reply. */
async function countTokens(user: SessionUser, reply: { source: 'model' | 'offline'; usage: ChatUsage | undefined; prompt: string; text: string }) {
  if (reply.source !== 'model') return;
  try {
    await recordAiUsage(user.id, tokensOf(reply.usage, { prompt: reply.prompt, reply: reply.text }));
  } catch (e) {
    logError('[chat] could not record token usage:', e);
  }
}

async function answerWhole(user: SessionUser, plan: ReplyPlan): Promise<SendResult> {
  const reply = await generateChatReply(plan.turns, { offline: plan.offline, safety: plan.safety, mood: plan.mood });
  await countTokens(user, reply);
  await storeReply(user, plan, reply.text, false);
  return { reply: reply.text, chat: await loadChat(user, plan.chat.id), offline: reply.source === 'offline', crisis: plan.shown };
}

/** The streamed answer's body and headers (see ChatStreamEvent in lib/validation/chat.ts). */
export type ReplyEventStream = { body: ReadableStream<Uint8Array>; headers: Record<string, string> };

const EVENT_STREAM_HEADERS = {
  'content-type': `${CHAT_EVENT_STREAM}; charset=utf-8`,
  // no-transform keeps compression (Next's, a proxy's) from holding words back to fill a buffer.
  'cache-control': 'no-store, no-transform',
  'x-accel-buffering': 'no',
};

/**
 * Streams the reply as server-sent events. The model is read here on the server, not at the
 * client's pace: the reply is stored once, whole, when it ends, or with what arrived and
 * `interrupted` when it was cut short, and that happens whether or not the client is still there
 * (Stop and a dropped connection abort `signal` or cancel the body; both stop the model).
 */
async function answerStreamed(user: SessionUser, plan: ReplyPlan, signal?: AbortSignal): Promise<ReplyEventStream> {
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  let reply: Awaited<ReturnType<typeof streamChatReply>>;
  try {
    // Rejects with the 503 when the model fails before its first word (the user's message stays).
    reply = await streamChatReply(plan.turns, { offline: plan.offline, safety: plan.safety, mood: plan.mood, signal: stop.signal });
  } catch (e) {
    signal?.removeEventListener('abort', onAbort);
    throw e;
  }

  const encoder = new TextEncoder();
  let out: ReadableStreamDefaultController<Uint8Array> | null = null;
  const send = (event: ChatStreamEvent) => {
    try {
      out?.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
    } catch {
      out = null; // the client went away; the reply is still stored below
    }
  };

  const pump = async () => {
    try {
      send({ type: 'start', crisis: plan.shown });
      for await (const text of reply.pieces) send({ type: 'delta', text });
      const end = await reply.end;
      await countTokens(user, end);
      try {
        await storeReply(user, plan, end.text, end.interrupted);
        const chatDto = await loadChat(user, plan.chat.id);
        send({ type: 'done', reply: end.text, chat: chatDto, offline: end.source === 'offline', crisis: plan.shown, interrupted: end.interrupted });
      } catch (e) {
        if (!isAppError(e)) logError('[chat] could not store a streamed reply:', e);
        const failure = isAppError(e) ? e : new AppError('internal:server');
        send({ type: 'error', ...errorBody(failure.code, failure.message) });
      }
    } catch (e) {
      logError('[chat] reply stream failed:', e);
    } finally {
      signal?.removeEventListener('abort', onAbort);
      try {
        out?.close();
      } catch {
        // already closed by a cancel
      }
    }
  };

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      out = controller;
      void pump();
    },
    cancel() {
      out = null;
      stop.abort(new DOMException('The client went away.', 'AbortError'));
    },
  });
  return { body, headers: EVENT_STREAM_HEADERS };
}

/**
 * POST /api/chat/chat/{id}: stores the user's message, then answers with the assistant's whole
 * reply, stored beside it.
 */
export async function sendMessage(
  user: SessionUser,
  chatId: string | undefined,
  message: string,
  opts: { acceptLanguage?: string | null } = {},
): Promise<SendResult> {
  return answerWhole(user, await planSend(user, chatId, message, opts.acceptLanguage));
}

/** The same, streamed (`Accept: text/event-stream`). */
export async function streamMessage(
  user: SessionUser,
  chatId: string | undefined,
  message: string,
  opts: { acceptLanguage?: string | null; signal?: AbortSignal } = {},
): Promise<ReplyEventStream> {
  return answerStreamed(user, await planSend(user, chatId, message, opts.acceptLanguage), opts.signal);
}

/** POST /api/chat/chat/{id}/retry: a new reply to the chat's unanswered or interrupted last message. */
export async function retryReply(user: SessionUser, chatId: string | undefined, opts: { acceptLanguage?: string | null } = {}): Promise<SendResult> {
  return answerWhole(user, await planRetry(user, chatId, opts.acceptLanguage));
}

/** The same, streamed. */
export async function streamRetry(
  user: SessionUser,
  chatId: string | undefined,
  opts: { acceptLanguage?: string | null; signal?: AbortSignal } = {},
): Promise<ReplyEventStream> {
  return answerStreamed(user, await planRetry(user, chatId, opts.acceptLanguage), opts.signal);
}

export async function clearChat(user: SessionUser, chatId: string | undefined): Promise<{ message: string }> {
  const found = await ownedChat(user, chatId);
  await db.delete(chatMessage).where(eq(chatMessage.chatId, found.id));
  return { message: 'Chat cleared' };
}

export async function deleteChat(user: SessionUser, chatId: string | undefined): Promise<{ message: string }> {
  if (!isChatId(chatId)) throw new AppError('not_found:chat');
  const deleted = await db
    .delete(chat)
    .where(and(eq(chat.id, chatId), eq(chat.userId, user.id)))
    .returning({ id: chat.id });
  if (deleted.length === 0) throw new AppError('not_found:chat');
  return { message: 'Chat deleted' };
}
