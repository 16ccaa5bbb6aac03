import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { requiresLocalServer } from './support/env';
import { signIn } from './support/auth';

// Issue 17, item 7: a signed-in page arrives with its signed-in header and its first page of data
// in the server's HTML (no signed-out flash, no whole-page "Loading..."), and hydrating it raises
// no mismatch. The HTML is read without running any script, as a browser sees it before hydration.

async function addEntry(request: APIRequestContext, body: { mood: string; text: string; title?: string; createdAt?: string }) {
  const res = await request.post('/api/journal', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { entry: { _id: string } }).entry;
}

/** The page's markup as served, without its scripts (the RSC payload repeats texts in them). */
async function servedMarkup(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { maxRedirects: 0 });
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
}

/** The site header (components/layout/Header.tsx), the first <header> of the page. */
function siteHeader(markup: string): string {
  const header = markup.match(/<header\b[\s\S]*?<\/header>/)?.[0];
  expect(header, 'the page has a header').toBeTruthy();
  return header!;
}

function expectSignedInHeader(markup: string) {
  const header = siteHeader(markup);
  expect(header).toMatch(/<a\b[^>]*href="\/journal"[^>]*>Journal<\/a>/);
  expect(header).toMatch(/<button\b[^>]*>Logout<\/button>/);
  expect(header).not.toContain('href="/login"');
  expect(header).not.toContain('href="/signup"');
}

/** Waits until the client has told the server its zone (app/providers.tsx writes the `tz` cookie). */
async function waitForZoneCookie(page: Page): Promise<string> {
  let zone = '';
  await expect
    .poll(async () => {
      zone = (await page.context().cookies()).find((c) => c.name === 'tz')?.value ?? '';
      return zone;
    })
    .not.toBe('');
  return decodeURIComponent(zone);
}

