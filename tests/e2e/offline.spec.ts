import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signIn, type E2EUser } from './support/auth';
import { requiresLocalServer } from './support/env';

// Issue 19: installable, opens offline after one visit, writes made offline wait in IndexedDB and
// reach the server once, conflicts are the user's choice, and logout leaves nothing behind.

type Entry = { _id: string; text: string; version: number; clientId: string | null };

const textArea = (page: Page) => page.getByLabel('Your thoughts');
const moodButton = (page: Page, label: string) => page.getByRole('group', { name: 'How are you feeling?' }).getByRole('button', { name: label });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const pending = (page: Page) => page.getByTestId('pending-entry');

async function serverEntries(page: Page, user: E2EUser): Promise<Entry[]> {
  const res = await page.request.get('/api/journal/my-entries?limit=100', { headers: { authorization: `Bearer ${user.token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { entries: Entry[] }).entries;
}

/** The first visit: the worker installed, this page's assets and the /journal shell kept. */
async function openJournalOnline(page: Page) {
  await page.goto('/journal');
  await expect(page.getByRole('heading', { name: 'Your Entries' })).toBeVisible();
  await expect(page.locator('html[data-offline-ready="true"]')).toHaveCount(1);
}

async function writeEntry(page: Page, mood: string, text: string) {
  await moodButton(page, mood).click();
  await textArea(page).fill(text);
  await button(page, 'Save Entry').click();
}

const queuedCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const req = indexedDB.open('moodjournal-offline', 1);
        req.onupgradeneeded = () => req.result.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const count = req.result.transaction('queue').objectStore('queue').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );

// The only suite that needs the service worker (playwright.config.ts blocks it everywhere else).
test.use({ serviceWorkers: 'allow' });

test.describe('offline and installable (issue 19)', () => {
  requiresLocalServer();

  test('the manifest is valid and the service worker is registered', async ({ page }) => {
    const user = await signIn(page);
    const secret = `Private entry ${crypto.randomUUID()}`;
    const created = await page.request.post('/api/journal', {
      headers: { authorization: `Bearer ${user.token}` },
      data: { mood: 'sad', title: secret, text: `${secret}: what nobody else should read.` },
    });
    expect(created.status()).toBe(201);
    await openJournalOnline(page);
    // The page the user saw carries the entry in its HTML; the copy kept on the device does not.
    await expect(page.getByText(secret).first()).toBeVisible();
    const shell = await page.evaluate(async () => {
      const hit = await caches.match('/journal');
      return hit ? hit.text() : null;
    });
    expect(shell).toBeTruthy();
    expect(shell).not.toContain(secret);
    expect(shell).not.toContain(user.email);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'MoodJournal', start_url: '/journal', display: 'standalone' });
    expect(manifest.name).toBeTruthy();
    // Chromium's installability: a 192 and a 512 PNG icon that load; plus maskable ones.
    for (const size of ['192x192', '512x512']) {
      for (const purpose of ['any', 'maskable']) {
        const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png' && (i.purpose ?? 'any') === purpose);
        expect(icon, `${purpose} ${size}`).toBeTruthy();
        const img = await page.request.get(icon!.src);
        expect(img.status()).toBe(200);
        expect(img.headers()['content-type']).toBe('image/png');
      }
    }
    const worker = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration('/');
      return { active: Boolean(reg?.active), script: reg?.active?.scriptURL ?? '', scope: reg?.scope ?? '' };
    });
    expect(worker.active).toBe(true);
    expect(new URL(worker.script).pathname).toBe('/sw.js');
    expect(new URL(worker.scope).pathname).toBe('/');
    // API answers are never kept.
    const apiCached = await page.evaluate(async () => {
      for (const key of await caches.keys()) {
        const cache = await caches.open(key);
        if ((await cache.keys()).some((r) => new URL(r.url).pathname.startsWith('/api/'))) return true;
      }
      return false;
    });
    expect(apiCached).toBe(false);
  });

  test('two entries written offline survive a reload and sync once when back online', async ({ page, context }) => {
    const user = await signIn(page);
    await openJournalOnline(page);

    await context.setOffline(true);
    await expect(page.getByTestId('offline-indicator')).toHaveText('Offline');
    await writeEntry(page, 'Happy', 'Offline one: written on the train.');
    await expect(toast(page, 'Saved on this device').first()).toBeVisible();
    await writeEntry(page, 'Sad', 'Offline two: in the tunnel.');
    await expect(pending(page)).toHaveCount(2);

    // Analysis says plainly that it needs the network.
    await textArea(page).fill('Something to analyse');
    await button(page, 'AI Mood Analysis').click();
    await expect(toast(page, "You're offline — analysis needs a connection.")).toBeVisible();
    await textArea(page).fill('');

    // The page itself now comes from the worker's cache: the browser has no network.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(pending(page)).toHaveCount(2);
    await expect(pending(page).filter({ hasText: 'Waiting to sync' })).toHaveCount(2);
    await expect(pending(page).first()).toContainText('Offline one');
    expect(await serverEntries(page, user)).toHaveLength(0);

    await context.setOffline(false);
    await expect(pending(page)).toHaveCount(0);
    await expect(page.getByTestId('offline-indicator')).toHaveCount(0);
    const stored = await serverEntries(page, user);
    expect(stored.map((e) => e.text).sort()).toEqual(['Offline one: written on the train.', 'Offline two: in the tunnel.']);
    expect(stored.every((e) => typeof e.clientId === 'string')).toBe(true);
    expect(await queuedCount(page)).toBe(0);

    // Another start (and another online event) sends nothing twice.
    await page.reload();
    await expect(page.getByTestId('journal-entry')).toHaveCount(2);
    expect(await serverEntries(page, user)).toHaveLength(2);
  });

  test('a retried POST with the same clientId answers the same entry', async ({ page }) => {
    const user = await signIn(page);
    const clientId = crypto.randomUUID();
    const post = () =>
      page.request.post('/api/journal', { data: { mood: 'neutral', text: 'Lost answer', clientId }, headers: { authorization: `Bearer ${user.token}` } });
    const first = await post();
    const retry = await post();
    expect([first.status(), retry.status()]).toEqual([201, 201]);
    const a = ((await first.json()) as { entry: Entry }).entry;
    const b = ((await retry.json()) as { entry: Entry }).entry;
    expect(b).toEqual(a);
    expect(await serverEntries(page, user)).toHaveLength(1);
  });

  test('an offline edit of an entry changed elsewhere shows both versions; keep mine wins knowingly', async ({ page, context }) => {
    const user = await signIn(page);
    const auth = { authorization: `Bearer ${user.token}` };
    const created = await page.request.post('/api/journal', { data: { mood: 'neutral', text: 'The first words.' }, headers: auth });
    const entry = ((await created.json()) as { entry: Entry }).entry;
    await openJournalOnline(page);
    await page.getByTestId('journal-entry').first().getByRole('button').first().click();
    await page.getByTestId('entry-reader').getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(textArea(page)).toHaveValue('The first words.');

    // Meanwhile another device edits it (version 2).
    const other = await page.request.put(`/api/journal/edit/${entry._id}`, { data: { text: 'Changed on the phone.' }, headers: auth });
    expect(other.status()).toBe(200);

    await context.setOffline(true);
    await textArea(page).fill('Changed on the laptop, offline.');
    await button(page, 'Update Entry').click();
    await expect(pending(page)).toHaveCount(1);

    await context.setOffline(false);
    const conflict = page.getByTestId('conflict');
    await expect(conflict).toBeVisible();
    await expect(page.getByTestId('conflict-mine')).toHaveText('Changed on the laptop, offline.');
    await expect(page.getByTestId('conflict-theirs')).toHaveText('Changed on the phone.');
    // Nothing was overwritten while the choice is open.
    expect((await serverEntries(page, user))[0]).toMatchObject({ text: 'Changed on the phone.', version: 2 });

    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await expect(pending(page)).toHaveCount(0);
    expect((await serverEntries(page, user))[0]).toMatchObject({ text: 'Changed on the laptop, offline.', version: 3 });
  });

  test('logout clears the cached pages and the offline queue', async ({ page, context }) => {
    await signIn(page);
    await openJournalOnline(page);
    // Creates never reach the server here, so one stays queued at logout.
    await page.route('**/api/journal', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
    await context.setOffline(true);
    await writeEntry(page, 'Happy', 'Still queued at logout.');
    await expect(pending(page)).toHaveCount(1);
    await context.setOffline(false);
    expect(await queuedCount(page)).toBe(1);
    expect(await page.evaluate(async () => Boolean(await caches.match('/journal')))).toBe(true);

    page.on('dialog', (d) => void d.accept());
    await button(page, 'Logout').click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await queuedCount(page)).toBe(0);
    expect(await page.evaluate(async () => Boolean(await caches.match('/journal')))).toBe(false);
  });
});
