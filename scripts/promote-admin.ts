// `npm run admin:promote -- someone@example.com`: gives an existing, verified account the admin role.
import { dbHandle } from '@/lib/db/client';
import { describeDbError, runMigrations } from '@/lib/db/migrate';
import { promoteToAdmin, promotionReport } from '@/lib/auth/promote';

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error('Usage: npm run admin:promote -- <email>');
  process.exit(2);
}
try {
  await runMigrations();
  const report = promotionReport(await promoteToAdmin(email), email);
  await dbHandle().close();
  if (!report.ok) {
    console.error(report.text);
    process.exit(1);
  }
  console.log(report.text);
} catch (e) {
  console.error(describeDbError(e));
  process.exit(1);
}
