import { route } from '@/lib/http/route';
import { resendOtp } from '@/lib/services/auth';
import { resendOtpSchema } from '@/lib/validation/auth';

export const POST = route({ body: resendOtpSchema }, async ({ body, req }) => resendOtp(body.email, req.headers));
