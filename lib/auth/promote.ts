import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { user } from '@/lib/db/schema';

export type PromotionResult = 'promoted' | 'not_found' | 'unverified';

/**
 * Gives an existing, verified account the admin role (the `admin:promote` script). The role is
 * written directly: Better Auth's setRole needs an admin's session, and the first admin has none.
 * An account whose email nobody has verified is refused: anyone can sign up any address and
 * choose its password, so promoting it could hand the admin role to a stranger.
 */
export async function promoteToAdmin(email: string): Promise<PromotionResult> {
  const address = email.trim().toLowerCase();
  const rows = await db
    .update(user)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(and(eq(user.email, address), eq(user.emailVerified, true)))
    .returning({ id: user.id });
  if (rows.length > 0) return 'promoted';
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, address)).limit(1);
  return existing ? 'unverified' : 'not_found';
}

/** What the script prints for a result, and whether it succeeded. */
export function promotionReport(result: PromotionResult, email: string): { ok: boolean; text: string } {
  switch (result) {
    case 'promoted':
      return { ok: true, text: `${email} is now an admin. They see the Admin link after their next page load.` };
    case 'unverified':
      return {
        ok: false,
        text: `The account ${email} is not verified, so it was not promoted: until someone enters the code emailed to that address, anyone could have chosen its password. Verify it first (sign up and enter the code), then run this again.`,
      };
    case 'not_found':
      return { ok: false, text: `No account with the email ${email}. Sign up and verify the email first, then promote.` };
  }
}
