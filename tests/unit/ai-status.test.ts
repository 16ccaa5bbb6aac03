import { afterEach, describe, expect, it } from 'vitest';
import { MockLanguageModelV3 } from 'ai/test';
import { aiStatus, setModelOverride } from '@/lib/ai/provider';
import { GET } from '@/app/api/ai/status/route';
import { NextRequest } from 'next/server';

afterEach(() => setModelOverride(undefined));

const status = async () => {
  const res = await GET(new NextRequest('http://localhost:3000/api/ai/status'), { params: Promise.resolve({}) });
  const text = await res.text();
  return { json: JSON.parse(text) as unknown, text };
};

// The public status tells visitors whether analyses are written by the offline provider, and
// nothing about the deployment's model or vendor.
describe('AI status', () => {
  it('is online or offline, nothing more', async () => {
    setModelOverride(null);
    expect(aiStatus()).toEqual({ online: false, offline: true });
    expect((await status()).json).toEqual({ online: false, offline: true });

    setModelOverride(new MockLanguageModelV3({ modelId: 'secret-model-name' }));
    expect(aiStatus()).toEqual({ online: true, offline: false });
    const { json, text } = await status();
    expect(json).toEqual({ online: true, offline: false });
    expect(text).not.toMatch(/secret-model-name|openai|model|provider/i);
  });
});
