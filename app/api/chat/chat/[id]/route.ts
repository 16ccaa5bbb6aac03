import { route } from '@/lib/http/route';
import { sendMessage } from '@/lib/services/chats';
import { sendMessageSchema } from '@/lib/validation/chat';

export const POST = route({ auth: 'user', body: sendMessageSchema }, async ({ req, user, params, body }) =>
  sendMessage(user, params.id, body.message, { acceptLanguage: req.headers.get('accept-language') }),
);
