/**
 * A local OpenAI-compatible server for tests: plain `node:http` on 127.0.0.1, port 0 (the OS picks
 * a free one), speaking the Chat Completions wire format (`POST /v1/chat/completions`, JSON or SSE
 * when the body says `stream: true`) and `GET /v1/models`. Point the app at it with
 * `OPENAI_BASE_URL=<fake.url>` and any `OPENAI_API_KEY`, and the real `@ai-sdk/openai` provider,
 * its headers, retries and parsers are exercised. No dependencies, so it also loads outside Vitest.
 *
 * In a test:
 *
 *   const fake = await startFakeOpenAI();
 *   process.env.OPENAI_BASE_URL = fake.url;          // ends in /v1
 *   fake.setDefault(reply({ emotion: 'sad', analysis: 'A heavy day.', crisisLevel: 'none' }));
 *   fake.script(rateLimited(7), reply('Hello there')); // the next two chat requests, in order
 *   ... call the app ...
 *   expect(fake.requests[0].body.response_format.type).toBe('json_schema');
 *   await fake.close();
 *
 * Behaviours (plain data, built by the helpers below; each chat request takes the first queued one
 * whose `when` matches, else the default):
 *   reply(textOrObject, opts?)  a reply; an object is sent as its JSON text (a model answering a
 *                               json_schema request). opts: usage ({ prompt_tokens, completion_tokens }
 *                               or null for none; default: about four characters a token),
 *                               delayMs (before the headers), tokenDelayMs (between stream chunks).
 *   cut(text, afterTokens)      a stream that stops half way: the socket is destroyed after that
 *                               many tokens (a JSON answer is cut after half its body; the AI SDK
 *                               sees either as a network error, which it retries).
 *   rateLimited(seconds)        429 with `retry-after: <seconds>` and OpenAI's error body.
 *   failure(status?, message?)  an error status (default 500) with OpenAI's error body.
 *   hang()                      never answers (the client's timeout must end it).
 *   invalidJson()               200 whose body (or SSE event) is not JSON.
 *   empty()                     200 with an empty message ('' content, no tokens).
 * Add `when: { stream?: boolean; json?: boolean; contains?: string; endpoint?: 'chat' | 'models' }`
 * to a queued behaviour to have it wait for a matching request (`json`: asks for a json_schema;
 * `contains`: the request body's text contains it; `endpoint: 'models'` scripts GET /v1/models,
 * which otherwise lists `model`).
 *
 * Every request is recorded in `fake.requests` (method, path, lower-cased headers, parsed body,
 * `stream` and `jsonSchema` flags); `chatRequests()` keeps the completions only, `pending()` counts
 * the behaviours not yet used, `reset()` clears queue, default and record.
 *
 * In integration tests, `withFakeOpenAI()` (tests/helpers/fake-model-env.ts) starts one for the file,
 * sets OPENAI_API_KEY / OPENAI_BASE_URL / AI_MODEL, resets it before each test and restores the
 * environment afterwards; `scopedEnv()` there sets other variables (AI_TIMEOUT_MS...) for one test.
 *
 * From another process (the e2e app server is started by a plain .mjs script): load this file with
 * tsx, `const { startFakeOpenAI } = await tsImport('../tests/helpers/fake-openai.ts', import.meta.url)`
 * (`import { tsImport } from 'tsx/esm/api'`), and script it over HTTP from the tests with
 * `fakeOpenAIControl(url)`, which drives the `/__fake/*` endpoints (script, default, requests, reset).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeUsage = { prompt_tokens: number; completion_tokens: number; total_tokens?: number };

export type When = {
  /** Only a streaming (true) or non-streaming (false) request. */
  stream?: boolean;
  /** Only a request that asks for a json_schema response (true) or one that does not (false). */
  json?: boolean;
  /** Only a request whose raw body contains this text (e.g. a word of the user's message). */
  contains?: string;
  /** 'chat' (the default) or 'models' (GET /v1/models). */
  endpoint?: 'chat' | 'models';
};

type Common = { when?: When; delayMs?: number };

export type Behaviour = Common &
  (
    | { kind: 'reply'; content: string; usage?: FakeUsage | null; tokenDelayMs?: number }
    | { kind: 'cut'; content: string; afterTokens: number; tokenDelayMs?: number }
    | { kind: 'status'; status: number; message: string; retryAfter?: string }
    | { kind: 'hang' }
    | { kind: 'invalid-json' }
    | { kind: 'empty'; usage?: FakeUsage | null }
  );

export type RecordedRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The parsed JSON body (null for GET or a body that is not JSON). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  raw: string;
  stream: boolean;
  /** The request asked for `response_format: { type: 'json_schema' }`. */
  jsonSchema: boolean;
};

type ReplyOpts = { usage?: FakeUsage | null; delayMs?: number; tokenDelayMs?: number; when?: When };

