import crypto from 'node:crypto';
import { expect, test as base, type Page } from '@playwright/test';
import { reply } from '../helpers/fake-openai';
import { signIn } from './support/auth';
import { requiresLocalServer } from './support/env';
import { modelApp, type ModelApp } from './support/model-app';

// The chat with a model that streams: these tests run against the model-backed instance of the app
// (scripts/e2e-server.mjs), whose model is the fake OpenAI-compatible server, scripted from here.
// Each scripted answer waits for a request that carries the test's own tag, so nothing else can
// take it; the words arrive one at a time with a pause between them, so a test can see a reply
// that is still being written.

const test = base.extend<object, { app: ModelApp }>({
  app: [
    async ({}, provide) => {
      await provide(await modelApp());
    },
    // The model-backed app boots beside the main one and may still be starting.
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ app }, provide) => provide(app.baseURL),
});

const FIRST_WORDS_MS = 30_000;
const words = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`).join(' ');
const input = (page: Page) => page.getByPlaceholder('Type your message...');
const streaming = (page: Page) => page.locator('[data-testid="chat-message"][data-streaming="true"]');
const assistant = (page: Page) => page.locator('[data-testid="chat-message"][data-role="assistant"]');

async function openNewChat(page: Page) {
  await signIn(page);
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'AI Assistant' })).toBeVisible();
  await expect(page.getByText('Offline assistant')).toHaveCount(0);
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(input(page)).toBeEnabled();
}

test.describe('streamed chat', () => {
  requiresLocalServer();

  test('the reply appears word by word while Stop is offered, then stands whole', async ({ page, app }) => {
    const tag = crypto.randomBytes(4).toString('hex');
    const text = `Tides rise and fall twice a day. ${words(24, 'wave')} That is the rhythm of the sea.`;
    await app.fake.script(reply(text, { tokenDelayMs: 120, when: { contains: tag, stream: true } }));
    await openNewChat(page);

    await input(page).fill(`Tell me about tides ${tag}`);
    await input(page).press('Enter');

    // Part of the reply is on screen while the rest is still being written. (The first reply of a
    // fresh server also loads the mood classifier, hence the longer wait for the first words.)
    await expect(streaming(page)).toContainText('Tides rise and fall', { timeout: FIRST_WORDS_MS });
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    const early = (await streaming(page).textContent()) ?? '';
    expect(early).not.toContain('rhythm of the sea');
    await expect.poll(async () => ((await streaming(page).textContent()) ?? '').length).toBeGreaterThan(early.length);

    // Whole: one assistant message with every word, stored (it survives a reload), no Stop.
    await expect(assistant(page)).toHaveCount(1);
    await expect(assistant(page).locator('p')).toHaveText(text);
    await expect(streaming(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
    await expect(page.locator('[data-interrupted="true"]')).toHaveCount(0);
    await page.reload();
    await expect(assistant(page).locator('p')).toHaveText(text);
  });

  test('Stop keeps what arrived, marked interrupted, and Retry writes a whole reply in its place', async ({ page, app }) => {
    const tag = crypto.randomBytes(4).toString('hex');
    const long = `Let me think. ${words(60, 'step')} The end.`;
    await app.fake.script(reply(long, { tokenDelayMs: 150, when: { contains: tag, stream: true } }));
    await openNewChat(page);

    await input(page).fill(`Walk me through it ${tag}`);
    await input(page).press('Enter');
    await expect(streaming(page)).toContainText('step3', { timeout: FIRST_WORDS_MS });

    // Stop from the keyboard: it is a labelled button in the tab order.
    const stop = page.getByRole('button', { name: 'Stop' });
    await stop.focus();
    await page.keyboard.press('Enter');

    const interrupted = page.locator('[data-testid="chat-message"][data-interrupted="true"]');
    await expect(interrupted).toHaveCount(1);
    await expect(interrupted).toContainText('Let me think. step1 step2 step3');
    await expect(interrupted).toContainText('Interrupted');
    await expect(interrupted).not.toContainText('The end.');
    await expect(stop).toHaveCount(0);

    // The server kept what arrived, marked the same way.
    await page.reload();
    await expect(interrupted).toHaveCount(1);
    await expect(interrupted.locator('p')).toContainText('Let me think. step1 step2 step3');
    await expect(interrupted.locator('p')).not.toContainText('The end.');

    const whole = 'Here is the whole answer, from the start to the end.';
    await app.fake.script(reply(whole, { tokenDelayMs: 20, when: { contains: tag, stream: true } }));
    await interrupted.getByRole('button', { name: 'Retry' }).click();
    await expect(assistant(page)).toHaveCount(1);
    await expect(assistant(page).locator('p')).toHaveText(whole);
    await expect(interrupted).toHaveCount(0);
    // The user's message was not sent twice.
    await expect(page.locator('[data-testid="chat-message"][data-role="user"]')).toHaveCount(1);
    await page.reload();
    await expect(assistant(page).locator('p')).toHaveText(whole);
    await expect(page.locator('[data-testid="chat-message"]')).toHaveCount(2);
  });
});
