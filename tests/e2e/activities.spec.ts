import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { requiresLocalServer } from './support/env';

// Issue 18: activities picked in the editor, and the correlations card on /analytics.

const chip = (page: Page, name: string) => page.getByRole('group', { name: /What did you do\?/ }).getByRole('button', { name, exact: true });

/** hh:00 local (browser zone: the server's and the browser's agree here) `daysAgo` days back, as ISO. */
function daysAgo(n: number, hour = 12): string {
  const d = new Date();
  d.setDate(d.getDate() - n);
  d.setHours(hour, 0, 0, 0);
  return d.toISOString();
}

test.describe('activities', () => {
  requiresLocalServer();

  test('pick two activities in the editor, save, and see them on the entry', async ({ page }) => {
    await signIn(page);
    await page.goto('/journal');
    await expect(page.getByRole('heading', { name: 'Your Entries' })).toBeVisible();

    await page.getByRole('group', { name: 'How are you feeling?' }).getByRole('button', { name: 'Happy' }).click();
    await page.getByLabel('Your thoughts').fill('Ran in the park, then dinner with friends.');
    // One tap each; the keyboard works too (Space on a focused chip).
    await chip(page, 'exercise').click();
    await expect(chip(page, 'exercise')).toHaveAttribute('aria-pressed', 'true');
    await chip(page, 'friends').focus();
    await page.keyboard.press('Space');
    await expect(chip(page, 'friends')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, 'work')).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Save Entry', exact: true }).click();

    const item = page.getByTestId('journal-entry').first();
    await expect(item.getByTestId('entry-activities')).toHaveText('exercise · friends');
    await item.getByRole('button').first().click();
    await expect(page.getByTestId('reader-activities').getByRole('listitem')).toHaveText(['exercise', 'friends']);

    // Stored, not just shown: after a reload the list (from the server) still has them.
    await page.reload();
    await expect(page.getByTestId('journal-entry').first().getByTestId('entry-activities')).toHaveText('exercise · friends');
  });

  test('the correlations card shows with seeded data, with its caveat', async ({ page }) => {
    await signIn(page);
    // 6 days with exercise (happy), 6 without (sad), seeded through the API.
    for (let d = 1; d <= 12; d++) {
      const withExercise = d <= 6;
      const res = await page.request.post('/api/journal', {
        data: { mood: withExercise ? 'happy' : 'sad', text: `Day ${d}`, createdAt: daysAgo(d), activities: withExercise ? ['exercise'] : [] },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await page.goto('/analytics');
    const card = page.getByTestId('correlations-card');
    await expect(card.getByRole('heading', { name: /Activities and Your Mood/ })).toBeVisible();
    const row = card.getByTestId('correlation-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Your mood averages 5.0 on days with exercise, 2.0 without (6 days vs 6).');
    await expect(card.getByTestId('correlation-caveat')).toContainText('not what causes what');
  });
});
