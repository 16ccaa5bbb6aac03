import { APICallError, generateText, streamText, type LanguageModel, type ModelMessage, type TextStreamPart, type ToolSet } from 'ai';
import { selectModel } from '@/lib/ai/provider';
import { isTimeout, modelUnavailable } from '@/lib/ai/failures';
import { CHAT_CRISIS_ADDENDUM, CHAT_SYSTEM_PROMPT } from '@/lib/ai/prompts/chat';
import { OFFLINE_CRISIS_FOLLOW_UP, offlineChatReply, type ChatTurn } from '@/lib/ai/offline/chat';
import { serverEnv } from '@/lib/env';
import { logError } from '@/lib/log';
import type { Mood } from '@/lib/moods';

export type { ChatTurn } from '@/lib/ai/offline/chat';

/** The tokens a provider reported for a reply; any field may be missing on OpenAI-compatible servers. */
export type ChatUsage = { inputTokens?: number; outputTokens?: number; totalTokens?: number };

export type ChatReply = {
  text: string;
  /** Which provider wrote the body of the reply. */
  source: 'model' | 'offline';
  /** Crisis resources were put first. */
  crisis: boolean;
  /** What the provider reported (undefined offline, or when it reported nothing). */
  usage: ChatUsage | undefined;
  /** The text sent to the model, for estimating tokens when the provider reports none. */
  prompt: string;
};

/** How many of the chat's latest turns the model sees. */
export const CHAT_HISTORY_TURNS = 20;
/** A cap on the characters of history sent, oldest turns dropped first (about 6k tokens). */
const HISTORY_CHAR_BUDGET = 24_000;
const MAX_OUTPUT_TOKENS = 800;
const MAX_REPLY_CHARS = 8_000;
/**
 * A streamed reply may take this many AI_TIMEOUT_MS in all: the first word and every gap between
 * words must come within AI_TIMEOUT_MS, but a long reply written at a steady pace may take longer
 * than one timeout, and a server trickling a word just inside each gap must still end.
 */
const STREAM_TOTAL_TIMEOUTS = 4;

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

const stripNul = (text: string) => text.replace(/\u0000/g, '');

