import { MockLanguageModelV3 } from 'ai/test';

// Mock models for the journal's AI features (analysis, insights).

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** A model that always answers `text`; its calls are kept in `doGenerateCalls`. */
export function answeringModel(text: string) {
  return new MockLanguageModelV3({
    modelId: 'mock-journal-model',
    doGenerate: async () => ({ content: [{ type: 'text', text }], finishReason: { unified: 'stop', raw: 'stop' }, usage, warnings: [] }),
  });
}

/** A model whose every call fails, like a provider outage. */
export function failingModel(message = 'upstream 503') {
  return new MockLanguageModelV3({
    modelId: 'mock-failing-model',
    doGenerate: async () => {
      throw new Error(message);
    },
  });
}
