import { json, route } from '@/lib/http/route';
import { forwardAuthCookies } from '@/lib/http/cookies';
import { logout } from '@/lib/services/auth';

export const POST = route({ auth: 'user' }, async ({ req }) => {
  const headers = await logout(req.headers);
  return forwardAuthCookies(headers, json({ message: 'Logged out' }));
});
