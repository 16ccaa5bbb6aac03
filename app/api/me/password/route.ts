import { json, route } from '@/lib/http/route';
import { forwardAuthCookies } from '@/lib/http/cookies';
import { changePassword } from '@/lib/services/account';
import { changePasswordSchema } from '@/lib/validation/account';

export const POST = route({ auth: 'user', body: changePasswordSchema }, async ({ req, user, body }) => {
  const { token, message, headers } = await changePassword(user, req.headers, body);
  return forwardAuthCookies(headers, json({ message, token }));
});