export function reply(answer: string | object, opts: ReplyOpts = {}): Behaviour {
  return { kind: 'reply', content: typeof answer === 'string' ? answer : JSON.stringify(answer), ...opts };
}
export function cut(answer: string | object, afterTokens: number, opts: Omit<ReplyOpts, 'usage'> = {}): Behaviour {
  return { kind: 'cut', content: typeof answer === 'string' ? answer : JSON.stringify(answer), afterTokens, ...opts };
}
export function rateLimited(retryAfterSeconds: number | string, opts: Common = {}): Behaviour {
  return { kind: 'status', status: 429, message: 'Rate limit reached for requests', retryAfter: String(retryAfterSeconds), ...opts };
}
export function failure(status = 500, message = 'The server had an error while processing your request.', opts: Common = {}): Behaviour {
  return { kind: 'status', status, message, ...opts };
}
export function hang(opts: Common = {}): Behaviour {
  return { kind: 'hang', ...opts };
}
export function invalidJson(opts: Common = {}): Behaviour {
  return { kind: 'invalid-json', ...opts };
}
export function empty(opts: Common & { usage?: FakeUsage | null } = {}): Behaviour {
  return { kind: 'empty', ...opts };
}

/** Words with the spaces after them: what a stream sends one chunk at a time. */
export function tokensOf(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);
}

const estimate = (text: string) => Math.max(1, Math.ceil(text.length / 4));

