import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { and, asc, eq } from 'drizzle-orm';
import * as createRoute from '@/app/api/chat/route';
import * as historyRoute from '@/app/api/chat/chat-history/route';
import * as sendRoute from '@/app/api/chat/chat/[id]/route';
import * as retryRoute from '@/app/api/chat/chat/[id]/retry/route';
import { setModelOverride } from '@/lib/ai/provider';
import { OFFLINE_CRISIS_FOLLOW_UP } from '@/lib/ai/offline/chat';
import { db } from '@/lib/db/client';
import { aiUsage, chatMessage } from '@/lib/db/schema';
import { crisisNote, crisisReminderLine, resourcesFor, type CrisisLevel } from '@/lib/safety';
import type { ChatStreamEvent } from '@/lib/validation/chat';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/users';
import { cut, empty, failure, hang, invalidJson, rateLimited, reply, startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai';

// Streaming chat (issue 15, items 2, 4 and 5) over the wire: the real @ai-sdk/openai provider
// talks to a local OpenAI-compatible server that scripts each answer (tests/helpers/fake-openai.ts).

const noteFor = (level: CrisisLevel) => crisisNote(level, resourcesFor(null));

let fake: FakeOpenAI;
let alice: TestUser;
const saved: Record<string, string | undefined> = {};
const ENV = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'AI_TIMEOUT_MS', 'AI_DAILY_TOKEN_LIMIT', 'AI_DAILY_MESSAGE_LIMIT'] as const;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  for (const k of ENV) saved[k] = process.env[k];
});

afterAll(async () => {
  for (const k of ENV) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  await fake.close();
});

beforeEach(async () => {
  alice ??= await createTestUser({ name: 'Alice' });
  fake.reset();
  setModelOverride(undefined);
  process.env.OPENAI_API_KEY = 'test-key';
  process.env.OPENAI_BASE_URL = fake.url;
  delete process.env.AI_TIMEOUT_MS;
  delete process.env.AI_DAILY_TOKEN_LIMIT;
  delete process.env.AI_DAILY_MESSAGE_LIMIT;
});

afterEach(() => {
  setModelOverride(undefined);
});

