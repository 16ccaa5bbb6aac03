import { json, route } from '@/lib/http/route';
import { forwardAuthCookies } from '@/lib/http/cookies';
import { confirmEmailChange } from '@/lib/services/auth-email-change';
import { changeEmailConfirmSchema } from '@/lib/validation/auth';

export const POST = route({ auth: 'user', body: changeEmailConfirmSchema }, async ({ body, req, user }) => {
  const result = await confirmEmailChange(user, req.headers, body);
  return forwardAuthCookies(result.headers, json({ user: result.user, message: result.message }));
});
