import fs from 'node:fs';
import path from 'node:path';
import { fakeOpenAIControl } from '../../helpers/fake-openai';

// scripts/e2e-server.mjs starts a second instance of the app with a model behind it (the fake
// OpenAI-compatible server) and writes where both are into its data folder once that app answers.

export type ModelApp = { baseURL: string; fake: ReturnType<typeof fakeOpenAIControl> };

const file = () => path.join(process.cwd(), 'data', `e2e-${process.env.E2E_PORT}`, 'model-app.json');

/** Waits for the model-backed app (it starts beside the main one, so it may still be booting). */
export async function modelApp(): Promise<ModelApp> {
  for (;;) {
    if (fs.existsSync(file())) {
      const info = JSON.parse(fs.readFileSync(file(), 'utf8')) as { baseURL?: string; fakeOpenAIUrl?: string; error?: string };
      if (info.error || !info.baseURL || !info.fakeOpenAIUrl) throw new Error(`the model-backed e2e app did not start: ${info.error ?? 'no address'}`);
      return { baseURL: info.baseURL, fake: fakeOpenAIControl(info.fakeOpenAIUrl) };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
