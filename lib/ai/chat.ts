import { generateText, type LanguageModel, type ModelMessage } from 'ai';
import { selectModel } from '@/lib/ai/provider';
import { CRISIS_NOTE, signalsCrisis } from '@/lib/ai/safety';
import { CHAT_CRISIS_ADDENDUM, CHAT_SYSTEM_PROMPT } from '@/lib/ai/prompts/chat';
import { OFFLINE_CRISIS_FOLLOW_UP, offlineChatReply, type ChatTurn } from '@/lib/ai/offline/chat';
import { AppError } from '@/lib/errors';

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
  return text.replace(/\u0000/g, '').trim().slice(0, MAX_REPLY_CHARS);
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

/**
 * The assistant's reply to the last user turn of `history` (oldest first). Crisis language gets
 * crisis resources first, whatever the provider; a model failure throws a 503 AppError, except in
 * a crisis, where the resources alone are still worth answering with. `offline` keeps the model
 * out of it (a user past their daily allowance who still needs the resources).
 */
export async function generateChatReply(history: ChatTurn[], opts: { offline?: boolean } = {}): Promise<ChatReply> {
  const lastUser = [...history].reverse().find((t) => t.role === 'user');
  const crisis = lastUser ? signalsCrisis(lastUser.content) : false;
  const selected = opts.offline ? ({ kind: 'offline' } as const) : selectModel();

  if (selected.kind === 'offline') {
    const body = crisis ? OFFLINE_CRISIS_FOLLOW_UP : offlineChatReply(history);
    return { text: crisis ? `${CRISIS_NOTE}\n\n${body}` : body, source: 'offline', crisis };
  }

  try {
    const body = await askModel(selected.model, history, crisis);
    return { text: crisis ? `${CRISIS_NOTE}\n\n${body}` : body, source: 'model', crisis };
  } catch (e) {
    console.error('[ai] chat reply failed:', (e as Error)?.message ?? e);
    if (crisis) return { text: `${CRISIS_NOTE}\n\n${OFFLINE_CRISIS_FOLLOW_UP}`, source: 'offline', crisis };
    throw new AppError(
      'unavailable:ai',
      'The AI assistant is temporarily unavailable. Your message was saved; please try again shortly.',
      { cause: e },
    );
  }
}
