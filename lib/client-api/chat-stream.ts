'use client';
import type { ChatStreamEvent, SendResult } from '@/lib/validation/chat';
import { CHAT_EVENT_STREAM } from '@/lib/validation/event-stream';
import type { CrisisSignalDto } from '@/lib/validation/journal';
import { ApiError, apiRequest } from './http';

/** What a streamed reply ends with: the stored reply and chat, and whether it was cut short. */
export type StreamedReply = SendResult & { interrupted: boolean };

export type StreamHandlers = {
  signal?: AbortSignal;
  /** The answer has begun; `crisis` is known before any text. */
  onStart?: (crisis: CrisisSignalDto | null) => void;
  /** More of the reply's text, in order. */
  onText?: (text: string) => void;
};

/** The stream ended without its `done` event: the connection dropped on the way. */
export class ReplyCutShort extends Error {
  constructor() {
    super('The reply was cut off.');
    this.name = 'ReplyCutShort';
  }
}

/** The events in `buffer` that are complete (ended by a blank line), and what is left over. */
export function splitEvents(buffer: string): { events: ChatStreamEvent[]; rest: string } {
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: ChatStreamEvent[] = [];
  for (const block of blocks) {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (!data) continue; // comments and keep-alives
    try {
      events.push(JSON.parse(data) as ChatStreamEvent);
    } catch {
      // Not one of ours (a proxy's note): skipped.
    }
  }
  return { events, rest };
}

/**
 * POSTs to a chat reply endpoint asking for the streamed answer, hands the text over as it
 * arrives, and resolves with the final `done`. Failures before the stream (429, 503, ...) throw
 * ApiError as every other call does; aborting `signal` (Stop) throws the AbortError.
 */
export async function streamReply(path: string, body: unknown, handlers: StreamHandlers = {}): Promise<StreamedReply> {
  const res = await apiRequest(path, {
    method: 'POST',
    body: JSON.stringify(body),
    contentType: 'application/json',
    accept: `${CHAT_EVENT_STREAM}, application/json;q=0.5`,
    bearer: true,
    signal: handlers.signal,
  });
  // A server (or a proxy) that answered with the whole reply as JSON: one path for the caller still.
  if (!res.headers.get('content-type')?.includes(CHAT_EVENT_STREAM) || !res.body) {
    const whole = (await res.json()) as SendResult;
    handlers.onStart?.(whole.crisis);
    handlers.onText?.(whole.reply);
    return { ...whole, interrupted: false };
  }

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const { events, rest } = splitEvents(buffer + value);
      buffer = rest;
      for (const event of events) {
        if (event.type === 'start') handlers.onStart?.(event.crisis);
        else if (event.type === 'delta') handlers.onText?.(event.text);
        else if (event.type === 'done') return event;
        else if (event.type === 'error') throw new ApiError(event.message, 500, event, event.message);
      }
    }
  } catch (e) {
    if (e instanceof ApiError || (e as Error)?.name === 'AbortError') throw e;
    throw new ReplyCutShort();
  } finally {
    reader.cancel().catch(() => {});
  }
  throw new ReplyCutShort();
}
