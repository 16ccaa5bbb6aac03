import { json, route } from '@/lib/http/route';
import { forwardAuthCookies } from '@/lib/http/cookies';
import { verifyOtp } from '@/lib/services/auth';
import { verifyOtpSchema } from '@/lib/validation/auth';

// 200 { user, message } with the session cookie for the browser that signed up; 200 { message }
// and no session when the code was entered anywhere else (the person then logs in).
export const POST = route({ body: verifyOtpSchema }, async ({ body, req }) => {
  const result = await verifyOtp(body, req.headers);
  if (!result.signedIn) return json({ message: result.message });
  return forwardAuthCookies(result.headers, json({ user: result.user, message: result.message }));
});
