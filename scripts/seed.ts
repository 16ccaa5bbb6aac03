// `npm run db:seed -- --demo`: a demo account with 90 days of entries, two chats and a review.
import { getAuth } from '@/lib/auth/auth';
import { dbHandle } from '@/lib/db/client';
import { describeDbError, runMigrations } from '@/lib/db/migrate';
import { seedDemo } from '@/lib/seed/demo';

const args = new Set(process.argv.slice(2));
if (!args.has('--demo')) {
  console.error('Usage: npm run db:seed -- --demo');
  process.exit(2);
}
try {
  await runMigrations();
  const ctx = await getAuth().$context;
  const result = await seedDemo(dbHandle().db, (p) => ctx.password.hash(p));
  console.log(`Demo account ready: ${result.entries} entries over 90 days, ${result.chats} chats and a review.`);
  console.log(`  email:    ${result.email}`);
  console.log(`  password: ${result.password}`);
  console.log('Log in at /login (stop `npm start` first when using the embedded database: it allows one process at a time).');
  await dbHandle().close();
} catch (e) {
  console.error(describeDbError(e));
  process.exit(1);
}
