// The streamed chat reply's media type, apart from the chat schemas so the browser's stream reader
// (lib/client-api/chat-stream.ts) does not download the validator with it.

export const CHAT_EVENT_STREAM = 'text/event-stream';

/** Whether an Accept header asks for the streamed reply (`text/event-stream` with a non-zero q). */
export function wantsEventStream(accept: string | null | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => {
    const [type, ...params] = range.split(';').map((s) => s.trim().toLowerCase());
    if (type !== CHAT_EVENT_STREAM) return false;
    const q = params.find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}
