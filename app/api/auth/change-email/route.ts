import { route } from '@/lib/http/route';
import { requestEmailChange } from '@/lib/services/auth-email-change';
import { changeEmailRequestSchema } from '@/lib/validation/auth';

export const POST = route({ auth: 'user', body: changeEmailRequestSchema }, async ({ body, req, user }) => requestEmailChange(user, req.headers, body));
