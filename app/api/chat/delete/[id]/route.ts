import { route } from '@/lib/http/route';
import { deleteChat } from '@/lib/services/chats';

export const DELETE = route({ auth: 'user' }, async ({ user, params }) => deleteChat(user, params.id));
