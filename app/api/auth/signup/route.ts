import { json, route } from '@/lib/http/route';
import { signup } from '@/lib/services/auth';
import { signupSchema } from '@/lib/validation/auth';

export const POST = route({ body: signupSchema }, async ({ body, req }) => {
  const { message, setCookie } = await signup(body, req.headers);
  const res = json({ message }, 201);
  res.headers.append('set-cookie', setCookie);
  return res;
});