function cleanReply(text: string): string {
  return stripNul(text).trim().slice(0, MAX_REPLY_CHARS);
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

type ChatOptions = {
  /** Keep the model out of it: past the daily allowance or a token budget, answered offline. */
  offline?: boolean;
  safety?: ChatSafety;
  /** The learned classifier's reading of the last message, so offline reflections agree with the journal. */
  mood?: Mood | null;
};

function promptOf(history: ChatTurn[], crisis: boolean) {
  const system = crisis ? `${CHAT_SYSTEM_PROMPT}\n\n${CHAT_CRISIS_ADDENDUM}` : CHAT_SYSTEM_PROMPT;
  const messages: ModelMessage[] = fitHistory(history).map((t) => ({ role: t.role, content: t.content }));
  const text = [system, ...messages.map((m) => m.content as string)].join('\n');
  return { system, messages, text };
}

function offlineBody(history: ChatTurn[], crisis: boolean, mood: Mood | null | undefined): string {
  return crisis ? OFFLINE_CRISIS_FOLLOW_UP : offlineChatReply(history, { mood: mood ?? null });
}

function addUsage(total: ChatUsage | undefined, more: ChatUsage | undefined): ChatUsage | undefined {
  if (!more) return total;
  const sum = (a: number | undefined, b: number | undefined) => (a === undefined && b === undefined ? undefined : (a ?? 0) + (b ?? 0));
  return {
    inputTokens: sum(total?.inputTokens, more.inputTokens),
    outputTokens: sum(total?.outputTokens, more.outputTokens),
    totalTokens: sum(total?.totalTokens, more.totalTokens),
  };
}

/** The model answered, but with nothing to show (no text, or only whitespace). */
class EmptyReplyError extends Error {
  constructor(finishReason: string | undefined) {
    super(`the model returned no text (finish reason: ${finishReason ?? 'none'})`);
    this.name = 'EmptyReplyError';
  }
}

/**
 * Worth asking once more, at once: an empty or unreadable answer, a server error, a dropped
 * connection. Not a timeout (the time is spent) and not a refusal such as 429: waiting out a
 * provider's Retry-After inside someone's request would hold them up to a minute, so the wait goes
 * back to the client (lib/ai/failures.ts) instead. This is also why the SDK's own retries are off.
 */
function worthRetrying(e: unknown): boolean {
  if (isTimeout(e)) return false;
  if (APICallError.isInstance(e) && e.statusCode !== undefined && e.statusCode >= 400 && e.statusCode < 500) return false;
  return true;
}

/** AI_TIMEOUT_MS, read per call so a changed setting applies at once. */
function chatTimeoutMs(): number {
  return serverEnv().AI_TIMEOUT_MS;
}

function timeoutError(ms: number): DOMException {
  return new DOMException(`The model did not answer within ${ms} ms.`, 'TimeoutError');
}

/**
 * The assistant's reply to the last user turn of `history` (oldest first), whole. The service's
 * safety decision wraps whatever the provider writes, so no model answer can remove the resources;
 * a model failure throws a 503 AppError (with the provider's Retry-After when it gave one), except
 * in a crisis, where the resources and the offline follow-up are still worth answering with.
 */
export async function generateChatReply(history: ChatTurn[], opts: ChatOptions = {}): Promise<ChatReply> {
  const safety = opts.safety ?? NO_SAFETY;
  const crisis = Boolean(safety.note);
  const prompt = promptOf(history, crisis);
  const selected = opts.offline ? ({ kind: 'offline' } as const) : selectModel();
  const offline = (): ChatReply => ({
    text: withSafety(offlineBody(history, crisis, opts.mood), safety),
    source: 'offline',
    crisis,
    usage: undefined,
    prompt: prompt.text,
  });
  if (selected.kind === 'offline') return offline();

  // One deadline for both tries: the request as a whole answers within AI_TIMEOUT_MS.
  const ms = chatTimeoutMs();
  const deadline = AbortSignal.timeout(ms);
  let usage: ChatUsage | undefined;
  const attempt = async () => {
    const result = await generateText({
      model: selected.model,
      system: prompt.system,
      messages: prompt.messages,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      maxRetries: 0,
      abortSignal: deadline,
    });
    usage = addUsage(usage, result.usage);
    const text = cleanReply(result.text);
    if (!text) throw new EmptyReplyError(result.finishReason);
    return text;
  };
  try {
    let body: string;
    try {
      body = await attempt();
    } catch (e) {
      if (!worthRetrying(e) || deadline.aborted) throw e;
      body = await attempt();
    }
    return { text: withSafety(body, safety), source: 'model', crisis, usage, prompt: prompt.text };
  } catch (e) {
    const reason = deadline.aborted ? timeoutError(ms) : e;
    logError('[ai] chat reply failed:', reason);
    if (crisis) return { ...offline(), usage };
    throw modelUnavailable('unavailable:chat', reason);
  }
}

/** How a streamed reply ended. */
export type ChatStreamEnd = {
  /** The reply as it should be stored: the body trimmed, wrapped in the safety note or reminder. */
  text: string;
  /** Cut short (Stop, a dropped connection, a model stream that failed or stalled half way). */
  interrupted: boolean;
  source: 'model' | 'offline';
  usage: ChatUsage | undefined;
  prompt: string;
};

export type ChatReplyStream = {
  crisis: boolean;
  /**
   * The reply as it is written: the crisis note first (when there is one), then the body as the
   * provider writes it, then the reminder line. Never throws; stops early when the reply is cut.
   */
  pieces: AsyncIterable<string>;
  /** Settles once `pieces` has ended (or its reader let go): what to store. */
  end: Promise<ChatStreamEnd>;
};

/** Words with the spaces after them: the offline reply streamed the way a model writes. */
function words(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
}

/**
 * One streamed model reply with its clock: the first word must come within AI_TIMEOUT_MS, and so
 * must every next one, and the whole within STREAM_TOTAL_TIMEOUTS of them; `outer` (the request's
 * signal) ends it too. An empty or broken answer before the first word is asked again once.
 */
function modelStream(model: LanguageModel, prompt: ReturnType<typeof promptOf>, outer: AbortSignal | undefined) {
  const ms = chatTimeoutMs();
  const ctrl = new AbortController();
  let idle: ReturnType<typeof setTimeout> | undefined;
  let expired = false;
  const expire = () => {
    expired = true;
    ctrl.abort(timeoutError(ms));
  };
  const kick = () => {
    clearTimeout(idle);
    idle = setTimeout(expire, ms);
  };
  const total = setTimeout(expire, ms * STREAM_TOTAL_TIMEOUTS);
  const onOuter = () => ctrl.abort(outer?.reason);
  if (outer?.aborted) onOuter();
  else outer?.addEventListener('abort', onOuter, { once: true });
  kick();

  let usage: ChatUsage | undefined;
  let parts: AsyncIterator<TextStreamPart<ToolSet>> | null = null;

  const begin = () => {
    const result = streamText({
      model,
      system: prompt.system,
      messages: prompt.messages,
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      maxRetries: 0,
      abortSignal: ctrl.signal,
      // Failures arrive as stream parts and are handled below; the SDK's default would log them twice.
      onError: () => {},
    });
    parts = result.fullStream[Symbol.asyncIterator]();
    return parts;
  };

  /** The first non-blank text of one attempt, leading whitespace dropped; throws what went wrong. */
  const firstText = async (it: AsyncIterator<TextStreamPart<ToolSet>>): Promise<string> => {
    for (;;) {
      const { value: part, done } = await it.next();
      if (done) throw new EmptyReplyError(undefined);
      if (part.type === 'text-delta') {
        const text = stripNul(part.text).replace(/^\s+/, '');
        if (text) return text;
      } else if (part.type === 'error') throw part.error;
      else if (part.type === 'abort') throw ctrl.signal.reason ?? new DOMException('aborted', 'AbortError');
      else if (part.type === 'finish') {
        usage = addUsage(usage, part.totalUsage);
        throw new EmptyReplyError(part.finishReason);
      }
    }
  };

  return {
    /** Waits for the first words (trying once more when worth it); throws when none come. */
    async open(): Promise<string> {
      try {
        const it = begin();
        try {
          return await firstText(it);
        } catch (e) {
          if (!worthRetrying(e) || ctrl.signal.aborted) throw e;
          void it.return?.().catch(() => {});
          return await firstText(begin());
        }
      } catch (e) {
        throw expired ? ctrl.signal.reason : e;
      }
    },
    /** The words after the first; `complete` false when the stream ended any other way than finishing. */
    async *rest(state: { complete: boolean; chars: number }): AsyncGenerator<string> {
      const it = parts!;
      for (;;) {
        let next: IteratorResult<TextStreamPart<ToolSet>>;
        try {
          next = await it.next();
        } catch (e) {
          if (!ctrl.signal.aborted) logError('[ai] chat stream broke off:', e);
          return;
        }
        if (next.done) return;
        const part = next.value;
        if (part.type === 'text-delta') {
          kick();
          const room = MAX_REPLY_CHARS - state.chars;
          const text = stripNul(part.text).slice(0, Math.max(0, room));
          if (text) yield text;
          if (room - text.length <= 0) {
            // Long enough: a reply this size is whole for our purposes, and the model may stop.
            state.complete = true;
            return;
          }
        } else if (part.type === 'finish') {
          usage = addUsage(usage, part.totalUsage);
          state.complete = part.finishReason !== 'error';
        } else if (part.type === 'error') {
          logError('[ai] chat stream failed half way:', part.error);
          return;
        } else if (part.type === 'abort') {
          return;
        }
      }
    },
    usage: () => usage,
    timedOut: () => expired,
    /** Stops the model (if still writing) and the clocks. */
    close() {
      clearTimeout(idle);
      clearTimeout(total);
      outer?.removeEventListener('abort', onOuter);
      if (!ctrl.signal.aborted) ctrl.abort(new DOMException('The reply is over.', 'AbortError'));
      void parts?.return?.().catch(() => {});
    },
  };
}

/**
 * The assistant's reply, streamed. Resolves when the reply has begun: at once offline or in a
 * crisis (the resources are the first piece, before any model word), else when the model's first
 * words arrived. A model that fails before writing anything rejects with a 503 AppError (with the
 * provider's Retry-After), or in a crisis is followed by the offline crisis answer instead. Once
 * begun, `pieces` never throws: a reply cut short (`signal` aborted by the client going away, the
 * model stream failing or stalling half way) ends early and `end` says so, with what arrived.
 */
export async function streamChatReply(history: ChatTurn[], opts: ChatOptions & { signal?: AbortSignal } = {}): Promise<ChatReplyStream> {
  const safety = opts.safety ?? NO_SAFETY;
  const crisis = Boolean(safety.note);
  const prompt = promptOf(history, crisis);
  const selected = opts.offline ? ({ kind: 'offline' } as const) : selectModel();

  let settle!: (end: ChatStreamEnd) => void;
  const end = new Promise<ChatStreamEnd>((resolve) => (settle = resolve));
  const finish = (body: string, interrupted: boolean, source: 'model' | 'offline', usage: ChatUsage | undefined) => {
    const trimmed = body.trim().slice(0, MAX_REPLY_CHARS);
    // Nothing of the body arrived and no resources to keep: there is no reply to store.
    const text = trimmed || safety.note ? withSafety(trimmed, safety) : '';
    settle({ text, interrupted, source, usage, prompt: prompt.text });
  };
  const closing = safety.note || !safety.reminder ? null : `\n\n${safety.reminder}`;

  if (selected.kind === 'offline') {
    const body = offlineBody(history, crisis, opts.mood);
    async function* offlinePieces() {
      let sent = '';
      try {
        if (safety.note) yield `${safety.note}\n\n`;
        for (const word of words(body)) {
          if (opts.signal?.aborted) return;
          sent += word;
          yield word;
        }
        if (closing) yield closing;
      } finally {
        const whole = sent === body;
        finish(whole ? body : sent, !whole, 'offline', undefined);
      }
    }
    return { crisis, pieces: offlinePieces(), end };
  }

  const run = modelStream(selected.model, prompt, opts.signal);
  let first: string | null = null;
  if (!crisis) {
    try {
      first = await run.open();
    } catch (e) {
      run.close();
      logError('[ai] chat reply failed:', e);
      throw modelUnavailable('unavailable:chat', e);
    }
  }

  async function* modelPieces() {
    let body = '';
    let source: 'model' | 'offline' = 'model';
    const state = { complete: false, chars: 0 };
    try {
      if (safety.note) yield `${safety.note}\n\n`;
      if (first === null) {
        try {
          first = await run.open();
        } catch (e) {
          // In a crisis the resources are already out; a failing model must not end the answer there.
          logError('[ai] chat reply failed (crisis, answered offline):', e);
          source = 'offline';
          if (opts.signal?.aborted) return;
          body = OFFLINE_CRISIS_FOLLOW_UP;
          state.complete = true;
          for (const word of words(body)) yield word;
          return;
        }
      }
      body = first.slice(0, MAX_REPLY_CHARS);
      state.chars = body.length;
      yield body;
      for await (const text of run.rest(state)) {
        body += text;
        state.chars = body.length;
        yield text;
      }
      // The reminder ends a reply cut short too: it is stored with it (withSafety), so it is shown.
      if (closing && body.trim()) yield closing;
    } finally {
      if (source === 'model' && run.timedOut()) logError('[ai] chat stream stalled:', timeoutError(chatTimeoutMs()));
      run.close();
      finish(body, !state.complete, source, source === 'model' ? run.usage() : undefined);
    }
  }
  return { crisis, pieces: modelPieces(), end };
}
