import { json, route } from '@/lib/http/route';
import { signup } from '@/lib/services/auth';
import { signupSchema } from '@/lib/validation/auth';

export const POST = route({ body: signupSchema }, async ({ body, req }) => json(await signup(body, req.headers), 201));