function matches(when: When | undefined, endpoint: 'chat' | 'models', req: RecordedRequest): boolean {
  if ((when?.endpoint ?? 'chat') !== endpoint) return false;
  if (!when) return true;
  if (when.stream !== undefined && when.stream !== req.stream) return false;
  if (when.json !== undefined && when.json !== req.jsonSchema) return false;
  if (when.contains !== undefined && !req.raw.includes(when.contains)) return false;
  return true;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type FakeOpenAI = {
  /** The base URL for OPENAI_BASE_URL, ending in /v1. */
  url: string;
  /** Queues behaviours for the next matching requests, in order. */
  script(...behaviours: Behaviour[]): void;
  /** What every request answers when nothing queued matches (initially reply('Fake model reply.')). */
  setDefault(behaviour: Behaviour): void;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  /** Only the chat completion requests. */
  chatRequests(): RecordedRequest[];
  /** Behaviours still queued. */
  pending(): number;
  /** Clears the queue and the recorded requests and restores the default reply. */
  reset(): void;
  close(): Promise<void>;
};

export const DEFAULT_REPLY = 'Fake model reply.';

export async function startFakeOpenAI(opts: { model?: string } = {}): Promise<FakeOpenAI> {
  const model = opts.model ?? 'fake-model';
  const initialDefault = reply(DEFAULT_REPLY);
  let fallback: Behaviour = initialDefault;
  const queue: Behaviour[] = [];
  const requests: RecordedRequest[] = [];
  let seq = 0;

  function take(endpoint: 'chat' | 'models', req: RecordedRequest): Behaviour | null {
    const i = queue.findIndex((b) => matches(b.when, endpoint, req));
    if (i >= 0) return queue.splice(i, 1)[0];
    return endpoint === 'chat' ? fallback : null;
  }

  function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
    res.end(text);
  }

  function usageFor(b: { usage?: FakeUsage | null }, req: RecordedRequest, completion: string): FakeUsage | null {
    if (b.usage === null) return null;
    const u = b.usage ?? { prompt_tokens: estimate(req.raw), completion_tokens: completion ? estimate(completion) : 0 };
    return { ...u, total_tokens: u.total_tokens ?? u.prompt_tokens + u.completion_tokens };
  }

  async function answerChat(b: Behaviour, req: RecordedRequest, res: http.ServerResponse) {
    if (b.kind === 'hang') return; // the socket stays open until the client gives up or close()
    if (b.delayMs) await sleep(b.delayMs);
    if (res.destroyed) return;
    if (b.kind === 'status') {
      const headers: Record<string, string> = b.retryAfter ? { 'retry-after': b.retryAfter } : {};
      const type = b.status === 429 ? 'rate_limit_exceeded' : 'server_error';
      return sendJson(res, b.status, { error: { message: b.message, type, param: null, code: type } }, headers);
    }
    const id = `chatcmpl-fake-${++seq}`;
    const created = Math.floor(Date.now() / 1000);
    const content = b.kind === 'reply' || b.kind === 'cut' ? b.content : '';
    const usage = b.kind === 'reply' || b.kind === 'empty' ? usageFor(b, req, content) : null;

    if (!req.stream) {
      if (b.kind === 'invalid-json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"id": "chatcmpl-broken", "choices": [ {"message": ');
      }
      const body = {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        ...(usage ? { usage } : {}),
      };
      if (b.kind === 'cut') {
        // Half of the JSON body, then the connection drops.
        const text = JSON.stringify(body);
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        return res.write(text.slice(0, Math.floor(text.length / 2)), () => res.socket?.destroy());
      }
      return sendJson(res, 200, body);
    }

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const event = (data: unknown) => res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
    const chunk = (delta: object, finish: string | null = null) =>
      event({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] });
    if (b.kind === 'invalid-json') {
      event('{"id": "chatcmpl-broken", "choices": [');
      event('[DONE]');
      return res.end();
    }
    // Destroying the socket drops whatever is still buffered, so the cut waits for the chunks sent
    // so far to be flushed (an SSE comment line, which parsers ignore, carries the callback).
    const drop = () => void res.write(': cut\n\n', () => res.socket?.destroy());
    chunk({ role: 'assistant', content: '' });
    const tokens = tokensOf(content);
    const delay = b.kind === 'reply' || b.kind === 'cut' ? (b.tokenDelayMs ?? 0) : 0;
    for (let i = 0; i < tokens.length; i++) {
      if (b.kind === 'cut' && i >= b.afterTokens) return drop();
      if (delay) await sleep(delay);
      if (res.destroyed) return;
      chunk({ content: tokens[i] });
    }
    if (b.kind === 'cut') return drop();
    chunk({}, 'stop');
    if (usage && req.body?.stream_options?.include_usage) {
      event({ id, object: 'chat.completion.chunk', created, model, choices: [], usage });
    }
    event('[DONE]');
    res.end();
  }

  function record(req: http.IncomingMessage, raw: string, path: string): RecordedRequest {
    let body: RecordedRequest['body'] = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = null;
    }
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(', ') : (v ?? '')]));
    return {
      method: req.method ?? 'GET',
      path,
      headers,
      body,
      raw,
      stream: body?.stream === true,
      jsonSchema: body?.response_format?.type === 'json_schema',
    };
  }

  // Test-side control over HTTP, for a server started in another process.
  function control(req: http.IncomingMessage, res: http.ServerResponse, path: string, raw: string) {
    const data = raw ? JSON.parse(raw) : null;
    if (path === '/__fake/script' && req.method === 'POST') api.script(...(Array.isArray(data) ? data : [data]));
    else if (path === '/__fake/default' && req.method === 'POST') api.setDefault(data);
    else if (path === '/__fake/reset' && req.method === 'POST') api.reset();
    else if (path === '/__fake/requests' && req.method === 'GET') return sendJson(res, 200, requests);
    else return sendJson(res, 404, { error: { message: 'unknown control path' } });
    sendJson(res, 200, { ok: true, pending: queue.length });
  }

  const server = http.createServer((req, res) => {
    // A client that gave up (timeout, Stop) must not crash the server with a write after close.
    res.on('error', () => {});
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = new URL(req.url ?? '/', 'http://fake').pathname.replace(/\/+$/, '');
      if (path.startsWith('/__fake/')) {
        try {
          return control(req, res, path, raw);
        } catch (e) {
          return sendJson(res, 400, { error: { message: String(e) } });
        }
      }
      const rec = record(req, raw, path);
      requests.push(rec);
      if (req.method === 'GET' && path === '/v1/models') {
        const b = take('models', rec);
        if (!b) return sendJson(res, 200, { object: 'list', data: [{ id: model, object: 'model', created: 0, owned_by: 'fake' }] });
        return void answerChat(b, rec, res).catch(() => res.destroy());
      }
      if (req.method === 'POST' && path === '/v1/chat/completions') {
        return void answerChat(take('chat', rec) ?? fallback, rec, res).catch(() => res.destroy());
      }
      sendJson(res, 404, { error: { message: `No route ${req.method} ${path}`, type: 'invalid_request_error' } });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const api: FakeOpenAI = {
    url: `http://127.0.0.1:${port}/v1`,
    script: (...behaviours) => void queue.push(...behaviours),
    setDefault: (b) => void (fallback = b),
    requests,
    chatRequests: () => requests.filter((r) => r.path === '/v1/chat/completions'),
    pending: () => queue.length,
    reset() {
      queue.length = 0;
      requests.length = 0;
      fallback = initialDefault;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // hung and keep-alive connections included
        server.close(() => resolve());
      }),
  };
  return api;
}

/** Scripts a fake server started in another process (the e2e app server's) over HTTP. */
export function fakeOpenAIControl(url: string) {
  const base = url.replace(/\/v1\/?$/, '');
  const post = async (path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? null) });
    if (!res.ok) throw new Error(`fake openai control ${path}: ${res.status}`);
  };
  return {
    script: (...behaviours: Behaviour[]) => post('/__fake/script', behaviours),
    setDefault: (b: Behaviour) => post('/__fake/default', b),
    reset: () => post('/__fake/reset'),
    requests: async (): Promise<RecordedRequest[]> => (await fetch(`${base}/__fake/requests`)).json(),
  };
}
