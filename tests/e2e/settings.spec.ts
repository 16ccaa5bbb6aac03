import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { requiresLocalServer } from './support/env';
import { signIn } from './support/auth';

test.describe('settings', () => {
  requiresLocalServer();

  test('changes the name, shown after a reload', async ({ page }) => {
    await signIn(page, { name: 'Before Name' });
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toHaveValue('Before Name');
    await name.fill('After Name');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Name updated')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('After Name');
  });

  test('the theme choice is saved as dark or light; following the device saves nothing', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page);
    await page.goto('/settings');
    const html = page.locator('html');
    await page.getByLabel('Dark', { exact: true }).check();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.getByLabel('Light', { exact: true }).check();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    await page.getByLabel('Match my device').check();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByLabel('Match my device')).toBeChecked();
  });

  test('downloads the journal as CSV and JSON', async ({ page }) => {
    const user = await signIn(page);
    const created = await page.request.post('/api/journal', {
      headers: { authorization: `Bearer ${user.token}` },
      data: { mood: 'happy', title: 'Exported', text: '=1+1 should stay text in a spreadsheet' },
    });
    expect(created.status()).toBe(201);
    await page.goto('/settings');

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^moodjournal-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvText = fs.readFileSync((await csv.path())!, 'utf8');
    expect(csvText.split('\r\n')[0]).toBe('createdAt,mood,title,text,analysis,playlistUrl,activities');
    expect(csvText).toContain(`,happy,Exported,'=1+1 should stay text in a spreadsheet,,`);

    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
    const data = JSON.parse(fs.readFileSync((await json.path())!, 'utf8'));
    expect(data.format).toBe('moodjournal-export');
    expect(data.entries).toHaveLength(1);
    expect(data.entries[0].title).toBe('Exported');
  });

  test('deletes the account after the password is re-entered; logging in then fails', async ({ page }) => {
    const user = await signIn(page);
    await page.goto('/settings');
    await expect(page.getByText('It cannot be undone.')).toBeVisible();
    const button = page.getByRole('button', { name: 'Delete my account' });
    await expect(button).toBeDisabled();

    await page.getByLabel('Your password').fill('wrong-password');
    await page.getByLabel('I understand that my account and journal will be deleted forever.').check();
    await button.click();
    await expect(page.getByText('The password is not correct. Your account was not deleted.')).toBeVisible();

    await page.getByLabel('Your password').fill(user.password);
    await button.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    page.once('dialog', (d) => d.accept());
    await page.goto('/login');
    await page.getByLabel(/email/i).fill(user.email);
    await page.getByLabel(/password/i).fill(user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
});
