import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MockLanguageModelV3 } from 'ai/test';
import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import { count, eq } from 'drizzle-orm';
import * as createRoute from '@/app/api/chat/route';
import * as historyRoute from '@/app/api/chat/chat-history/route';
import * as sendRoute from '@/app/api/chat/chat/[id]/route';
import * as clearRoute from '@/app/api/chat/chat-clear/[id]/route';
import * as deleteRoute from '@/app/api/chat/delete/[id]/route';
import { setModelOverride } from '@/lib/ai/provider';
import { CHAT_SYSTEM_PROMPT } from '@/lib/ai/prompts/chat';
import { crisisNote, crisisReminderLine, resourcesFor, type CrisisLevel } from '@/lib/safety';

const noteFor = (level: CrisisLevel, acceptLanguage: string | null = null) => crisisNote(level, resourcesFor(acceptLanguage));
import { db } from '@/lib/db/client';
import { chat, chatMessage } from '@/lib/db/schema';
import { CHAT_MESSAGES_SHOWN } from '@/lib/limits';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/users';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** A model that answers `text` and keeps every prompt it was given. */
function recordingModel(text = 'That sounds like a lot. What helps you unwind?') {
  return new MockLanguageModelV3({
    doGenerate: async () => ({ content: [{ type: 'text', text }], finishReason: { unified: 'stop', raw: 'stop' }, usage, warnings: [] }),
  });
}

function failingModel() {
  return new MockLanguageModelV3({
    doGenerate: async () => {
      throw new Error('upstream 500');
    },
  });
}

type Prompt = LanguageModelV3CallOptions['prompt'];
const textOf = (m: Prompt[number]) => (typeof m.content === 'string' ? m.content : m.content.map((p) => ('text' in p ? p.text : '')).join(''));

async function newChat(u: TestUser) {
  const res = await call(createRoute.POST, { method: 'POST', headers: u.auth });
  expect(res.status).toBe(201);
  return res.json as { _id: string; title: string; messages: unknown[] };
}

const send = (u: TestUser, id: string, message: unknown) => call(sendRoute.POST, { headers: u.auth, params: { id }, body: { message } });
const history = (u: TestUser, query?: Record<string, string | number>) => call(historyRoute.GET, { headers: u.auth, query });

let alice: TestUser;
let bob: TestUser;

beforeEach(async () => {
  alice ??= await createTestUser({ name: 'Alice' });
  bob ??= await createTestUser({ name: 'Bob' });
  setModelOverride(null);
  delete process.env.AI_DAILY_MESSAGE_LIMIT;
});

afterEach(() => {
  setModelOverride(undefined);
  delete process.env.AI_DAILY_MESSAGE_LIMIT;
});

describe('POST /api/chat', () => {
  it('creates an empty chat with the bearer token or the session cookie', async () => {
    const created = await newChat(alice);
    expect(created).toMatchObject({ title: 'New Chat', messages: [] });
    expect(created._id).toMatch(/^[0-9a-f-]{36}$/);
    const byCookie = await call(createRoute.POST, { method: 'POST', headers: { cookie: alice.cookie } });
    expect(byCookie.status).toBe(201);
  });

  it('needs a signed-in user', async () => {
    const res = await call(createRoute.POST, { method: 'POST' });
    expect(res.status).toBe(401);
    expect(res.json.message).toBeTruthy();
    expect((await call(historyRoute.GET)).status).toBe(401);
  });
});