/** Console errors and uncaught errors that report a hydration mismatch (React's #418, #423, #425 in production). */
function watchHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const isHydration = (text: string) => /hydrat|Minified React error #(418|419|421|422|423|425)|did not match/i.test(text);
  page.on('console', (m) => {
    if (m.type() === 'error' && isHydration(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (isHydration(`${e.message}\n${e.stack ?? ''}`)) errors.push(e.message);
  });
  return errors;
}

test.describe('first paint with content', () => {
  requiresLocalServer();

  test('the HTML of /journal and /analytics is signed in and carries the first page of data', async ({ page }) => {
    const me = await signIn(page);
    expect(await waitForZoneCookie(page)).toBeTruthy();
    await addEntry(page.request, { mood: 'sad', title: 'Older rainy walk', text: 'Grey skies all day.' });
    await addEntry(page.request, { mood: 'happy', title: 'Seaside morning', text: 'Swam before breakfast and felt great.' });

    const journal = await servedMarkup(page.request, '/journal');
    expectSignedInHeader(journal);
    expect(journal).not.toContain('Loading...');
    expect(journal).not.toContain('Loading entries...');
    // Newest first, as the list shows them.
    const first = journal.indexOf('Seaside morning');
    expect(first).toBeGreaterThan(-1);
    expect(first).toBeLessThan(journal.indexOf('Older rainy walk'));
    // The zone is known (the cookie), so the streaks come with the page too.
    expect(journal).toMatch(/data-testid="current-streak"[^>]*>1 day</);
    expect(journal).not.toContain('Loading streaks...');
    // The editor's activity chips too, so they do not push the page down when they arrive.
    expect(journal).toContain('data-testid="activity-picker"');
    // And the month calendar's moods: today is tinted in the HTML, not in a second render.
    expect(journal).toMatch(/aria-label="[^"]+, 2 entries, today"/);
    // The screen sits in the document where it shows, not streamed after the page's shell in a
    // hidden block that a script moves into place later (React does that to a large Suspense
    // boundary): that first paint would have only the header and footer, then everything moves.
    expect(journal).not.toMatch(/<div hidden id="S:\d+"/);

    const analytics = await servedMarkup(page.request, '/analytics');
    expectSignedInHeader(analytics);
    expect(analytics).not.toContain('Loading...');
    expect(analytics).not.toContain('aria-label="Loading summary"');
    expect(analytics).toMatch(/data-testid="summary-entries"[\s\S]*?>2</);
    expect(analytics).not.toMatch(/<div hidden id="S:\d+"/);
    // Nothing on first paint needs the email, so no page's HTML carries it.
    expect(journal).not.toContain(me.email);
    expect(analytics).not.toContain(me.email);
  });

  test('a zone cookie that is not a zone is ignored: the day-based figures load in the browser', async ({ page }) => {
    await signIn(page);
    await waitForZoneCookie(page);
    await addEntry(page.request, { mood: 'happy', title: 'Zone test', text: 'Some words.' });
    const url = new URL(page.url());
    await page.context().addCookies([{ name: 'tz', value: 'Not%2FA_Zone', domain: url.hostname, path: '/' }]);

    const journal = await servedMarkup(page.request, '/journal');
    expectSignedInHeader(journal);
    expect(journal).toContain('Zone test');
    expect(journal).toContain('Loading streaks...');
    const analytics = await servedMarkup(page.request, '/analytics');
    expect(analytics).toContain('aria-label="Loading summary"');
  });

  test('signed out, /journal is not rendered on the server: a redirect without a cookie, the guard with a dead one', async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const res = await anonymous.get('/journal', { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(res.headers().location).toContain('/login?from=%2Fjournal');
    await anonymous.dispose();

    // A cookie the server cannot verify gets past the proxy's presence check: the page then renders
    // signed out, as before this change, and leaves the decision to the stored token.
    const dead = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: 'better-auth.session_token=not-a-session.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D' },
    });
    const markup = await servedMarkup(dead, '/journal');
    const header = siteHeader(markup);
    expect(header).toContain('href="/login"');
    expect(header).toContain('href="/signup"');
    expect(header).not.toContain('Logout');
    expect(markup).toContain('Loading...');
    expect(markup).not.toContain('Your Entries');
    await dead.dispose();
  });

  test('a session cookie without a stored token is signed out once hydrated, as the specification says', async ({ page }) => {
    await signIn(page);
    await page.evaluate(() => localStorage.removeItem('token'));
    const dialog = page.waitForEvent('dialog');
    await page.goto('/journal');
    const d = await dialog;
    expect(d.message()).toBe('please login first');
    await d.accept();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('first paint with content: hydration', () => {
  requiresLocalServer();
  // Another zone and locale than the server's (UTC, en-US): dates are written in the zone the
  // server was told until hydration is over, then in the browser's own.
  test.use({ timezoneId: 'Asia/Tokyo', locale: 'de-DE' });

  test('/journal, /journal/{id} and /analytics hydrate without a mismatch, with a stored draft and a stale zone', async ({ page }) => {
    const errors = watchHydrationErrors(page);
    await signIn(page);
    expect(await waitForZoneCookie(page)).toBe('Asia/Tokyo');
    // An untitled entry is listed under its date, so the list's text depends on zone and locale.
    await addEntry(page.request, { mood: 'relaxed', text: 'No title on this one.', createdAt: '2026-01-15T20:45:00.000Z' });
    const titled = await addEntry(page.request, { mood: 'happy', title: 'Hydration check', text: 'Written to be read.' });
    const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { _id?: string })._id);
    expect(userId).toBeTruthy();
    await page.evaluate(
      (id) => localStorage.setItem(`journalDraft:${id}`, JSON.stringify({ mood: 'sad', title: 'Half written', text: 'A draft from before.' })),
      userId,
    );

    await page.goto('/journal');
    await expect(page.getByTestId('entry-title').first()).toHaveText('Hydration check');
    // The stored draft comes back once the page is hydrated.
    await expect(page.getByPlaceholder('Write about your day...')).toHaveValue('A draft from before.');
    // After hydration the untitled entry's date is written the browser's way: German, and already
    // the 16th in Tokyo (20:45 UTC on the 15th is 05:45 on the 16th there).
    await expect(page.getByTestId('entry-title').nth(1)).toContainText(/^16\. Jan/);
    await expect(page.getByTestId('current-streak')).toHaveText('1 day');

    await page.goto(`/journal/${titled._id}`);
    await expect(page.getByRole('heading', { name: 'Hydration check' })).toBeVisible();

    await page.goto('/analytics');
    await expect(page.getByTestId('summary-entries')).toContainText('on 1 of the last 7 days');

    // A zone that changed since the cookie was written (travel): the server renders for the old
    // one, the first client render repeats it, then the browser's zone takes over.
    const url = new URL(page.url());
    await page.context().addCookies([{ name: 'tz', value: encodeURIComponent('America/Los_Angeles'), domain: url.hostname, path: '/' }]);
    const stale = await servedMarkup(page.request, '/journal');
    // 20:45 UTC on 15 January is still the 15th in Los Angeles, in the server's en-US.
    expect(stale).toContain('Jan 15, 2026');
    await page.goto('/journal');
    await expect(page.getByTestId('entry-title').nth(1)).toContainText(/^16\. Jan/);
    await expect(page.getByTestId('current-streak')).toHaveText('1 day');
    // The page load put the browser's zone back in the cookie.
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'tz')?.value).toBe(encodeURIComponent('Asia/Tokyo'));
    await page.goto('/analytics');
    await expect(page.getByTestId('summary-entries')).toContainText('on 1 of the last 7 days');

    expect(errors).toEqual([]);
  });

  test('the other guarded screens, rendered on the server now as well, hydrate without a mismatch', async ({ page }) => {
    const errors = watchHydrationErrors(page);
    await signIn(page);
    await waitForZoneCookie(page);
    for (const path of ['/chat', '/settings', '/safety-plan']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Hydration errors are reported as it ends, shortly after the load.
      await page.waitForLoadState('load');
      await page.waitForTimeout(500);
      expect(errors, path).toEqual([]);
    }

    expect(errors).toEqual([]);
  });
});
