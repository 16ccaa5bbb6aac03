import { expect, test } from '@playwright/test';
import { requiresLocalServer } from './support/env';
import { createAccount, readOtp } from './support/auth';
import { waitForMail } from './support/mail';

test.describe('forgot password', () => {
  requiresLocalServer();

  test('"Forgot password?" -> code from the email -> new password -> login with it', async ({ page }) => {
    const account = await createAccount(page.request);
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password/);
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(account.email);

    const before = Date.now() - 1;
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await expect(page.getByText(/we emailed it a 6-digit code/)).toBeVisible();
    const code = await readOtp(account.email, before);
    await page.getByLabel('Code').fill(code);
    await page.getByLabel('New password').fill('a-fresh-password-42');
    await page.getByRole('button', { name: 'Reset password' }).click();

    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId('login-notice')).toContainText('password has been reset');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await page.getByLabel('Password', { exact: true }).fill('a-fresh-password-42');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/journal/);

    // The owner was told.
    await waitForMail(account.email, /Subject: MoodJournal: your password was changed/, before);
    // The old password no longer works.
    const old = await page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
    expect(old.status()).toBe(401);
  });

  test('an address with no account gets the same screen and no mail', async ({ page }) => {
    const email = `nobody-${Date.now()}@example.com`;
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await expect(page.getByText(`If ${email} has a MoodJournal account`, { exact: false })).toBeVisible();
    await expect(page.getByLabel('Code')).toBeVisible();
  });
});
