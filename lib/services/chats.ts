import 'server-only';
import { and, asc, desc, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { chat, chatMessage } from '@/lib/db/schema';
import { AppError, isAppError } from '@/lib/errors';
import { isForeignKeyViolation } from '@/lib/db/errors';
import { CHAT_HISTORY_TURNS, generateChatReply, type ChatSafety, type ChatTurn } from '@/lib/ai/chat';
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
} from '@/lib/safety';
import { assertChatAllowance } from '@/lib/services/ai-allowance';
import {
  CHAT_MESSAGES_SHOWN,
  CHAT_PAGE_DEFAULT,
  isChatId,
  type ChatDto,
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
  return { _id: m.id, role: m.role, content: m.content, date: m.createdAt.toISOString() };
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

async function recentTurns(chatId: string): Promise<ChatTurn[]> {
  const rows = await db
    .select({ role: chatMessage.role, content: chatMessage.content })
    .from(chatMessage)
    .where(eq(chatMessage.chatId, chatId))
    .orderBy(desc(chatMessage.createdAt), desc(chatMessage.id))
    .limit(CHAT_HISTORY_TURNS);
  return rows.reverse();
}

/**
 * Stores the user's message first (so a failing model loses nothing they typed), then asks the
 * assistant with the chat's recent history and stores its reply.
 */
export async function sendMessage(
  user: SessionUser,
  chatId: string | undefined,
  message: string,
  opts: { acceptLanguage?: string | null } = {},
): Promise<SendResult> {
  const found = await ownedChat(user, chatId);
  // The offline detector reads every message first, whatever the provider and the allowance.
  const signal = await detectCrisis(message);
  const inCrisis = atLeast(signal.level, 'concern');
  const overAllowance = await assertChatAllowance(user).then(
    () => false,
    (e: unknown) => {
      // Someone in crisis still gets the resources (offline, no model call) after the allowance.
      if (isAppError(e) && e.kind === 'rate_limit' && inCrisis) return true;
      throw e;
    },
  );

  // Once a chat has had a high signal, every later reply keeps a line with the resources.
  const earlier: CrisisLevel = isCrisisLevel(found.crisisLevel) ? found.crisisLevel : 'none';
  const chatLevel = maxLevel(earlier, signal.level);
  const resources = resourcesFor(opts.acceptLanguage ?? null);
  const safety: ChatSafety = {
    note: inCrisis ? crisisNote(signal.level, resources) : null,
    reminder: atLeast(chatLevel, 'high') ? crisisReminderLine(resources) : null,
  };

  const sentAt = nowMs();
  await db.transaction(async (tx) => {
    await tx.insert(chatMessage).values({ chatId: found.id, role: 'user', content: message, createdAt: sentAt });
    const title = found.title === DEFAULT_CHAT_TITLE ? { title: titleFromMessage(message) } : {};
    const level = chatLevel !== earlier ? { crisisLevel: chatLevel } : {};
    await tx
      .update(chat)
      .set({ updatedAt: sentAt, ...title, ...level })
      .where(and(eq(chat.id, found.id), eq(chat.userId, user.id)));
  });

  const mood = inCrisis ? null : (await classifyMoodLearned(message)).mood;
  const reply = await generateChatReply(await recentTurns(found.id), { offline: overAllowance, safety, mood });

  // Strictly after the user's message even when the reply took under a millisecond.
  const repliedAt = new Date(Math.max(Date.now(), sentAt.getTime() + 1));
  try {
    await db.transaction(async (tx) => {
      await tx.insert(chatMessage).values({ chatId: found.id, role: 'assistant', content: reply.text, createdAt: repliedAt });
      await tx
        .update(chat)
        .set({ updatedAt: repliedAt })
        .where(and(eq(chat.id, found.id), eq(chat.userId, user.id)));
    });
  } catch (e) {
    // The chat was deleted while the assistant was thinking.
    if (isForeignKeyViolation(e)) throw new AppError('not_found:chat');
    throw e;
  }

  const shown = safety.note || safety.reminder ? toCrisisSignalDto({ crisisLevel: inCrisis ? signal.level : chatLevel, resources }) : null;
  return { reply: reply.text, chat: await loadChat(user, found.id), offline: reply.source === 'offline', crisis: shown };
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
