import { route } from '@/lib/http/route';
import { sendMessage, streamMessage } from '@/lib/services/chats';
import { sendMessageSchema, wantsEventStream } from '@/lib/validation/chat';

// JSON ({ reply, chat, offline, crisis }) by default, as the SPEC has it; the reply streamed as
// server-sent events when the request says `Accept: text/event-stream` (ChatStreamEvent).
export const POST = route({ auth: 'user', body: sendMessageSchema }, async ({ req, user, params, body }) => {
  const acceptLanguage = req.headers.get('accept-language');
  if (!wantsEventStream(req.headers.get('accept'))) return sendMessage(user, params.id, body.message, { acceptLanguage });
  const stream = await streamMessage(user, params.id, body.message, { acceptLanguage, signal: req.signal });
  return new Response(stream.body, { headers: stream.headers });
});
