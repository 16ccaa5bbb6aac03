import { json, route } from '@/lib/http/route';
import { forwardAuthCookies } from '@/lib/http/cookies';
import { login } from '@/lib/services/auth';
import { loginSchema } from '@/lib/validation/auth';

export const POST = route({ body: loginSchema }, async ({ body, req }) => {
  const { token, user, headers } = await login(body, req.headers);
  return forwardAuthCookies(headers, json({ token, user }));
});