async function newChat(u: TestUser): Promise<string> {
  const res = await call(createRoute.POST, { method: 'POST', headers: u.auth });
  expect(res.status).toBe(201);
  return res.json._id as string;
}

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Calls a route asking for the event stream; the response comes back unread. */
function streamRequest(handler: Handler, u: TestUser, id: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const req = new NextRequest('http://localhost:3000/api/test', {
    method: 'POST',
    headers: { ...u.auth, accept: 'text/event-stream', 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  return handler(req, { params: Promise.resolve({ id }) });
}

type Read = { events: ChatStreamEvent[]; reads: number };

/** Reads the events; `stopWhen` may end the reading early (it returns true), cancelling the body. */
async function readEvents(res: Response, stopWhen?: (events: ChatStreamEvent[]) => boolean): Promise<Read> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: ChatStreamEvent[] = [];
  let buffer = '';
  let reads = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    reads += 1;
    buffer += value;
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop()!;
    for (const block of blocks) {
      expect(block.startsWith('data: ')).toBe(true);
      events.push(JSON.parse(block.slice(6)) as ChatStreamEvent);
    }
    if (stopWhen?.(events)) {
      await reader.cancel();
      break;
    }
  }
  return { events, reads };
}

const deltas = (events: ChatStreamEvent[]) => events.flatMap((e) => (e.type === 'delta' ? [e.text] : []));
const doneOf = (events: ChatStreamEvent[]) => events.find((e): e is Extract<ChatStreamEvent, { type: 'done' }> => e.type === 'done');

async function stored(chatId: string) {
  return db
    .select({ role: chatMessage.role, content: chatMessage.content, interrupted: chatMessage.interrupted })
    .from(chatMessage)
    .where(eq(chatMessage.chatId, chatId))
    .orderBy(asc(chatMessage.createdAt), asc(chatMessage.id));
}

/** Waits (without a time limit of its own: the test's timeout is the bound) until `check` holds. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function tokensToday(userId: string) {
  const [row] = await db
    .select()
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.day, new Date().toISOString().slice(0, 10))));
  return row ?? null;
}

const LONG = Array.from({ length: 40 }, (_, i) => `word${i + 1}`).join(' ') + '.';

describe('streamed replies', () => {
  it('arrive in several chunks, are stored once and whole, and say so in a final done event', async () => {
    const chatId = await newChat(alice);
    fake.script(reply('You did a lot today. What would help you rest tonight?', { tokenDelayMs: 15, when: { stream: true } }));
    const res = await streamRequest(sendRoute.POST, alice, chatId, { message: 'Long day, so tired' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toMatch(/no-transform/);
    const { events, reads } = await readEvents(res);

    expect(events[0]).toEqual({ type: 'start', crisis: null });
    const parts = deltas(events);
    expect(parts.length).toBeGreaterThanOrEqual(5);
    expect(reads).toBeGreaterThan(1);
    expect(parts.join('').trim()).toBe('You did a lot today. What would help you rest tonight?');
    const done = doneOf(events)!;
    expect(events.at(-1)).toBe(done);
    expect(done).toMatchObject({ reply: 'You did a lot today. What would help you rest tonight?', offline: false, interrupted: false, crisis: null });
    expect(done.chat.messages.map((m) => [m.role, m.content, m.interrupted])).toEqual([
      ['user', 'Long day, so tired', false],
      ['assistant', done.reply, false],
    ]);
    expect(await stored(chatId)).toEqual([
      { role: 'user', content: 'Long day, so tired', interrupted: false },
      { role: 'assistant', content: done.reply, interrupted: false },
    ]);
    const [request] = fake.chatRequests();
    expect(request.stream).toBe(true);
    expect(request.headers.authorization).toBe('Bearer test-key');
  });

  it('leave JSON clients with the JSON answer, written by the model without streaming', async () => {
    const chatId = await newChat(alice);
    fake.script(reply('A plain answer.', { when: { stream: false } }));
    const res = await call(sendRoute.POST, { headers: alice.auth, params: { id: chatId }, body: { message: 'Hello' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.json).toMatchObject({ reply: 'A plain answer.', offline: false, crisis: null });
    expect(res.json.chat.messages.at(-1)).toMatchObject({ role: 'assistant', content: 'A plain answer.', interrupted: false });
    expect(fake.chatRequests().map((r) => r.stream)).toEqual([false]);
  });

  it('from the offline provider stream too, word by word, on the same path', async () => {
    delete process.env.OPENAI_API_KEY;
    const chatId = await newChat(alice);
    const { events } = await readEvents(await streamRequest(sendRoute.POST, alice, chatId, { message: "I'm really anxious about my exam tomorrow" }));
    const done = doneOf(events)!;
    expect(done.offline).toBe(true);
    expect(done.interrupted).toBe(false);
    expect(deltas(events).length).toBeGreaterThan(5);
    expect(deltas(events).join('')).toBe(done.reply);
    expect(done.reply).toMatch(/anxious/);
    expect(fake.chatRequests()).toHaveLength(0);
  });
});

describe('a stream cut short', () => {
  it('when the model stream breaks half way: keeps what arrived, marked interrupted, and Retry replaces it', async () => {
    const chatId = await newChat(alice);
    fake.script(cut('Alpha beta gamma delta epsilon zeta', 3));
    const { events } = await readEvents(await streamRequest(sendRoute.POST, alice, chatId, { message: 'Tell me something' }));
    const done = doneOf(events)!;
    expect(done).toMatchObject({ reply: 'Alpha beta gamma', interrupted: true });
    expect(done.chat.messages.at(-1)).toMatchObject({ role: 'assistant', content: 'Alpha beta gamma', interrupted: true });
    expect(await stored(chatId)).toEqual([
      { role: 'user', content: 'Tell me something', interrupted: false },
      { role: 'assistant', content: 'Alpha beta gamma', interrupted: true },
    ]);
    const listed = (await call(historyRoute.GET, { headers: alice.auth })).json.find((c: { _id: string }) => c._id === chatId);
    expect(listed.messages.at(-1)).toMatchObject({ content: 'Alpha beta gamma', interrupted: true });

    fake.script(reply('Here is the whole answer.', { tokenDelayMs: 5 }));
    const retried = await readEvents(await streamRequest(retryRoute.POST, alice, chatId, {}));
    expect(doneOf(retried.events)).toMatchObject({ reply: 'Here is the whole answer.', interrupted: false });
    // The user's message once, and the new reply in place of the interrupted one.
    expect(await stored(chatId)).toEqual([
      { role: 'user', content: 'Tell me something', interrupted: false },
      { role: 'assistant', content: 'Here is the whole answer.', interrupted: false },
    ]);
    // The model was asked the same question again, without the interrupted attempt.
    const asked = fake.chatRequests().at(-1)!.body.messages as { role: string; content: string }[];
    expect(asked.filter((m) => m.role !== 'system')).toEqual([{ role: 'user', content: 'Tell me something' }]);

    // Nothing is left to retry now.
    const again = await call(retryRoute.POST, { headers: alice.auth, params: { id: chatId }, body: {} });
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/nothing|no unanswered/i);
  });

  it('when the client aborts (Stop): the server stores what arrived, marked interrupted, and stops the model', async () => {
    const chatId = await newChat(alice);
    fake.script(reply(LONG, { tokenDelayMs: 40 }));
    const stop = new AbortController();
    const res = await streamRequest(sendRoute.POST, alice, chatId, { message: 'Talk to me for a while' }, stop.signal);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let seen = '';
    while ((seen.match(/"type":"delta"/g) ?? []).length < 3) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended before three words');
      seen += value;
    }
    stop.abort();

    const rows = await eventually(
      () => stored(chatId),
      (r) => r.length === 2,
    );
    expect(rows[1].interrupted).toBe(true);
    expect(rows[1].content).toMatch(/^word1 word2 word3/);
    expect(LONG.startsWith(rows[1].content)).toBe(true);
    expect(rows[1].content.length).toBeLessThan(LONG.length - 20);
    // Counted with what is known: the provider reported nothing for a stream it never finished.
    expect(
      (await eventually(
        () => tokensToday(alice.id),
        (u) => Boolean(u && u.tokens > 0),
      ))!.tokens,
    ).toBeGreaterThan(0);

    // Retry answers the same message again (JSON works too), replacing the interrupted reply.
    fake.script(reply('Of course. What is on your mind?'));
    const retried = await call(retryRoute.POST, { headers: alice.auth, params: { id: chatId }, body: {} });
    expect(retried.status).toBe(200);
    expect(retried.json.reply).toBe('Of course. What is on your mind?');
    expect((await stored(chatId)).map((m) => [m.role, m.interrupted])).toEqual([
      ['user', false],
      ['assistant', false],
    ]);
  });

  it('when the connection drops (the body is cancelled): the same', async () => {
    const chatId = await newChat(alice);
    fake.script(reply(LONG, { tokenDelayMs: 40 }));
    const res = await streamRequest(sendRoute.POST, alice, chatId, { message: 'Keep going' });
    await readEvents(res, (events) => deltas(events).length >= 2);
    const rows = await eventually(
      () => stored(chatId),
      (r) => r.length === 2,
    );
    expect(rows[1]).toMatchObject({ role: 'assistant', interrupted: true });
    expect(rows[1].content).toMatch(/^word1 word2/);
    expect(rows[1].content.length).toBeLessThan(LONG.length - 20);
  });

  it('before the first word: the message stays unanswered and Retry answers it', async () => {
    const chatId = await newChat(alice);
    fake.script(failure(500), failure(500));
    const res = await streamRequest(sendRoute.POST, alice, chatId, { message: 'Are you there?' });
    expect(res.status).toBe(503);
    expect(await stored(chatId)).toEqual([{ role: 'user', content: 'Are you there?', interrupted: false }]);
    fake.script(reply('Yes, I am here.'));
    const { events } = await readEvents(await streamRequest(retryRoute.POST, alice, chatId, {}));
    expect(doneOf(events)?.reply).toBe('Yes, I am here.');
    expect((await stored(chatId)).map((m) => m.content)).toEqual(['Are you there?', 'Yes, I am here.']);
  });
});

describe('crisis resources in the stream', () => {
  it('come first, before a cheerful model says anything, and stay first in what is stored', async () => {
    const chatId = await newChat(alice);
    fake.script(reply('Sounds like a great plan! Enjoy your evening.', { tokenDelayMs: 5 }));
    const { events } = await readEvents(
      await streamRequest(sendRoute.POST, alice, chatId, { message: 'gave away my cat and said goodbye to everyone. tonight i end it.' }),
    );
    expect(events[0]).toMatchObject({ type: 'start', crisis: { level: 'imminent' } });
    expect(deltas(events)[0]).toBe(`${noteFor('imminent')}\n\n`);
    const done = doneOf(events)!;
    expect(done.reply.startsWith(noteFor('imminent'))).toBe(true);
    expect(done.crisis?.level).toBe('imminent');
  });

  it('still come first, followed by the offline crisis answer, when the model fails or never answers', async () => {
    const chatId = await newChat(alice);
    fake.script(failure(500), failure(500));
    const failed = await streamRequest(sendRoute.POST, alice, chatId, { message: 'I want to end my life' });
    expect(failed.status).toBe(200);
    const { events } = await readEvents(failed);
    const level = doneOf(events)!.crisis!.level;
    expect(deltas(events)[0]).toBe(`${noteFor(level)}\n\n`);
    expect(doneOf(events)).toMatchObject({ offline: true, interrupted: false });
    expect(doneOf(events)!.reply).toBe(`${noteFor(level)}\n\n${OFFLINE_CRISIS_FOLLOW_UP}`);

    process.env.AI_TIMEOUT_MS = '300';
    fake.script(hang());
    const hung = await readEvents(await streamRequest(sendRoute.POST, alice, chatId, { message: 'I keep thinking about suicide' }));
    expect(deltas(hung.events)[0]).toMatch(/^If you are in immediate danger|988|Samaritans|findahelpline/);
    expect(doneOf(hung.events)!.reply.endsWith(OFFLINE_CRISIS_FOLLOW_UP)).toBe(true);
  });

  it('after a high signal, the reminder line ends every later streamed reply', async () => {
    const chatId = await newChat(alice);
    await readEvents(await streamRequest(sendRoute.POST, alice, chatId, { message: 'honestly thinking about how to kms, i have the pills saved up' }));
    fake.script(reply('Tell me more about your week.'));
    const { events } = await readEvents(await streamRequest(sendRoute.POST, alice, chatId, { message: 'anyway work was boring today' }));
    const reminder = crisisReminderLine(resourcesFor(null));
    expect(deltas(events).at(-1)).toBe(`\n\n${reminder}`);
    expect(doneOf(events)!.reply).toBe(`Tell me more about your week.\n\n${reminder}`);
  });
});

describe('model failures', () => {
  it('upstream 429: 503 with the provider Retry-After, asked once, and the message kept (stream and JSON)', async () => {
    const chatId = await newChat(alice);
    fake.script(rateLimited(7));
    const streamed = await streamRequest(sendRoute.POST, alice, chatId, { message: 'first try' });
    expect(streamed.status).toBe(503);
    expect(streamed.headers.get('retry-after')).toBe('7');
    expect((await streamed.json()).message).toMatch(/saved/);

    fake.script(rateLimited(9));
    const plain = await call(sendRoute.POST, { headers: alice.auth, params: { id: chatId }, body: { message: 'second try' } });
    expect(plain.status).toBe(503);
    expect(plain.headers.get('retry-after')).toBe('9');
    expect(fake.chatRequests()).toHaveLength(2);
    expect((await stored(chatId)).map((m) => m.content)).toEqual(['first try', 'second try']);
  });

  it('a model that never answers: 503 once AI_TIMEOUT_MS has passed, not a hung request (stream and JSON)', async () => {
    process.env.AI_TIMEOUT_MS = '400';
    const chatId = await newChat(alice);
    fake.script(hang(), hang());
    const streamed = await streamRequest(sendRoute.POST, alice, chatId, { message: 'hello?' });
    expect(streamed.status).toBe(503);
    expect(Number(streamed.headers.get('retry-after'))).toBeGreaterThan(0);
    const plain = await call(sendRoute.POST, { headers: alice.auth, params: { id: chatId }, body: { message: 'anyone?' } });
    expect(plain.status).toBe(503);
    // A timeout is not retried: the time is spent.
    expect(fake.chatRequests()).toHaveLength(2);
    expect((await stored(chatId)).map((m) => m.role)).toEqual(['user', 'user']);
  });

  it('an empty or malformed answer is asked once more; twice in a row is a 503', async () => {
    const chatId = await newChat(alice);
    fake.script(empty(), reply('Second time lucky.'));
    const streamed = await readEvents(await streamRequest(sendRoute.POST, alice, chatId, { message: 'one' }));
    expect(doneOf(streamed.events)?.reply).toBe('Second time lucky.');

    fake.script(invalidJson({ when: { stream: false } }), reply('Parsed this time.', { when: { stream: false } }));
    const plain = await call(sendRoute.POST, { headers: alice.auth, params: { id: chatId }, body: { message: 'two' } });
    expect(plain.json.reply).toBe('Parsed this time.');
    expect(fake.chatRequests()).toHaveLength(4);

    fake.script(invalidJson(), invalidJson());
    const broken = await streamRequest(sendRoute.POST, alice, chatId, { message: 'three' });
    expect(broken.status).toBe(503);
    fake.script(empty(), empty());
    const blank = await call(sendRoute.POST, { headers: alice.auth, params: { id: chatId }, body: { message: 'four' } });
    expect(blank.status).toBe(503);
    expect(fake.chatRequests()).toHaveLength(8);
    expect((await stored(chatId)).map((m) => m.content)).toEqual(['one', 'Second time lucky.', 'two', 'Parsed this time.', 'three', 'four']);
  });
});

describe('token budget', () => {
  it('records the tokens the provider reported, and past the daily budget answers 429, or offline in a crisis', async () => {
    const u = await createTestUser();
    const chatId = await newChat(u);
    fake.script(reply('Counted.', { usage: { prompt_tokens: 120, completion_tokens: 30 } }));
    await readEvents(await streamRequest(sendRoute.POST, u, chatId, { message: 'count me' }));
    expect(await tokensToday(u.id)).toMatchObject({ tokens: 150, requests: 1 });

    fake.script(reply('Counted too.', { usage: { prompt_tokens: 40, completion_tokens: 10 } }));
    await call(sendRoute.POST, { headers: u.auth, params: { id: chatId }, body: { message: 'and me' } });
    expect(await tokensToday(u.id)).toMatchObject({ tokens: 200, requests: 2 });

    process.env.AI_DAILY_TOKEN_LIMIT = '200';
    const refused = await streamRequest(sendRoute.POST, u, chatId, { message: 'one more' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await stored(chatId)).map((m) => m.content)).not.toContain('one more');

    const requestsBefore = fake.chatRequests().length;
    const { events } = await readEvents(await streamRequest(sendRoute.POST, u, chatId, { message: 'I want to end my life' }));
    const done = doneOf(events)!;
    expect(done.offline).toBe(true);
    expect(done.reply.startsWith(noteFor(done.crisis!.level))).toBe(true);
    expect(fake.chatRequests()).toHaveLength(requestsBefore);
  });
});
