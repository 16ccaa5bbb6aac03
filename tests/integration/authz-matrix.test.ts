import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { activity, chat, chatMessage, journalEntry, review, safetyPlan } from '@/lib/db/schema';
import { setModelOverride } from '@/lib/ai/provider';
import { EXPORT_FORMAT } from '@/lib/services/export';
import { signup } from '@/lib/services/auth';
import { forgotPassword } from '@/lib/services/auth-recovery';
import { unsubscribeToken } from '@/lib/services/reminders';
import { call, type CallOptions } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/users';
import { latestOtp } from '../helpers/otp-inbox';
import { loadApiEndpoints, listRouteFiles, HTTP_METHODS, endpointKey, type ApiEndpoint } from '../helpers/api-routes';
import { snapshotDb } from '../helpers/db-snapshot';

// Issue 7, part 7: every endpoint against every kind of caller, with the exact status each gets.
//
//   out    signed out (no cookie, no bearer)
//   owner  a signed-in user who owns the resource the path names (an entry, a chat)
//   other  another signed-in user
//   admin  a signed-in admin who does not own the resource
//
// Owner-scoped ids answer 404 to everyone but their owner, admins included (ids leak nothing).
// Endpoints that act on the caller's own account (logout, password, account deletion) or that
// are public (sign-up, login...) get a fresh account per role, so the rows do not disturb each
// other. Every refused call (non-2xx) must leave the database exactly as it was.

type Role = 'out' | 'owner' | 'other' | 'admin';
const ROLES: Role[] = ['out', 'owner', 'other', 'admin'];
type Expected = Record<Role, number>;
type Mode = 'bearer' | 'cookie';

type Actor = { role: Role; user: TestUser | null };
type Ctx = { actor: Actor; owner: TestUser };

type Row = {
  key: string;
  expect: Expected;
  /** The call acts on the caller's own account or session: each role gets a fresh account. */
  freshActors?: boolean;
  /** Builds the request (creating any fixture it names) for one caller. */
  request: (ctx: Ctx) => CallOptions | Promise<CallOptions>;
};

const s = (out: number, owner: number, other: number, admin: number): Expected => ({ out, owner, other, admin });
const PUBLIC_200 = s(200, 200, 200, 200);
const USER_200 = s(401, 200, 200, 200);
const USER_201 = s(401, 201, 201, 201);
const OWNED = s(401, 200, 404, 404);
const ADMIN_ONLY = s(401, 403, 403, 200);

const randomEmail = (tag: string) => `${tag}-${crypto.randomBytes(6).toString('hex')}@example.com`;
const ipHeaders = () => new Headers({ 'x-forwarded-for': `10.9.${crypto.randomInt(250)}.${crypto.randomInt(250)}` });

async function ownerEntry(owner: TestUser): Promise<string> {
  const [row] = await db.insert(journalEntry).values({ userId: owner.id, mood: 'sad', title: 'Owned', text: 'Only the owner may touch this.' }).returning();
  return row.id;
}

async function ownerActivity(owner: TestUser): Promise<string> {
  const [row] = await db
    .insert(activity)
    .values({ userId: owner.id, name: `Owned ${crypto.randomBytes(4).toString('hex')}`, emoji: '🔒' })
    .returning();
  return row.id;
}

async function ownerChat(owner: TestUser): Promise<string> {
  const [row] = await db.insert(chat).values({ userId: owner.id, title: 'Owned chat' }).returning();
  return row.id;
}

/** A chat whose last message has no reply yet (the model failed): what a retry answers. */
async function ownerChatAwaitingReply(owner: TestUser): Promise<string> {
  const id = await ownerChat(owner);
  await db.insert(chatMessage).values({ chatId: id, role: 'user', content: 'Still waiting for an answer' });
  return id;
}

async function ownerReview(owner: TestUser): Promise<string> {
  const [row] = await db
    .insert(review)
    .values({ userId: owner.id, rating: 4, comment: 'Owned review' })
    .onConflictDoUpdate({ target: review.userId, set: { rating: 4 } })
    .returning();
  return row.id;
}

/** Gives the caller a plan of their own (a plan is per account, so there is no one else's to name). */
async function ownPlan(actor: Actor): Promise<void> {
  if (!actor.user) return;
  await db
    .insert(safetyPlan)
    .values({ userId: actor.user.id, reasonsForLiving: ['Mine'] })
    .onConflictDoNothing({ target: safetyPlan.userId });
}

