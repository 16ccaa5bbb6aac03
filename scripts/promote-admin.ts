// `npm run admin:promote -- someone@example.com`: gives an existing account the admin role.
import { dbHandle } from '@/lib/db/client';
import { describeDbError, runMigrations } from '@/lib/db/migrate';
import { promoteToAdmin } from '@/lib/auth/promote';

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error('Usage: npm run admin:promote -- <email>');
  process.exit(2);
}
try {
  await runMigrations();
  const promoted = await promoteToAdmin(email);
  await dbHandle().close();
  if (!promoted) {
    console.error(`No account with the email ${email}. Sign up first, then promote.`);
    process.exit(1);
  }
  console.log(`${email} is now an admin. They see the Admin link after their next page load.`);
} catch (e) {
  console.error(describeDbError(e));
  process.exit(1);
}
