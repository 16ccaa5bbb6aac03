import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { user } from '@/lib/db/schema';

/**
 * Gives an existing account the admin role (the `admin:promote` script). The role is written
 * directly: Better Auth's setRole needs an admin's session, and the first admin has none.
 * Returns false when no account has that email.
 */
export async function promoteToAdmin(email: string): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(eq(user.email, email.trim().toLowerCase()))
    .returning({ id: user.id });
  return rows.length > 0;
}
