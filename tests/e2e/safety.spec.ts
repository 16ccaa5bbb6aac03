import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { requiresLocalServer } from './support/env';

// Crisis language gets a calm banner with working call/text links and the user's safety plan; a
// look-alike gets none. The suite's server is offline (no model), so the offline detector decides.

const textArea = (page: Page) => page.getByLabel('Your thoughts');
const banner = (page: Page) => page.getByRole('region', { name: "You don't have to go through this alone." });

async function openJournal(page: Page) {
  for (const host of ['https://open.spotify.com/**', 'https://www.youtube.com/**']) {
    await page.route(host, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>player</body></html>' }));
  }
  await page.goto('/journal');
  await expect(page.getByRole('heading', { name: 'Your Entries' })).toBeVisible();
}

test.describe('crisis safety', () => {
  requiresLocalServer();
  test.use({ locale: 'en-US' });

  test('a look-alike shows no banner; a crisis entry shows it with helplines and the safety plan', async ({ page }) => {
    await signIn(page);
    await openJournal(page);

    await textArea(page).fill('This deadline is killing me. Killer workout after, though.');
    await page.getByRole('button', { name: 'AI Mood Analysis', exact: true }).click();
    await expect(page.getByTestId('analysis-result')).toContainText('Emotion detected:');
    await expect(banner(page)).toHaveCount(0);
    // The look-alike was auto-saved and is open for editing; Cancel starts a new entry.
    await expect(page.getByTestId('journal-entry')).toHaveCount(1);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
    await textArea(page).fill("counted what's left in the bottle again. i think it's enough. nobody would notice for days.");
    await page.getByRole('button', { name: 'AI Mood Analysis', exact: true }).click();
    await expect(banner(page)).toBeVisible();
    const result = page.getByTestId('analysis-result');
    await expect(result).toContainText('988');
    await expect(result).not.toContainText('Emotion detected: happy');
    await expect(result).not.toContainText('Emotion detected: relaxed');
    // The entry is still saved, beside the look-alike (the banner shows before the auto-save ends).
    await expect(page.getByTestId('journal-entry')).toHaveCount(2);
    await expect(page.getByTestId('journal-entry').filter({ hasText: "counted what's left in the bottle" })).toHaveCount(1);

    await expect(banner(page).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(banner(page).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    await expect(banner(page).getByRole('alert')).toHaveText(/988/);

    await banner(page).getByRole('button', { name: 'Dismiss this support message' }).click();
    await expect(banner(page)).toHaveCount(0);
  });

  test('the safety plan is written on its own page, linked from settings, and kept', async ({ page }) => {
    await signIn(page);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'My safety plan' }).click();
    await expect(page.getByRole('heading', { name: 'My safety plan', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add a warning sign' }).click();
    await page.getByLabel('Warning signs, item 1').fill('I stop answering messages');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Safety plan saved.' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Warning signs, item 1')).toHaveValue('I stop answering messages');
  });

  test('chat: a crisis message brings the banner above the conversation', async ({ page }) => {
    await signIn(page);
    await page.goto('/chat');
    await page
      .getByRole('button', { name: /new chat/i })
      .first()
      .click();
    const input = page.getByRole('textbox').last();
    await input.fill('i gave my cat to my sister and said goodbye like it was forever. tonight is the night.');
    await input.press('Enter');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('If you are in immediate danger, call 911');
    await expect(banner(page).getByRole('link', { name: 'Open my safety plan' })).toHaveAttribute('href', '/safety-plan');
  });
});
