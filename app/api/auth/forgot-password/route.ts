import { route } from '@/lib/http/route';
import { forgotPassword } from '@/lib/services/auth-recovery';
import { forgotPasswordSchema } from '@/lib/validation/auth';

export const POST = route({ body: forgotPasswordSchema }, async ({ body, req }) => forgotPassword(body.email, req.headers));