const ROWS: Row[] = [
  { key: 'GET /api/activities', expect: USER_200, request: () => ({}) },
  { key: 'POST /api/activities', expect: USER_201, request: () => ({ body: { name: `Matrix ${crypto.randomBytes(4).toString('hex')}`, emoji: '🧪' } }) },
  {
    key: 'PUT /api/activities/[id]',
    expect: OWNED,
    request: async ({ owner }) => ({ params: { id: await ownerActivity(owner) }, body: { name: `Renamed ${crypto.randomBytes(4).toString('hex')}` } }),
  },
  { key: 'DELETE /api/activities/[id]', expect: OWNED, request: async ({ owner }) => ({ params: { id: await ownerActivity(owner) } }) },
  { key: 'DELETE /api/admin/delete-review/[id]', expect: ADMIN_ONLY, request: async ({ owner }) => ({ params: { id: await ownerReview(owner) } }) },
  { key: 'DELETE /api/admin/delete-user/[id]', expect: ADMIN_ONLY, request: async () => ({ params: { id: (await createTestUser({ name: 'Victim' })).id } }) },
  { key: 'GET /api/admin/stats', expect: ADMIN_ONLY, request: () => ({}) },
  { key: 'GET /api/admin/users', expect: ADMIN_ONLY, request: () => ({ query: { q: 'example.com' } }) },

  { key: 'POST /api/ai/analyze', expect: USER_200, request: () => ({ body: { journalText: 'A calm walk by the river made me happy today.' } }) },
  { key: 'GET /api/ai/status', expect: PUBLIC_200, request: () => ({}) },

  { key: 'GET /api/analytics/correlations', expect: USER_200, request: () => ({ query: { range: 90, tz: 'Asia/Tokyo' } }) },
  { key: 'GET /api/analytics/emotion-frequency', expect: USER_200, request: () => ({}) },
  { key: 'GET /api/analytics/heatmap', expect: USER_200, request: () => ({ query: { range: 365, tz: 'America/New_York' } }) },
  { key: 'GET /api/analytics/month-review', expect: USER_200, request: () => ({ query: { tz: 'Asia/Tokyo' } }) },
  { key: 'GET /api/analytics/mood-trends', expect: USER_200, request: () => ({ query: { range: 7, tz: 'Europe/Paris' } }) },
  { key: 'GET /api/analytics/summary', expect: USER_200, request: () => ({ query: { range: 30 } }) },

  {
    key: 'POST /api/auth/login',
    expect: PUBLIC_200,
    request: async () => {
      const u = await createTestUser();
      return { body: { email: u.email, password: u.password } };
    },
  },
  // Logout is idempotent: a caller without a live session is signed out already, and told so.
  // Issue 16. Recovery is public and answers every address alike.
  { key: 'POST /api/auth/forgot-password', expect: PUBLIC_200, request: () => ({ body: { email: randomEmail('forgot') } }) },
  {
    key: 'POST /api/auth/reset-password',
    expect: PUBLIC_200,
    request: async () => {
      const u = await createTestUser();
      await forgotPassword(u.email, ipHeaders());
      return { body: { email: u.email, otp: latestOtp(u.email), password: 'a-brand-new-password' } };
    },
  },
  {
    key: 'POST /api/auth/change-email',
    expect: USER_200,
    freshActors: true,
    request: ({ actor }) => ({ body: { newEmail: randomEmail('moved'), password: actor.user?.password ?? 'correct-horse-battery' } }),
  },
  // No code was asked for: every signed-in caller is refused alike, the signed-out one first.
  { key: 'POST /api/auth/change-email/verify', expect: s(401, 400, 400, 400), request: () => ({ body: { newEmail: randomEmail('moved'), otp: '123456' } }) },
  // The cron route takes only the bearer CRON_SECRET (unset here), never a user's session.
  { key: 'GET /api/cron/reminders', expect: s(401, 401, 401, 401), request: () => ({}) },
  { key: 'POST /api/cron/reminders', expect: s(401, 401, 401, 401), request: () => ({ method: 'POST' }) },
  // The signed link is the credential, whoever follows it.
  {
    key: 'POST /api/reminders/unsubscribe',
    expect: PUBLIC_200,
    request: ({ owner }) => ({ method: 'POST', query: { token: unsubscribeToken(owner.id, 'reminder') } }),
  },
  { key: 'GET /api/me/reminders', expect: USER_200, request: () => ({}) },
  {
    key: 'PUT /api/me/reminders',
    expect: USER_200,
    request: () => ({ body: { enabled: true, days: [1, 2, 3], time: '08:30', timeZone: 'Europe/Paris', weeklyRecap: false } }),
  },
  { key: 'POST /api/auth/logout', expect: PUBLIC_200, freshActors: true, request: () => ({}) },
  { key: 'GET /api/auth/me', expect: USER_200, request: () => ({}) },
  // Unknown addresses get the same answer as pending ones, so the call cannot probe for accounts.
  { key: 'POST /api/auth/resend-otp', expect: PUBLIC_200, request: () => ({ body: { email: randomEmail('nobody') } }) },
  {
    key: 'POST /api/auth/signup',
    expect: s(201, 201, 201, 201),
    request: () => ({ body: { name: 'New Person', email: randomEmail('new'), password: 'long-enough-pass' } }),
  },
  {
    key: 'POST /api/auth/verify-otp',
    expect: PUBLIC_200,
    request: async () => {
      const email = randomEmail('verify');
      await signup({ name: 'Pending', email, password: 'long-enough-pass' }, ipHeaders());
      return { body: { email, otp: latestOtp(email) } };
    },
  },

  { key: 'DELETE /api/chat/chat-clear/[id]', expect: OWNED, request: async ({ owner }) => ({ params: { id: await ownerChat(owner) } }) },
  { key: 'GET /api/chat/chat-history', expect: USER_200, request: () => ({ query: { limit: 10 } }) },
  {
    key: 'POST /api/chat/chat/[id]',
    expect: OWNED,
    request: async ({ owner }) => ({ params: { id: await ownerChat(owner) }, body: { message: 'Hello there' } }),
  },
  {
    key: 'POST /api/chat/chat/[id]/retry',
    expect: OWNED,
    request: async ({ owner }) => ({ params: { id: await ownerChatAwaitingReply(owner) }, body: {} }),
  },
  { key: 'DELETE /api/chat/delete/[id]', expect: OWNED, request: async ({ owner }) => ({ params: { id: await ownerChat(owner) } }) },
  { key: 'POST /api/chat', expect: USER_201, request: () => ({ method: 'POST' }) },

  { key: 'GET /api/insights/tips', expect: USER_200, request: () => ({}) },

  { key: 'DELETE /api/journal/delete/[id]', expect: OWNED, request: async ({ owner }) => ({ params: { id: await ownerEntry(owner) } }) },
  {
    key: 'PUT /api/journal/edit/[id]',
    expect: OWNED,
    request: async ({ owner }) => ({ params: { id: await ownerEntry(owner) }, body: { mood: 'happy', text: 'Edited' } }),
  },
  { key: 'GET /api/journal/my-entries', expect: USER_200, request: () => ({ query: { limit: 5 } }) },
  { key: 'POST /api/journal', expect: USER_201, request: () => ({ body: { mood: 'relaxed', title: 'Matrix', text: 'Written by the authorization matrix.' } }) },
  { key: 'GET /api/journal/streaks', expect: USER_200, request: () => ({ query: { tz: 'UTC' } }) },

  { key: 'GET /api/me/export', expect: USER_200, request: () => ({ query: { format: 'csv' } }) },
  {
    key: 'POST /api/me/import',
    expect: USER_201,
    request: () => ({
      rawBody: JSON.stringify({
        format: EXPORT_FORMAT,
        version: 1,
        entries: [
          { mood: 'happy', title: null, text: `imported ${crypto.randomUUID()}`, analysis: null, playlistUrl: null, createdAt: '2024-03-01T09:00:00.000Z' },
        ],
        chats: [],
        review: null,
      }),
      headers: { 'content-type': 'application/json' },
    }),
  },
  {
    key: 'POST /api/me/password',
    expect: USER_200,
    freshActors: true,
    request: ({ actor }) => ({ body: { currentPassword: actor.user?.password ?? 'correct-horse-battery', newPassword: 'a-brand-new-password' } }),
  },
  // The plan is always the caller's own: every signed-in role reads, saves and deletes only theirs.
  { key: 'GET /api/me/safety-plan', expect: USER_200, request: () => ({}) },
  { key: 'PUT /api/me/safety-plan', expect: USER_200, request: () => ({ body: { warningSigns: ['Matrix sign'], reasonsForLiving: ['Matrix reason'] } }) },
  {
    key: 'DELETE /api/me/safety-plan',
    expect: USER_200,
    request: async ({ actor }) => {
      await ownPlan(actor);
      return {};
    },
  },
  { key: 'PATCH /api/me', expect: USER_200, request: ({ actor }) => ({ body: { name: actor.user?.name ?? 'Someone' } }) },
  {
    key: 'DELETE /api/me',
    expect: USER_200,
    freshActors: true,
    request: ({ actor }) => ({ body: { password: actor.user?.password ?? 'correct-horse-battery' } }),
  },

  { key: 'POST /api/play/playlist', expect: USER_200, request: () => ({ body: { emotion: 'relaxed' } }) },

  { key: 'GET /api/reviews', expect: PUBLIC_200, request: () => ({ query: { limit: 5 } }) },
  { key: 'POST /api/reviews', expect: USER_201, request: () => ({ body: { rating: 5, comment: 'From the matrix' } }) },
];