describe('GET /api/chat/chat-history', () => {
  it("lists only the user's chats, most recently active first, messages oldest first with ISO dates", async () => {
    const u = await createTestUser();
    const older = await newChat(u);
    const newer = await newChat(u);
    await newChat(bob);

    let list = (await history(u)).json as { _id: string }[];
    expect(list.map((c) => c._id)).toEqual([newer._id, older._id]);

    expect((await send(u, older._id, 'Hello there')).status).toBe(200);
    const res = await history(u);
    expect(res.status).toBe(200);
    list = res.json;
    expect(list.map((c) => c._id)).toEqual([older._id, newer._id]);
    const [first] = res.json as { title: string; messages: { role: string; content: string; date: string }[] }[];
    expect(first.title).toBe('Hello there');
    expect(first.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(first.messages[0].content).toBe('Hello there');
    for (const m of first.messages) expect(new Date(m.date).toISOString()).toBe(m.date);
  });

  it('pages by cursor without gaps or repeats', async () => {
    const u = await createTestUser();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.unshift((await newChat(u))._id);
    const page1 = (await history(u, { limit: 2 })).json as { _id: string; updatedAt: string }[];
    expect(page1.map((c) => c._id)).toEqual(ids.slice(0, 2));
    const last = page1[1];
    const page2 = (await history(u, { limit: 2, before: last.updatedAt, beforeId: last._id })).json as { _id: string; updatedAt: string }[];
    expect(page2.map((c) => c._id)).toEqual(ids.slice(2, 4));
    const bad = await history(u, { limit: 500 });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/limit/);
  });
  it('carries only the latest messages of a very long chat, oldest first, in the history and in a reply', async () => {
    const u = await createTestUser();
    const long = await newChat(u);
    const other = await newChat(u);
    const start = Date.UTC(2024, 0, 1);
    const total = CHAT_MESSAGES_SHOWN + 25;
    await db.insert(chatMessage).values(
      Array.from({ length: total }, (_, i) => ({
        chatId: long._id,
        role: i % 2 ? ('assistant' as const) : ('user' as const),
        content: `turn ${i}`,
        createdAt: new Date(start + i * 1000),
      })),
    );
    await db.insert(chatMessage).values({ chatId: other._id, role: 'user', content: 'short chat', createdAt: new Date(start) });
    const list = (await history(u)).json as { _id: string; messages: { content: string }[] }[];
    const shown = list.find((c) => c._id === long._id)!.messages.map((m) => m.content);
    expect(shown).toHaveLength(CHAT_MESSAGES_SHOWN);
    expect(shown[0]).toBe(`turn ${total - CHAT_MESSAGES_SHOWN}`);
    expect(shown.at(-1)).toBe(`turn ${total - 1}`);
    expect(list.find((c) => c._id === other._id)!.messages.map((m) => m.content)).toEqual(['short chat']);

    const reply = await send(u, long._id, 'And now?');
    expect(reply.status).toBe(200);
    expect(reply.json.chat.messages).toHaveLength(CHAT_MESSAGES_SHOWN);
    expect(reply.json.chat.messages.at(-2).content).toBe('And now?');
    const [{ n }] = await db.select({ n: count() }).from(chatMessage).where(eq(chatMessage.chatId, long._id));
    expect(n).toBe(total + 2);
  });
});

