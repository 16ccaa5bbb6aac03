import { describe, expect, it } from 'vitest';
import { estimateTokens, tokensOf } from '@/lib/services/ai-usage';

describe('tokensOf', () => {
  const text = { prompt: 'x'.repeat(400), reply: 'y'.repeat(200) };
  it('takes the total the provider reported', () => {
    expect(tokensOf({ inputTokens: 10, outputTokens: 5, totalTokens: 18 }, text)).toBe(18);
  });
  it('adds input and output when there is no total', () => {
    expect(tokensOf({ inputTokens: 10, outputTokens: 5 }, text)).toBe(15);
    expect(tokensOf({ outputTokens: 5 }, text)).toBe(5);
  });
  it('estimates about four characters per token when the provider reported nothing', () => {
    expect(tokensOf(undefined, text)).toBe(150);
    expect(tokensOf({ inputTokens: undefined, outputTokens: undefined, totalTokens: undefined }, text)).toBe(150);
    expect(tokensOf({ totalTokens: 0 }, text)).toBe(150);
    expect(tokensOf({ totalTokens: Number.NaN }, text)).toBe(150);
    expect(estimateTokens('abcde')).toBe(2);
    expect(estimateTokens()).toBe(0);
  });
});
