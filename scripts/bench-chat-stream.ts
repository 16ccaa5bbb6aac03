// `npm run bench`, chat case: time to first token of a streamed chat reply, through the built app
// and the real OpenAI provider, against the fake OpenAI-compatible server (tests/helpers/fake-openai.ts)
// writing 20 ms per token, the pace of a hosted model. TTFT is from sending the message to the
// first model word on the wire (the SSE `delta` event), so it is the app's own overhead (session,
// storing the user's message, the crisis check, history) plus the model's first token.
import { reply, type FakeOpenAI } from '../tests/helpers/fake-openai';

export const CHAT_TOKEN_DELAY_MS = 20;
const REPLY = 'That sounds like a long day. What part of it is still on your mind this evening, and what would help you set it down for the night?';
const MESSAGES = [
  'Work ran late again and I skipped lunch.',
  'The train home was packed and I missed my stop.',
  'I finally called my sister back tonight.',
  'Cooked pasta and watched half a film before bed.',
];

export function scriptChatModel(fake: FakeOpenAI) {
  fake.setDefault(reply(REPLY, { tokenDelayMs: CHAT_TOKEN_DELAY_MS }));
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** Sends `rounds` messages one after another and reports TTFT and whole-reply times. */
export async function benchChatStream(base: string, auth: Record<string, string>, rounds = 20): Promise<string> {
  const created = await fetch(`${base}/api/chat`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{}' });
  if (created.status !== 201) throw new Error(`creating a chat failed: ${created.status} ${await created.text()}`);
  const { _id } = (await created.json()) as { _id: string };
  const ttft: number[] = [];
  const total: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/chat/chat/${_id}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ message: MESSAGES[i % MESSAGES.length] }),
    });
    if (!res.ok || !res.body) throw new Error(`chat message failed: ${res.status} ${await res.text()}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    let first: number | null = null;
    let done = false;
    while (!done) {
      const chunk = await reader.read();
      if (chunk.done) break;
      buffered += chunk.value;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('data: ')) continue;
        const event = JSON.parse(line.slice(6)) as { type: string; text?: string };
        if (event.type === 'delta' && first === null) first = performance.now() - started;
        if (event.type === 'done') done = true;
        if (event.type === 'error') throw new Error(`chat stream error: ${line}`);
      }
    }
    await reader.cancel().catch(() => undefined);
    if (first === null) throw new Error('the stream ended without a word');
    ttft.push(first);
    total.push(performance.now() - started);
  }
  const words = REPLY.split(/\s+/).length;
  const f = (n: number) => `${n.toFixed(0)} ms`;
  return [
    `chat, streamed (fake model at ${CHAT_TOKEN_DELAY_MS} ms per token, ${words}-word reply, ${rounds} messages in a row): time to first token p50 ${f(percentile(ttft, 50))}, p95 ${f(percentile(ttft, 95))}; whole reply p50 ${f(percentile(total, 50))}`,
  ].join('\n');
}