describe('POST /api/chat/chat/{id}', () => {
  it('stores both sides and answers the reply with the updated chat (offline provider)', async () => {
    const c = await newChat(alice);
    const res = await send(alice, c._id, "I'm really anxious about my exam tomorrow");
    expect(res.status).toBe(200);
    expect(res.json.offline).toBe(true);
    expect(res.json.reply).toMatch(/anxious/);
    expect(res.json.reply).toMatch(/\?/);
    expect(res.json.chat._id).toBe(c._id);
    expect(res.json.chat.title).toBe("I'm really anxious about my exam tomorrow");
    expect(res.json.chat.messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['user', "I'm really anxious about my exam tomorrow"],
      ['assistant', res.json.reply],
    ]);
  });

  it('keeps the title the first message gave the chat', async () => {
    const c = await newChat(alice);
    await send(alice, c._id, 'First thing on my mind');
    const second = await send(alice, c._id, 'Something else entirely');
    expect(second.json.chat.title).toBe('First thing on my mind');
  });

  it("asks the model with the system prompt and the chat's recent history", async () => {
    const model = recordingModel('Model reply');
    setModelOverride(model);
    const c = await newChat(alice);
    expect((await send(alice, c._id, 'My name is Sam and work is hard')).status).toBe(200);
    const res = await send(alice, c._id, 'What did I just tell you?');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ reply: 'Model reply', offline: false });

    expect(model.doGenerateCalls).toHaveLength(2);
    const prompt = model.doGenerateCalls[1].prompt;
    expect(prompt[0].role).toBe('system');
    expect(textOf(prompt[0])).toBe(CHAT_SYSTEM_PROMPT);
    expect(textOf(prompt[0])).toMatch(/never claim or imply to be a human, a therapist/i);
    expect(prompt.slice(1).map((m) => [m.role, textOf(m)])).toEqual([
      ['user', 'My name is Sam and work is hard'],
      ['assistant', 'Model reply'],
      ['user', 'What did I just tell you?'],
    ]);
  });

  it('sends at most the last 20 messages of a long chat', async () => {
    const model = recordingModel();
    setModelOverride(model);
    const c = await newChat(alice);
    const base = Date.now() - 60 * 60 * 1000;
    await db.insert(chatMessage).values(
      Array.from({ length: 30 }, (_, i) => ({
        chatId: c._id,
        role: (i % 2 === 0 ? 'user' : 'assistant') as 'user' | 'assistant',
        content: `old message ${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    expect((await send(alice, c._id, 'newest')).status).toBe(200);
    const turns = model.doGenerateCalls[0].prompt.filter((m) => m.role !== 'system');
    expect(turns).toHaveLength(20);
    expect(textOf(turns[0])).toBe('old message 11');
    expect(textOf(turns[turns.length - 1])).toBe('newest');
  });

  it('answers 503 when the model fails, and keeps the user message', async () => {
    setModelOverride(failingModel());
    const c = await newChat(alice);
    const res = await send(alice, c._id, 'Please keep this message');
    expect(res.status).toBe(503);
    expect(res.json.message).toMatch(/temporarily unavailable/);
    expect(res.json.message).toMatch(/saved/);
    const stored = ((await history(alice)).json as { _id: string; messages: { role: string; content: string }[] }[]).find((x) => x._id === c._id)!;
    expect(stored.messages).toEqual([expect.objectContaining({ role: 'user', content: 'Please keep this message' })]);
  });

  it('puts crisis resources first with a model, and still answers them when the model fails', async () => {
    const model = recordingModel('I am here with you.');
    setModelOverride(model);
    const c = await newChat(alice);
    const res = await send(alice, c._id, 'I want to end my life');
    expect(res.status).toBe(200);
    expect(res.json.crisis.level).toMatch(/^(high|imminent)$/);
    expect(res.json.reply.startsWith(noteFor(res.json.crisis.level))).toBe(true);
    expect(res.json.reply).toContain('I am here with you.');

    setModelOverride(failingModel());
    const again = await send(alice, c._id, 'I keep thinking about suicide');
    expect(again.status).toBe(200);
    expect(again.json.reply.startsWith(noteFor(again.json.crisis.level))).toBe(true);
  });

  it('keeps a resources line in every later reply of a chat that had a high signal', async () => {
    setModelOverride(recordingModel('Tell me more about your week.'));
    const c = await newChat(alice);
    const first = await send(alice, c._id, 'honestly thinking about how to kms, i have the pills saved up');
    expect(first.json.crisis.level).toMatch(/^(high|imminent)$/);
    const later = await send(alice, c._id, 'anyway work was boring today');
    expect(later.status).toBe(200);
    expect(later.json.reply.endsWith(crisisReminderLine(resourcesFor(null)))).toBe(true);
    expect(later.json.reply.startsWith('Tell me more')).toBe(true);
    expect(later.json.crisis).not.toBeNull();

    // A chat without such a signal has no reminder, and a look-alike raises none.
    const other = await newChat(alice);
    const calm = await send(alice, other._id, 'this commute is murder and my feet are killing me lol');
    expect(calm.json.crisis).toBeNull();
    expect(calm.json.reply).not.toContain('A reminder that support is there');
  });

  it('keeps the resources when the model says everything is fine', async () => {
    setModelOverride(recordingModel('Sounds like a great plan! Enjoy your evening.'));
    const c = await newChat(alice);
    const res = await send(alice, c._id, 'gave away my cat and said goodbye to everyone. tonight i end it.');
    expect(res.json.crisis.level).toBe('imminent');
    expect(res.json.reply.startsWith(noteFor('imminent'))).toBe(true);
  });

  it('validates the message: required, not blank, at most 4,000 characters, JSON', async () => {
    const c = await newChat(alice);
    const missing = await call(sendRoute.POST, { headers: alice.auth, params: { id: c._id }, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('Message is required.');
    expect((await send(alice, c._id, '   ')).status).toBe(400);
    const long = await send(alice, c._id, 'x'.repeat(4001));
    expect(long.status).toBe(400);
    expect(long.json.message).toMatch(/4,000/);
    expect((await send(alice, c._id, 42)).status).toBe(400);
    const badJson = await call(sendRoute.POST, {
      headers: { ...alice.auth, 'content-type': 'application/json' },
      params: { id: c._id },
      rawBody: '{"message":',
    });
    expect(badJson.status).toBe(400);
    expect((await send(alice, c._id, 'x'.repeat(4000))).status).toBe(200);
    const [row] = await db.select().from(chat).where(eq(chat.id, c._id));
    expect(row.title.length).toBeLessThanOrEqual(60);
  });
});

describe("other users' chats and unknown ids", () => {
  it('answer 404 on every endpoint and change nothing', async () => {
    const c = await newChat(alice);
    await send(alice, c._id, 'private words');
    for (const id of [c._id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const s = await send(bob, id, 'hi');
      expect(s.status, `send ${id}`).toBe(404);
      expect(s.json.message).toBe('Chat not found.');
      expect((await call(clearRoute.DELETE, { method: 'DELETE', headers: bob.auth, params: { id } })).status).toBe(404);
      expect((await call(deleteRoute.DELETE, { method: 'DELETE', headers: bob.auth, params: { id } })).status).toBe(404);
    }
    const mine = ((await history(alice)).json as { _id: string; messages: unknown[] }[]).find((x) => x._id === c._id);
    expect(mine?.messages).toHaveLength(2);
    expect(((await history(bob)).json as { _id: string }[]).some((x) => x._id === c._id)).toBe(false);
  });
});

describe('clear and delete', () => {
  it('clears the messages and keeps the chat', async () => {
    const c = await newChat(alice);
    await send(alice, c._id, 'something to clear');
    const res = await call(clearRoute.DELETE, { method: 'DELETE', headers: alice.auth, params: { id: c._id } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: 'Chat cleared' });
    const after = ((await history(alice)).json as { _id: string; title: string; messages: unknown[] }[]).find((x) => x._id === c._id);
    expect(after).toMatchObject({ title: 'something to clear', messages: [] });
  });

  it('deletes the chat with its messages', async () => {
    const c = await newChat(alice);
    await send(alice, c._id, 'to be deleted');
    const res = await call(deleteRoute.DELETE, { method: 'DELETE', headers: { cookie: alice.cookie }, params: { id: c._id } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Chat deleted');
    expect(((await history(alice)).json as { _id: string }[]).some((x) => x._id === c._id)).toBe(false);
    expect(await db.select().from(chatMessage).where(eq(chatMessage.chatId, c._id))).toHaveLength(0);
    expect((await call(deleteRoute.DELETE, { method: 'DELETE', headers: alice.auth, params: { id: c._id } })).status).toBe(404);
  });
});

describe('daily message allowance', () => {
  it('answers 429 past AI_DAILY_MESSAGE_LIMIT, says when it resets, and stores nothing', async () => {
    process.env.AI_DAILY_MESSAGE_LIMIT = '2';
    const u = await createTestUser();
    const c = await newChat(u);
    expect((await send(u, c._id, 'one')).status).toBe(200);
    const other = await newChat(u);
    expect((await send(u, other._id, 'two')).status).toBe(200);
    const res = await send(u, c._id, 'three');
    expect(res.status).toBe(429);
    expect(res.json.message).toMatch(/^You have reached today's limit of 2 messages\. It resets at 00:00 UTC \(in .+\)\.$/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = ((await history(u)).json as { _id: string; messages: { content: string }[] }[]).find((x) => x._id === c._id)!;
    expect(stored.messages.map((m) => m.content)).not.toContain('three');
  });

  it('past the allowance still answers a crisis message with the resources, without calling the model', async () => {
    process.env.AI_DAILY_MESSAGE_LIMIT = '1';
    const u = await createTestUser();
    const c = await newChat(u);
    const model = recordingModel();
    setModelOverride(model);
    expect((await send(u, c._id, 'one')).status).toBe(200);
    expect((await send(u, c._id, 'two')).status).toBe(429);
    const res = await send(u, c._id, 'I keep thinking about ending my life.');
    expect(res.status).toBe(200);
    expect(res.json.reply.startsWith(noteFor(res.json.crisis.level))).toBe(true);
    expect(res.json.offline).toBe(true);
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it('is not reset by clearing or deleting chats', async () => {
    process.env.AI_DAILY_MESSAGE_LIMIT = '2';
    const u = await createTestUser();
    const c = await newChat(u);
    expect((await send(u, c._id, 'one')).status).toBe(200);
    expect((await send(u, c._id, 'two')).status).toBe(200);
    expect((await call(clearRoute.DELETE, { method: 'DELETE', headers: u.auth, params: { id: c._id } })).status).toBe(200);
    const again = await send(u, c._id, 'three');
    expect(again.status).toBe(429);
    expect(again.json.message).toMatch(/limit of 2 messages/);
    expect((await call(deleteRoute.DELETE, { method: 'DELETE', headers: u.auth, params: { id: c._id } })).status).toBe(200);
    const fresh = await newChat(u);
    expect((await send(u, fresh._id, 'four')).status).toBe(429);
  });

  it('only counts today (UTC) and exempts admins', async () => {
    process.env.AI_DAILY_MESSAGE_LIMIT = '1';
    const u = await createTestUser();
    const c = await newChat(u);
    await db.insert(chatMessage).values({ chatId: c._id, role: 'user', content: 'yesterday', createdAt: new Date(Date.now() - 2 * 86_400_000) });
    expect((await send(u, c._id, 'today')).status).toBe(200);
    expect((await send(u, c._id, 'again')).status).toBe(429);

    const admin = await createTestUser({ role: 'admin' });
    const ac = await newChat(admin);
    for (const text of ['a', 'b', 'c']) expect((await send(admin, ac._id, text)).status).toBe(200);
  });
});
