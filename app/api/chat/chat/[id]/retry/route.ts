import { route } from '@/lib/http/route';
import { retryReply, streamRetry } from '@/lib/services/chats';
import { retryReplySchema, wantsEventStream } from '@/lib/validation/chat';

// A new reply to the chat's unanswered or interrupted last message (409 when there is none), JSON
// or streamed like POST /api/chat/chat/{id}.
export const POST = route({ auth: 'user', body: retryReplySchema }, async ({ req, user, params }) => {
  const acceptLanguage = req.headers.get('accept-language');
  if (!wantsEventStream(req.headers.get('accept'))) return retryReply(user, params.id, { acceptLanguage });
  const stream = await streamRetry(user, params.id, { acceptLanguage, signal: req.signal });
  return new Response(stream.body, { headers: stream.headers });
});
