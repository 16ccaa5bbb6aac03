import { expect, test } from '@playwright/test';
import { requiresLocalServer } from './support/env';
import { signIn } from './support/auth';

test.describe('journal streaks', () => {
  requiresLocalServer();

  test('start at zero and count today once an entry is saved', async ({ page }) => {
    await signIn(page);
    await page.goto('/journal');
    const card = page.getByTestId('streaks');
    await expect(card.getByTestId('current-streak')).toHaveText('0 days');
    await expect(card.getByTestId('longest-streak')).toHaveText('0 days');
    await expect(card).toContainText('Write an entry today to start a streak.');

    await page.getByRole('button', { name: 'Happy', exact: true }).click();
    await page.getByPlaceholder('Write about your day...').fill('A good first day of journaling.');
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await expect(page.getByText('Journal saved!')).toBeVisible();

    await expect(card.getByTestId('current-streak')).toHaveText('1 day');
    await expect(card.getByTestId('longest-streak')).toHaveText('1 day');
    await expect(card).toContainText('You wrote today. See you tomorrow!');
  });
});
