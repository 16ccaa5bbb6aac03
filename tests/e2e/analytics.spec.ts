import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { requiresLocalServer } from './support/env';

async function writeEntry(page: Page, mood: string, text: string) {
  // The browser's session cookie authenticates page.request, as it would the journal screen.
  const res = await page.request.post('/api/journal', { data: { mood, text, title: `${mood} day` } });
  expect(res.status(), 'POST /api/journal').toBeLessThan(300);
}

test.describe('analytics', () => {
  requiresLocalServer();

  test('the empty state without entries', async ({ page }) => {
    await signIn(page);
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Your Mood Analytics', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mood Trend (Last 7 Days)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mood Frequency' })).toBeVisible();
    await expect(page.getByText('No mood trend data available')).toBeVisible();
    await expect(page.getByTestId('summary-entries')).toContainText('0');
    await expect(page.getByTestId('summary-streak')).toContainText('0 days');
    await expect(page.getByTestId('trend-chart')).toHaveCount(0);
  });

  test('charts render from the user’s entries, readable in both themes and at 375px', async ({ page }) => {
    await signIn(page);
    await writeEntry(page, 'happy', 'A bright walk in the park.');
    await writeEntry(page, 'happy', 'Dinner with friends.');
    await writeEntry(page, 'sad', 'Missed the bus in the rain.');

    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/analytics');
    const trend = page.getByTestId('trend-chart');
    await expect(trend.locator('svg.recharts-surface')).toBeVisible();
    // One day with entries: one point, shown by its most frequent mood's emoji.
    await expect(trend.getByTestId('trend-point')).toHaveCount(1);
    await expect(trend.getByTestId('trend-point')).toContainText('😊');
    // The score axis runs 0 to 5 with ticks 1 to 5.
    await expect(trend.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')).toHaveText(['1', '2', '3', '4', '5']);

    const pie = page.getByTestId('frequency-chart');
    await expect(pie.locator('.recharts-pie-sector')).toHaveCount(2);
    await expect(pie.locator('.recharts-legend-item')).toHaveText([/Happy \(2\)/, /Sad \(1\)/]);
    const fills = await pie.locator('.recharts-pie-sector .recharts-sector').evaluateAll((ps) => ps.map((p) => p.getAttribute('fill')));
    expect(fills).toEqual(['#f59e0b', '#3b82f6']);

    await expect(page.getByTestId('summary-entries')).toContainText('3');
    await expect(page.getByTestId('summary-streak')).toContainText('1 day');
    await expect(page.getByTestId('summary-average')).toContainText('4.0');

    // Axis labels follow the text colour: dark on the light card, light on the dark one.
    const tick = trend.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value').first();
    const brightness = () =>
      tick.evaluate((el) => {
        // Lightness from 0 (black) to 1 (white). Tailwind 4 colours compute to lab() or oklch(), others to rgb().
        const fill = getComputedStyle(el).fill;
        const lab = fill.match(/^lab\(([\d.]+)/);
        if (lab) return Number(lab[1]) / 100;
        const ok = fill.match(/^oklch\(([\d.]+)(%?)/);
        if (ok) return ok[2] ? Number(ok[1]) / 100 : Number(ok[1]);
        const [r, g, b] = (fill.match(/[\d.]+/g) ?? []).map(Number);
        return (r + g + b) / 3 / 255;
      });
    expect(await brightness()).toBeLessThan(0.55);
    await page.getByTestId('theme-toggle').first().click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await brightness()).toBeGreaterThan(0.6);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(trend.locator('svg.recharts-surface')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });

  test('a failed load shows the toast', async ({ page }) => {
    await signIn(page);
    await page.route('**/api/analytics/mood-trends**', (r) => r.fulfill({ status: 500, json: { message: 'boom' } }));
    // A range the server does not render the page with, so the browser asks for the trend itself
    // (the default week comes with the page's HTML and is not asked for again right away).
    await page.goto('/analytics?range=30');
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to load analytics' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('the home page does not load the charting code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') scripts.push(await res.text().catch(() => ''));
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    // recharts' own class names appear in its bundle; they must not be part of the home page's scripts.
    expect(scripts.some((s) => s.includes('recharts-cartesian-axis'))).toBe(false);
  });
});
