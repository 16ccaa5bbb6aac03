import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import { signIn, type E2EUser } from './support/auth';
import { requiresLocalServer } from './support/env';

// Issue 18, items 3 and 4, and issue 17's filters in the address: the range switch, gaps in the
// trend, the year in pixels, the month calendar on /journal and the month in review.

// The browser's zone is the user's zone; UTC keeps the days below the server's days too.
test.use({ timezoneId: 'UTC' });

const DAY_MS = 86_400_000;
/** The UTC day `n` days before today, as YYYY-MM-DD. */
const day = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
/** Noon of that day, or for today a minute ago but never before today's midnight (createdAt may not be in the future). */
const at = (n: number) => (n === 0 ? new Date(Math.max(Date.now() - 60_000, Date.parse(`${day(0)}T00:00:00.000Z`))).toISOString() : `${day(n)}T12:00:00.000Z`);
/** Milliseconds until the next UTC midnight. */
const untilMidnight = () => DAY_MS - (Date.now() % DAY_MS);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** 'Mon 3 March 2026', as the heatmap names its days. */
const dayName = (d: string) => {
  const x = new Date(`${d}T00:00:00Z`);
  return `${WEEKDAYS[x.getUTCDay()]} ${x.getUTCDate()} ${MONTHS[x.getUTCMonth()]} ${x.getUTCFullYear()}`;
};
const monthTitle = (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;
const shiftMonth = (ym: string, n: number) => new Date(Date.UTC(Number(ym.slice(0, 4)), Number(ym.slice(5, 7)) - 1 + n, 1)).toISOString().slice(0, 7);

async function write(page: Page, u: E2EUser, body: Record<string, unknown>) {
  const res = await page.request.post('/api/journal', { data: body, headers: { authorization: `Bearer ${u.token}` } });
  expect(res.status(), await res.text()).toBe(201);
}

/** Today and yesterday happy, 3 and 4 days ago sad and relaxed (2 days ago is a gap), 20 days ago relaxed, 60 days ago angry. */
async function seedWeeks(page: Page, u: E2EUser) {
  const days: [number, string][] = [
    [0, 'happy'],
    [1, 'happy'],
    [3, 'sad'],
    [4, 'relaxed'],
    [20, 'relaxed'],
    [60, 'angry'],
  ];
  for (const [n, mood] of days) await write(page, u, { mood, title: `Day ${n}`, text: `An entry from ${n} days ago.`, createdAt: at(n) });
}

const titles = (page: Page) => page.getByTestId('entry-title');

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const report = results.violations.map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`).join('\n');
  expect(results.violations.length, `${label}\n${report}`).toBe(0);
}

test.describe('the long view', () => {
  requiresLocalServer();

  // Every test here seeds days relative to today and then reads them back by day: a run that
  // crosses UTC midnight between the two would see every day move by one. Start after midnight.
  test.beforeEach(async ({}, testInfo) => {
    const left = untilMidnight();
    if (left > 120_000) return;
    testInfo.setTimeout(testInfo.timeout + left + 5_000);
    await new Promise((r) => setTimeout(r, left + 1_000));
  });

  test('switching ranges changes the titles and the data; a day without entries is a gap; the range survives a reload', async ({ page }) => {
    const u = await signIn(page);
    await seedWeeks(page, u);
    await page.goto('/analytics');

    // The specification's screen by default.
    await expect(page.getByRole('heading', { name: 'Mood Trend (Last 7 Days)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mood Frequency', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This Week at a Glance' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
    const trend = page.getByTestId('trend-chart');
    await expect(trend.getByTestId('trend-point')).toHaveCount(4);
    // Two days ago has no entry: the line stops there and starts again (two segments), and the
    // description read to screen readers says so, with 7 days on the axis.
    const segments = async () => ((await trend.locator('path.recharts-line-curve').getAttribute('d')) ?? '').match(/M/g)?.length ?? 0;
    await expect.poll(segments).toBe(2);
    const described = page.getByTestId('trend-card').locator('figcaption li');
    await expect(described).toHaveCount(7);
    await expect(described.filter({ hasText: 'no entry' })).toHaveCount(3);
    // All time on the default: the angry day of two months ago counts.
    await expect(page.getByTestId('frequency-card')).toContainText('All entries, since your first');
    await expect(page.getByTestId('frequency-chart').locator('.recharts-legend-item')).toHaveCount(4);

    await page.getByText('30 days', { exact: true }).click();
    await expect(page).toHaveURL(/[?&]range=30\b/);
    await expect(page.getByRole('heading', { name: 'Mood Trend (Last 30 Days)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mood Frequency (Last 30 Days)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Last 30 Days at a Glance' })).toBeVisible();
    await expect(trend.getByTestId('trend-point')).toHaveCount(5);
    await expect(page.getByTestId('frequency-chart').locator('.recharts-legend-item')).toHaveText([/Happy \(2\)/, /Relaxed \(2\)/, /Sad \(1\)/]);
    await expect(page.getByTestId('summary-entries')).toContainText('5');

    // The switch is a radio group: the arrow keys move the choice.
    await page.getByRole('radio', { name: '30 days' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '90 days' })).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Mood Trend (Last 90 Days)' })).toBeVisible();
    await expect(trend.getByTestId('trend-point')).toHaveCount(6);
    await expect(page.getByTestId('frequency-chart').locator('.recharts-legend-item')).toHaveCount(4);

    await page.reload();
    await expect(page.getByRole('radio', { name: '90 days' })).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Mood Trend (Last 90 Days)' })).toBeVisible();
    await expect(page.getByTestId('trend-chart').getByTestId('trend-point')).toHaveCount(6);

    // A year stays readable: a label per month or two, not one per day.
    await page.getByText('365 days', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Mood Trend (Last 365 Days)' })).toBeVisible();
    const ticks = page.getByTestId('trend-chart').locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
    await expect.poll(() => ticks.count()).toBeGreaterThan(2);
    expect(await ticks.count()).toBeLessThanOrEqual(7);

    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });

  test('the year in pixels is navigable by keyboard and opens a day’s entries', async ({ page }) => {
    const u = await signIn(page);
    await seedWeeks(page, u);
    await page.goto('/analytics');
    const grid = page.getByRole('grid', { name: /Mood by day/ });
    await expect(grid).toBeVisible();
    await expect(page.getByTestId('heatmap-summary')).toHaveText('6 days written in the last 365.');
    await expect(page.getByTestId('heatmap-legend')).toContainText('No entry');
    // 365 days, one cell each; only one of them in the Tab order (today).
    await expect(grid.getByTestId('heatmap-day')).toHaveCount(365);
    const tabbable = grid.locator('[tabindex="0"]');
    await expect(tabbable).toHaveCount(1);
    await expect(tabbable).toHaveAttribute('aria-label', `${dayName(day(0))}: happy, 1 entry`);

    await tabbable.focus();
    const focused = page.locator(':focus');
    await page.keyboard.press('ArrowUp');
    await expect(focused).toHaveAttribute('aria-label', `${dayName(day(1))}: happy, 1 entry`);
    await page.keyboard.press('ArrowUp');
    await expect(focused).toHaveAttribute('aria-label', `${dayName(day(2))}: no entry`);
    // Enter on an empty day opens nothing.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/analytics/);
    // Left and right move by a week.
    await page.keyboard.press('ArrowLeft');
    await expect(focused).toHaveAttribute('aria-label', `${dayName(day(9))}: no entry`);
    await page.keyboard.press('ArrowRight');
    await expect(focused).toHaveAttribute('aria-label', `${dayName(day(2))}: no entry`);
    await page.keyboard.press('Home');
    await expect(focused).toHaveAttribute('aria-label', `${dayName(day(364))}: no entry`);
    await page.keyboard.press('End');
    await expect(focused).toHaveAttribute('aria-label', `${dayName(day(0))}: happy, 1 entry`);
    // Still one Tab stop, now wherever the arrows left it.
    await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
    await expect(focused).toHaveAttribute('aria-label', `${dayName(day(3))}: sad, 1 entry`);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/journal\\?from=${day(3)}&to=${day(3)}$`));
    await expect(titles(page)).toHaveText(['Day 3']);
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(day(3));
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(day(3));
  });

  test('the month calendar filters the journal to a day, by pointer and keyboard, and folds on phones', async ({ page }) => {
    const u = await signIn(page);
    await seedWeeks(page, u);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/journal');
    await expect(titles(page)).toHaveCount(6);
    const calendar = page.getByTestId('month-calendar');
    const month = day(0).slice(0, 7);
    await expect(calendar.getByTestId('calendar-month')).toHaveText(monthTitle(month));
    const today = calendar.locator(`[data-date="${day(0)}"]`);
    await expect(today).toHaveAccessibleName(`${dayName(day(0))}: happy, 1 entry, today`);

    await today.click();
    await expect(page).toHaveURL(new RegExp(`/journal\\?from=${day(0)}&to=${day(0)}$`));
    await expect(titles(page)).toHaveText(['Day 0']);
    await expect(today).toHaveAttribute('aria-pressed', 'true');

    // The arrow keys move a day; Enter picks it.
    await today.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator(':focus')).toHaveAttribute('data-date', day(1));
    await page.keyboard.press('Enter');
    await expect(titles(page)).toHaveText(['Day 1']);
    await expect(page).toHaveURL(new RegExp(`from=${day(1)}&to=${day(1)}`));
    // Picked again: every day again.
    await page.keyboard.press('Enter');
    await expect(titles(page)).toHaveCount(6);
    await expect(page).toHaveURL(/\/journal$/);
    // On the first of a month the step left crossed into the month before, and the calendar went with it.
    if (day(1).slice(0, 7) !== month) {
      await expect(calendar.getByTestId('calendar-month')).toHaveText(monthTitle(day(1).slice(0, 7)));
      await calendar.getByRole('button', { name: 'Next month' }).click();
    }
    await expect(calendar.getByTestId('calendar-month')).toHaveText(monthTitle(month));

    // Months back and forth; no month after this one.
    await expect(calendar.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await calendar.getByRole('button', { name: 'Previous month' }).click();
    await expect(calendar.getByTestId('calendar-month')).toHaveText(monthTitle(shiftMonth(month, -1)));
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await expect(calendar.getByTestId('calendar-month')).toHaveText(monthTitle(month));

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(calendar.getByTestId('calendar-grid')).toBeHidden();
    await calendar.getByRole('button', { name: 'Show calendar' }).click();
    await expect(calendar.getByTestId('calendar-grid')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });

  test('journal filters live in the address: shared links, reloads, Back and Forward; invalid values are ignored', async ({ page }) => {
    const u = await signIn(page);
    await write(page, u, { mood: 'happy', title: 'Lake walk', text: 'We walked to the lake.', createdAt: '2024-02-10T12:00:00Z' });
    await write(page, u, { mood: 'sad', title: 'Rain walk', text: 'A walk in the rain.', createdAt: '2024-02-11T12:00:00Z' });
    await write(page, u, { mood: 'happy', title: 'Dinner', text: 'Friends came over.', createdAt: '2024-03-01T12:00:00Z' });

    await page.goto('/journal?q=walk&mood=happy');
    const search = page.getByRole('searchbox', { name: 'Search entries' });
    await expect(search).toHaveValue('walk');
    await expect(page.getByRole('combobox', { name: 'Mood' })).toHaveValue('happy');
    await expect(titles(page)).toHaveText(['Lake walk']);

    await page.reload();
    await expect(search).toHaveValue('walk');
    await expect(titles(page)).toHaveText(['Lake walk']);

    // Changing a filter rewrites the address in place (no new history step per change).
    const length = await page.evaluate(() => history.length);
    await page.getByRole('combobox', { name: 'Mood' }).selectOption('sad');
    await expect(page).toHaveURL(/\/journal\?q=walk&mood=sad$/);
    await expect(titles(page)).toHaveText(['Rain walk']);
    await page.getByLabel('From', { exact: true }).fill('2024-02-01');
    await expect(page).toHaveURL(/\/journal\?q=walk&mood=sad&from=2024-02-01$/);
    expect(await page.evaluate(() => history.length)).toBe(length);

    // Away and Back: the same filtered list.
    await page.goto('/analytics');
    await page.goBack();
    await expect(page).toHaveURL(/\/journal\?q=walk&mood=sad&from=2024-02-01$/);
    await expect(search).toHaveValue('walk');
    await expect(page.getByRole('combobox', { name: 'Mood' })).toHaveValue('sad');
    await expect(titles(page)).toHaveText(['Rain walk']);
    await page.goForward();
    await expect(page).toHaveURL(/\/analytics/);

    // Nonsense in the address is dropped: every entry, and a clean address.
    await page.goto('/journal?mood=grumpy&from=2024-02-30&to=someday');
    await expect(titles(page)).toHaveCount(3);
    await expect(page.getByRole('combobox', { name: 'Mood' })).toHaveValue('');
    await expect(page).toHaveURL(/\/journal$/);
  });

  test('the month in review adds up a constructed journal and compares it with the month before', async ({ page }) => {
    const u = await signIn(page);
    const current = day(0).slice(0, 7);
    const last = shiftMonth(current, -1);
    const before = shiftMonth(current, -2);
    // Last month: two happy entries on the 5th, sad on the 10th, relaxed on the 12th, exercise three times.
    await write(page, u, { mood: 'happy', title: 'A', text: 'Run and sun.', createdAt: `${last}-05T09:00:00Z`, activities: ['exercise'] });
    await write(page, u, { mood: 'happy', title: 'B', text: 'Evening with friends.', createdAt: `${last}-05T19:00:00Z`, activities: ['exercise', 'friends'] });
    await write(page, u, { mood: 'sad', title: 'C', text: 'Long day.', createdAt: `${last}-10T12:00:00Z` });
    await write(page, u, { mood: 'relaxed', title: 'D', text: 'Swim.', createdAt: `${last}-12T12:00:00Z`, activities: ['exercise'] });
    // The month before: one neutral entry.
    await write(page, u, { mood: 'neutral', title: 'E', text: 'Ordinary.', createdAt: `${before}-20T12:00:00Z` });

    await page.goto('/analytics');
    const card = page.getByTestId('month-review-card');
    await expect(card.getByTestId('review-month')).toHaveText(monthTitle(current));
    await expect(card.getByText(`No entries in ${monthTitle(current)}`)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Next month' })).toBeDisabled();

    await card.getByRole('button', { name: 'Previous month' }).click();
    await expect(card.getByTestId('review-month')).toHaveText(monthTitle(last));
    await expect(card.getByTestId('review-entries')).toContainText('4');
    await expect(card.getByTestId('review-entries')).toContainText('vs 1 last month');
    await expect(card.getByTestId('review-days')).toContainText('3');
    await expect(card.getByTestId('review-days')).toContainText('vs 1 last month');
    // (5 + 5 + 2 + 4) / 4 entries.
    await expect(card.getByTestId('review-average')).toContainText('4.0');
    await expect(card.getByTestId('review-average')).toContainText('vs 3.0 last month');
    await expect(card.getByTestId('review-top-mood')).toContainText('Happy');
    await expect(card.getByTestId('review-top-mood')).toContainText('vs Neutral last month');
    await expect(card.getByTestId('review-best')).toContainText(`${dayName(`${last}-05`)} (5.0)`);
    await expect(card.getByTestId('review-worst')).toContainText(`${dayName(`${last}-10`)} (2.0)`);
    await expect(card.getByTestId('review-activities').getByRole('listitem')).toHaveText([/exercise: 3 entries/, /friends: 1 entry/]);
  });

  test('the new cards: empty without entries, and a failed load says so with Try again, which recovers', async ({ page }) => {
    const u = await signIn(page);
    await page.goto('/analytics');
    const heatmap = page.getByTestId('heatmap-card');
    const review = page.getByTestId('month-review-card');
    await expect(heatmap.getByText('No entries in this range')).toBeVisible();
    await expect(heatmap.getByRole('link', { name: 'Write a journal entry' })).toHaveAttribute('href', '/journal');
    await expect(review.getByText(`No entries in ${monthTitle(day(0).slice(0, 7))}`)).toBeVisible();
    await page.getByText('30 days', { exact: true }).click();
    await expect(page.getByTestId('frequency-card').getByText('No entries in this range')).toBeVisible();

    await seedWeeks(page, u);
    let fail = true;
    const failing = (r: Route) => (fail ? r.fulfill({ status: 500, json: { message: 'boom' } }) : r.continue());
    await page.route('**/api/analytics/heatmap**', failing);
    await page.route('**/api/analytics/month-review**', failing);
    await page.reload();
    // One retry first (the app's query default), then the error.
    await expect(heatmap.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 20_000 });
    await expect(review.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 20_000 });
    fail = false;
    await heatmap.getByRole('button', { name: 'Try again' }).click();
    await expect(heatmap.getByTestId('heatmap-grid')).toBeVisible();
    await review.getByRole('button', { name: 'Try again' }).click();
    await expect(review.getByTestId('review-entries')).toBeVisible();

    fail = true;
    // With the zone cookie the server reads the calendar's moods into the page and the browser never
    // asks; a first visit (no cookie yet) leaves them to the browser, whose failed request is shown.
    await page.context().clearCookies({ name: 'tz' });
    await page.goto('/journal');
    const calendar = page.getByTestId('month-calendar');
    await expect(calendar.getByText('The calendar could not load.')).toBeVisible({ timeout: 20_000 });
    fail = false;
    await calendar.getByRole('button', { name: 'Try again' }).click();
    await expect(calendar.locator(`[data-date="${day(0)}"]`)).toHaveAccessibleName(`${dayName(day(0))}: happy, 1 entry, today`);
  });

  test('no axe violations on /analytics and /journal with the new cards, in both themes', async ({ page }) => {
    // Four full-page axe runs over a year of cells, on a shared two-core machine.
    test.setTimeout(240_000);
    const u = await signIn(page);
    await seedWeeks(page, u);
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/analytics?range=30');
      await expect(page.getByTestId('heatmap-grid')).toBeVisible();
      await expect(page.getByTestId('trend-chart').getByTestId('trend-point')).toHaveCount(5);
      await expect(page.getByTestId('month-review-card').getByTestId('review-entries')).toBeVisible();
      await expectNoAxeViolations(page, `/analytics (${theme})`);
      await page.goto(`/journal?from=${day(0)}&to=${day(0)}`);
      await expect(titles(page)).toHaveText(['Day 0']);
      await expect(page.getByTestId('calendar-grid')).toBeVisible();
      await expectNoAxeViolations(page, `/journal (${theme})`);
    }
  });
});
