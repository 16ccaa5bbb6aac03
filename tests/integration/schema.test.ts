import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db, dbHandle } from '@/lib/db/client';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '@/lib/db/migrate';
import { account, chat, chatMessage, journalEntry, review, session, user, verification } from '@/lib/db/schema';

describe(`schema on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('has every table after migrating, and migrating again changes nothing', async () => {
    const tables = await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`);
    const names = (tables as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    for (const t of ['account', 'chat', 'chat_message', 'journal_entry', 'review', 'session', 'user', 'verification']) expect(names).toContain(t);

    const count = async () =>
      Number(((await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] }).rows[0].n);
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const h = dbHandle();
    if (h.kind === 'pg') await migratePg(h.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    else await migratePglite(h.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    expect(await count()).toBe(before);
  });

  it('round-trips a row through every table and cascades a user delete', async () => {
    const now = new Date('2025-01-02T03:04:05.678Z');
    await db.insert(user).values({ id: 'u1', name: 'Round Trip', email: 'rt@example.com', emailVerified: true, createdAt: now, updatedAt: now });
    await db.insert(account).values({ id: 'a1', accountId: 'u1', providerId: 'credential', userId: 'u1', password: 'hash' });
    await db.insert(session).values({ id: 's1', token: 't1', userId: 'u1', expiresAt: now });
    await db.insert(verification).values({ id: 'v1', identifier: 'x', value: 'y', expiresAt: now });
    const [entry] = await db.insert(journalEntry).values({ userId: 'u1', mood: 'relaxed', title: 'T', text: 'Body', createdAt: now }).returning();
    const [c] = await db.insert(chat).values({ userId: 'u1', title: 'Chat' }).returning();
    await db.insert(chatMessage).values({ chatId: c.id, role: 'assistant', content: 'Hi' });
    await db.insert(review).values({ userId: 'u1', rating: 4, comment: 'Nice' });

    const [back] = await db.select().from(journalEntry).where(eq(journalEntry.id, entry.id));
    expect(back).toMatchObject({ mood: 'relaxed', title: 'T', text: 'Body', analysis: null, playlistUrl: null });
    expect(back.createdAt.toISOString()).toBe('2025-01-02T03:04:05.678Z');
    const [u] = await db.select().from(user).where(eq(user.id, 'u1'));
    expect(u).toMatchObject({ role: 'user', isPremium: false, emailVerified: true });

    await expect(db.insert(review).values({ userId: 'u1', rating: 6 })).rejects.toThrow();
    await expect(db.insert(review).values({ userId: 'u1', rating: 3 })).rejects.toThrow(); // one review per user

    await db.delete(user).where(eq(user.id, 'u1'));
    for (const t of [account, session, journalEntry, chat, review]) {
      expect(await db.select().from(t).where(eq(t.userId, 'u1'))).toHaveLength(0);
    }
    expect(await db.select().from(chatMessage).where(eq(chatMessage.chatId, c.id))).toHaveLength(0);
  });
});