let endpoints: Map<string, ApiEndpoint>;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  // The offline provider answers AI calls: no network, no key.
  setModelOverride(null);
  endpoints = new Map((await loadApiEndpoints()).map((e) => [e.key, e]));
  owner = await createTestUser({ name: 'Olive Owner' });
  other = await createTestUser({ name: 'Oscar Other' });
  admin = await createTestUser({ role: 'admin', name: 'Ada Admin' });
});

afterAll(() => setModelOverride(undefined));

function credentials(u: TestUser | null, mode: Mode): Record<string, string> {
  if (!u) return {};
  return mode === 'bearer' ? u.auth : { cookie: u.cookie };
}

async function actorFor(role: Role, fresh: boolean): Promise<Actor> {
  if (role === 'out') return { role, user: null };
  if (!fresh) return { role, user: role === 'owner' ? owner : role === 'other' ? other : admin };
  return { role, user: await createTestUser(role === 'admin' ? { role: 'admin', name: 'Fresh Admin' } : { name: `Fresh ${role}` }) };
}

describe('authorization matrix', () => {
  it('has exactly one row for every exported method of every app/api/**/route.ts', async () => {
    const files = listRouteFiles();
    expect(files.length).toBeGreaterThan(20);
    const exported: string[] = [];
    for (const file of files) {
      const mod = (await import(/* @vite-ignore */ `${process.cwd()}/${file}`)) as Record<string, unknown>;
      for (const m of HTTP_METHODS) if (typeof mod[m] === 'function') exported.push(endpointKey(file, m));
    }
    const rows = ROWS.map((r) => r.key);
    expect(new Set(rows).size, 'duplicate rows').toBe(rows.length);
    expect([...rows].sort()).toEqual([...exported].sort());
  });

  for (const mode of ['bearer', 'cookie'] as const) {
    describe(`signed in by ${mode}`, () => {
      it.each(ROWS.map((r) => [r.key, r] as const))('%s', async (key, row) => {
        const endpoint = endpoints.get(key);
        expect(endpoint, `no route for ${key}`).toBeDefined();
        const got = {} as Expected;
        for (const role of ROLES) {
          const actor = await actorFor(role, Boolean(row.freshActors));
          const opts = await row.request({ actor, owner });
          const method = opts.method ?? endpoint!.method;
          const before = await snapshotDb();
          const res = await call(endpoint!.handler, { ...opts, method, headers: { ...opts.headers, ...credentials(actor.user, mode) } });
          got[role] = res.status;
          if (res.status >= 400) {
            expect(typeof res.json?.message, `${key} as ${role}: JSON { message }`).toBe('string');
            expect(await snapshotDb(), `${key} as ${role} answered ${res.status} but changed the database`).toEqual(before);
          }
        }
        expect(got).toEqual(row.expect);
      });
    });
  }

  // A page on another site can make the browser send any POST, PUT, PATCH or DELETE with a body
  // JSON.parse accepts; without cookies it needs no preflight. Whatever credential rides along
  // (none: a forged sign-up or login; a bearer token), the browser's cross-site signals refuse it
  // before anything else is read, and nothing changes.
  describe('cross-site requests without cookies', () => {
    const STATE_CHANGING = ROWS.filter((r) => !r.key.startsWith('GET '));
    const SIGNALS: [string, Record<string, string>][] = [
      ['a foreign Origin', { origin: 'https://evil.example' }],
      ['Origin null', { origin: 'null' }],
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ];

    it('covers every state-changing endpoint', () => {
      expect(STATE_CHANGING.length).toBeGreaterThan(20);
    });

    it.each(STATE_CHANGING.map((r) => [r.key, r] as const))('%s: 403 from another site, signed out or by bearer', async (key, row) => {
      const endpoint = endpoints.get(key);
      expect(endpoint, `no route for ${key}`).toBeDefined();
      for (const role of ['out', 'owner'] as const) {
        for (const [label, signal] of SIGNALS) {
          const actor = await actorFor(role, Boolean(row.freshActors));
          const opts = await row.request({ actor, owner });
          const method = opts.method ?? endpoint!.method;
          const before = await snapshotDb();
          const res = await call(endpoint!.handler, { ...opts, method, headers: { ...opts.headers, ...credentials(actor.user, 'bearer'), ...signal } });
          expect(res.status, `${key} as ${role} with ${label}`).toBe(403);
          expect(res.json?.message, `${key} as ${role} with ${label}`).toBe('Cross-site request refused.');
          expect(await snapshotDb(), `${key} as ${role} with ${label} changed the database`).toEqual(before);
        }
      }
    });
  });
});
