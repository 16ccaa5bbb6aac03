import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn, type E2EUser } from './support/auth';
import { requiresLocalServer } from './support/env';

// Issue 17, item 6: search and filters above the entry list, at a phone's 375 px and 1280 px.

const VIEWPORTS = [
  ['phone', { width: 375, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

const titles = (page: Page) => page.getByTestId('entry-title');
const filters = (page: Page) => page.getByTestId('entry-filters');
const search = (page: Page) => filters(page).getByRole('searchbox', { name: 'Search entries' });

async function apiCreate(page: Page, u: E2EUser, body: Record<string, unknown>) {
  const res = await page.request.post('/api/journal', { data: body, headers: { authorization: `Bearer ${u.token}` } });
  expect(res.status(), await res.text()).toBe(201);
}

test.describe('journal search and filters', () => {
  requiresLocalServer();

  for (const [name, size] of VIEWPORTS) {
    test(`${name}: type a query, see only matching entries, filter by mood and days, clear`, async ({ page }) => {
      await page.setViewportSize(size);
      const u = await signIn(page);
      await apiCreate(page, u, { mood: 'relaxed', title: 'Morning walk', text: 'Cold air, quiet street.', createdAt: '2024-01-10T12:00:00Z' });
      await apiCreate(page, u, { mood: 'happy', title: 'Lake day', text: 'We walked to the lake after lunch.', createdAt: '2024-02-10T12:00:00Z' });
      await apiCreate(page, u, { mood: 'sad', title: 'Rainy', text: 'Stayed in with a cold coffee.', createdAt: '2024-03-10T12:00:00Z' });
      await page.goto('/journal');
      await expect(titles(page)).toHaveCount(3);

      // A stemmed search: "walking" finds "walk" in a title and "walked" in a text, newest first.
      await search(page).fill('walking');
      await expect(titles(page)).toHaveText(['Lake day', 'Morning walk']);
      await expect(page.getByTestId('entry-match-count')).toHaveText('2 matching entries');

      // A mood narrows the search further.
      await filters(page).getByRole('combobox', { name: 'Mood' }).selectOption('relaxed');
      await expect(titles(page)).toHaveText(['Morning walk']);

      // Nothing matches: said plainly, with a way out (never "No entries yet.").
      await filters(page).getByRole('combobox', { name: 'Mood' }).selectOption('angry');
      await expect(page.getByText('No entries match')).toBeVisible();
      await expect(page.getByText('No entries yet.')).toHaveCount(0);
      await expect(page.getByTestId('welcome')).toHaveCount(0);
      const axe = await new AxeBuilder({ page }).include('[data-testid="entry-filters"]').withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      await page.getByTestId('no-match').getByRole('button', { name: 'Clear filters' }).click();
      await expect(search(page)).toHaveValue('');
      await expect(titles(page)).toHaveCount(3);

      // Days: February only.
      await filters(page).getByLabel('From').fill('2024-02-01');
      await filters(page).getByLabel('To').fill('2024-02-29');
      await expect(titles(page)).toHaveText(['Lake day']);

      // The clear action above the list resets every field.
      await filters(page).getByRole('button', { name: 'Clear filters' }).click();
      await expect(filters(page).getByLabel('From')).toHaveValue('');
      await expect(titles(page)).toHaveCount(3);
      await expect(filters(page).getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
    });
  }
});
