import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount } from './support/auth';
import { smokePlan } from './support/smoke';

// The product as a signed-in person uses it, on a deployed preview (with the SMOKE_EMAIL account)
// and in the local suite (with a fresh account): log in with the password, write an entry, analyse
// it, open chat and talk once, open analytics, delete what was written, log out. Whatever happens,
// the finally block logs in again through the API and deletes every entry and chat this run made,
// so a failed step leaves nothing in the preview's database.

const plan = smokePlan();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const entries = (page: Page) => page.getByTestId('journal-entry');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const chatItems = (page: Page) => page.getByTestId('chat-item');

/** Spotify and YouTube frames get a tiny local page: no third-party network (nor bypass header) in a smoke run. */
async function stubPlayers(page: Page) {
  for (const host of ['https://open.spotify.com/**', 'https://www.youtube.com/**']) {
    await page.route(host, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>player</body></html>' }));
  }
}

/** Deletes this run's entries and chats through the API, with a session of its own. */
async function cleanUp(request: APIRequestContext, creds: { email: string; password: string }, marker: string, startedAt: number) {
  const login = await request.post('/api/auth/login', { data: creds });
  if (login.status() !== 200) throw new Error(`clean-up could not log in: ${login.status()} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  try {
    const list = await request.get('/api/journal/my-entries', { headers });
    const { entries: mine } = (await list.json()) as { entries: Array<{ _id: string; title?: string; text: string }> };
    for (const e of mine.filter((e) => e.title?.includes(marker) || e.text.includes(marker))) {
      const res = await request.delete(`/api/journal/delete/${e._id}`, { headers });
      expect([200, 204, 404]).toContain(res.status());
    }
    const chats = (await (await request.get('/api/chat/chat-history', { headers })).json()) as Array<{
      _id: string;
      title: string;
      createdAt: string;
      messages: Array<{ content?: string }>;
    }>;
    // Ours: the one that mentions the marker, or an empty one opened during this run (a step that
    // failed between "New" and sending).
    const ours = chats.filter(
      (c) =>
        c.title.includes(marker) ||
        c.messages.some((m) => m.content?.includes(marker)) ||
        (c.messages.length === 0 && Date.parse(c.createdAt) >= startedAt - 60_000),
    );
    for (const c of ours) {
      const res = await request.delete(`/api/chat/delete/${c._id}`, { headers });
      expect([200, 204, 404]).toContain(res.status());
    }
  } finally {
    await request.post('/api/auth/logout', { headers });
  }
}

test.describe('signed in @smoke', () => {
  test.skip(plan.mode === 'skip', plan.mode === 'skip' ? plan.reason : '');

  test('log in, write and analyse an entry, chat, analytics, delete, log out', async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const marker = `smoke-${crypto.randomBytes(4).toString('hex')}`;
    const startedAt = Date.now();
    const creds = plan.mode === 'account' ? { email: plan.email, password: plan.password } : await createAccount(page.request, { name: 'Smoke Test' });
    page.on('dialog', (d) => void d.accept());
    await stubPlayers(page);

    try {
      await page.goto('/login');
      await page.getByLabel('Email', { exact: true }).fill(creds.email);
      await page.getByLabel('Password', { exact: true }).fill(creds.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/journal$/);

      // Write an entry.
      await expect(page.getByRole('heading', { name: 'New Journal Entry' })).toBeVisible();
      await page.getByRole('group', { name: 'How are you feeling?' }).getByRole('button', { name: 'Happy' }).click();
      await page.getByLabel('Title').fill(`Smoke ${marker}`);
      await page.getByLabel('Your thoughts').fill(`A short walk in the sun after lunch and a good talk with a friend. (${marker})`);
      await button(page, 'Save Entry').click();
      await expect(toast(page, 'Journal saved!')).toBeVisible();
      const mine = entries(page).filter({ hasText: marker });
      await expect(mine).toHaveCount(1);

      // Analyse it.
      await mine.getByRole('button').first().click();
      await page.getByTestId('entry-reader').getByRole('button', { name: 'Edit', exact: true }).click();
      await button(page, 'AI Mood Analysis').click();
      await expect(toast(page, 'Journal updated with new analysis!')).toBeVisible({ timeout: 45_000 });
      await expect(page.getByTestId('analysis-result')).toContainText('Emotion detected:');

      // Chat: a new chat and one answer.
      await page.goto('/chat');
      await expect(page.getByRole('heading', { name: 'AI Assistant' })).toBeVisible();
      const before = await chatItems(page).count();
      await button(page, 'New').click();
      await expect(chatItems(page)).toHaveCount(before + 1);
      await page.getByPlaceholder('Type your message...').fill(`${marker}: a calm day, thank you for asking`);
      await page.getByPlaceholder('Type your message...').press('Enter');
      await expect(page.getByTestId('chat-message').and(page.locator('[data-role="assistant"]'))).toHaveCount(1, { timeout: 45_000 });

      // Analytics.
      await page.goto('/analytics');
      await expect(page.getByRole('heading', { name: 'Your Mood Analytics', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Mood Frequency' })).toBeVisible();

      // Delete what was written, through the screens (each delete waits for Undo; "Delete now" sends it).
      await page.goto('/chat');
      const chatOfRun = chatItems(page).filter({ hasText: marker });
      await chatOfRun.getByTitle('Delete chat').click();
      await toast(page, 'Deleting this chat').getByRole('button', { name: 'Delete now' }).click();
      await expect(page.getByText('Chat deleted')).toBeVisible();
      await expect(chatOfRun).toHaveCount(0);

      await page.goto('/journal');
      await expect(page.getByRole('heading', { name: 'Your Entries' })).toBeVisible();
      await entries(page)
        .filter({ hasText: marker })
        .getByRole('button', { name: /^Delete/ })
        .click();
      await toast(page, 'Deleting this entry').getByRole('button', { name: 'Delete now' }).click();
      await expect(entries(page).filter({ hasText: marker })).toHaveCount(0);

      // Log out: the session is gone on the server too.
      await nav(page).getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/$/);
      expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    } finally {
      // A separate request context: the page's may hold a session this test just ended.
      const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: test.info().project.use.extraHTTPHeaders });
      try {
        await cleanUp(api, creds, marker, startedAt);
      } finally {
        await api.dispose();
      }
    }
  });
});
