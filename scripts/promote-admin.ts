// `npm run admin:promote -- someone@example.com`: gives an existing account the admin role.
import { eq } from 'drizzle-orm';
import { dbHandle } from '@/lib/db/client';
import { describeDbError, runMigrations } from '@/lib/db/migrate';
import { user } from '@/lib/db/schema';

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error('Usage: npm run admin:promote -- <email>');
  process.exit(2);
}
try {
  await runMigrations();
  const { db } = dbHandle();
  const rows = await db.update(user).set({ role: 'admin', updatedAt: new Date() }).where(eq(user.email, email)).returning({ id: user.id });
  await dbHandle().close();
  if (rows.length === 0) {
    console.error(`No account with the email ${email}. Sign up first, then promote.`);
    process.exit(1);
  }
  console.log(`${email} is now an admin.`);
} catch (e) {
  console.error(describeDbError(e));
  process.exit(1);
}
