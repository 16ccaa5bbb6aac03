import { route } from '@/lib/http/route';
import { listChats } from '@/lib/services/chats';
import { chatHistoryQuerySchema } from '@/lib/validation/chat';

export const dynamic = 'force-dynamic';

export const GET = route({ auth: 'user', query: chatHistoryQuerySchema }, async ({ user, query }) => listChats(user, query));
