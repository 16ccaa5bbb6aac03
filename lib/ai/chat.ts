import { generateText, type LanguageModel, type ModelMessage } from 'ai';
import { selectModel } from '@/lib/ai/provider';
import { CHAT_CRISIS_ADDENDUM, CHAT_SYSTEM_PROMPT } from '@/lib/ai/prompts/chat';
import { OFFLINE_CRISIS_FOLLOW_UP, offlineChatReply, type ChatTurn } from '@/lib/ai/offline/chat';
import { AppError } from '@/lib/errors';
import type { Mood } from '@/lib/moods';

export type { ChatTurn } from '@/lib/ai/offline/chat';

export type ChatReply = {
  text: string;
  /** Which provider wrote the body of the reply. */
  source: 'model' | 'offline';
  /** Crisis resources were put first. */
  crisis: boolean;
};

/** How many of the chat's latest turns the model sees. */
export const CHAT_HISTORY_TURNS = 20;
/** A cap on the characters of history sent, oldest turns dropped first (about 6k tokens). */
const HISTORY_CHAR_BUDGET = 24_000;
const MAX_OUTPUT_TOKENS = 800;
const REPLY_TIMEOUT_MS = 45_000;
const MAX_REPLY_CHARS = 8_000;

/** The recent turns that fit the budget, always keeping the newest one. */
export function fitHistory(history: ChatTurn[]): ChatTurn[] {
  const recent = history.slice(-CHAT_HISTORY_TURNS);
  const kept: ChatTurn[] = [];
  let used = 0;
  for (let i = recent.length - 1; i >= 0; i--) {
    used += recent[i].content.length;
    if (kept.length > 0 && used > HISTORY_CHAR_BUDGET) break;
    kept.unshift(recent[i]);
  }
  return kept;
}

function cleanReply(text: string): string {
  return text
    .replace(/\u0000/g, '')
    .trim()
    .slice(0, MAX_REPLY_CHARS);
}

async function askModel(model: LanguageModel, history: ChatTurn[], crisis: boolean): Promise<string> {
  const messages: ModelMessage[] = fitHistory(history).map((t) => ({ role: t.role, content: t.content }));
  const result = await generateText({
    model,
    system: crisis ? `${CHAT_SYSTEM_PROMPT}\n\n${CHAT_CRISIS_ADDENDUM}` : CHAT_SYSTEM_PROMPT,
    messages,
    maxOutputTokens: MAX_OUTPUT_TOKENS,
    maxRetries: 1,
    abortSignal: AbortSignal.timeout(REPLY_TIMEOUT_MS),
  });
  const text = cleanReply(result.text);
  if (!text) throw new Error(`the model returned no text (finish reason: ${result.finishReason})`);
  return text;
}

/** What the chat service decided about safety before the reply is written (lib/services/chats.ts). */
export type ChatSafety = {
  /** Resources to put first (the last message read at concern or above), or null. */
  note: string | null;
  /** A short resources line to keep at the end of every reply once the chat had a high signal. */
  reminder: string | null;
};

const NO_SAFETY: ChatSafety = { note: null, reminder: null };

function withSafety(body: string, safety: ChatSafety): string {
  const parts = [safety.note, body, safety.note ? null : safety.reminder].filter(Boolean);
  return parts.join('\n\n');
}

/**
 * The assistant's reply to the last user turn of `history` (oldest first). The service's safety
 * decision wraps whatever the provider writes, so no model answer can remove the resources; a
 * model failure throws a 503 AppError, except in a crisis, where the resources alone are still
 * worth answering with. `offline` keeps the model out of it (a user past their daily allowance who
 * still needs the resources). `mood` is the learned classifier's reading of the last message, so
 * offline reflections agree with the journal's analysis.
 */
export async function generateChatReply(history: ChatTurn[], opts: { offline?: boolean; safety?: ChatSafety; mood?: Mood | null } = {}): Promise<ChatReply> {
  const safety = opts.safety ?? NO_SAFETY;
  const crisis = Boolean(safety.note);
  const selected = opts.offline ? ({ kind: 'offline' } as const) : selectModel();

  if (selected.kind === 'offline') {
    const body = crisis ? OFFLINE_CRISIS_FOLLOW_UP : offlineChatReply(history, { mood: opts.mood ?? null });
    return { text: withSafety(body, safety), source: 'offline', crisis };
  }

  try {
    const body = await askModel(selected.model, history, crisis);
    return { text: withSafety(body, safety), source: 'model', crisis };
  } catch (e) {
    console.error('[ai] chat reply failed:', (e as Error)?.message ?? e);
    if (crisis) return { text: withSafety(OFFLINE_CRISIS_FOLLOW_UP, safety), source: 'offline', crisis };
    throw new AppError('unavailable:chat', undefined, { cause: e });
  }
}
