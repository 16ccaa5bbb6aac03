import { route } from '@/lib/http/route';
import { resetPassword } from '@/lib/services/auth-recovery';
import { resetPasswordSchema } from '@/lib/validation/auth';

export const POST = route({ body: resetPasswordSchema }, async ({ body, req }) => resetPassword(body, req.headers));
