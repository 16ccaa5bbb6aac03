import { json, route } from '@/lib/http/route';
import { forwardAuthCookies } from '@/lib/http/cookies';
import { verifyOtp } from '@/lib/services/auth';
import { verifyOtpSchema } from '@/lib/validation/auth';

export const POST = route({ body: verifyOtpSchema }, async ({ body, req }) => {
  const { user, message, headers } = await verifyOtp(body, req.headers);
  return forwardAuthCookies(headers, json({ user, message }));
});
