import { json, route } from '@/lib/http/route';
import { createChat } from '@/lib/services/chats';

// SPEC section 7: POST /api/chat, empty body, creates a chat for the acting user.
export const POST = route({ auth: 'user' }, async ({ user }) => json(await createChat(user), 201));
