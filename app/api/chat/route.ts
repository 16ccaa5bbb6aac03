import { json, route } from '@/lib/http/route';
import { createChat } from '@/lib/services/chats';
import { createChatSchema } from '@/lib/validation/chat';

// SPEC section 7: POST /api/chat, empty body, creates a chat for the acting user. A body that is
// not empty (or `{}`) is refused, so a malformed request never creates a chat.
export const POST = route({ auth: 'user', body: createChatSchema }, async ({ user }) => json(await createChat(user), 201));
