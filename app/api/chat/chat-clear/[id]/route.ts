import { route } from '@/lib/http/route';
import { clearChat } from '@/lib/services/chats';

export const DELETE = route({ auth: 'user' }, async ({ user, params }) => clearChat(user, params.id));
