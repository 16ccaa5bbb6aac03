import { json, route } from '@/lib/http/route';
import { clearAuthCookies, forwardAuthCookies } from '@/lib/http/cookies';
import { logout } from '@/lib/services/auth';

// Idempotent: a client whose session already ended (expired, revoked elsewhere) still gets 200
// and cleared cookies, so it is never stuck on 'Logout failed'.
export const POST = route({}, async ({ req }) => {
  const res = forwardAuthCookies(await logout(req.headers), json({ message: 'Logged out' }));
  if (!res.headers.getSetCookie().some((c) => /session_token=;/.test(c))) clearAuthCookies(res);
  return res;
});
