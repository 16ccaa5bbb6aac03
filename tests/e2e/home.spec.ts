import { expect, test } from '@playwright/test';

test.describe('home @smoke', () => {
  test('renders the hero, the start button and six feature cards', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Free for everyone · Sign in with a one-time code')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/login');
    await expect(page.getByTestId('feature-card')).toHaveCount(6);
    await expect(page.getByText('All rights reserved')).toContainText('2025');
  });

  test('signed-out header shows Home, Login and Signup only', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Login', 'Signup']);
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test('theme toggle flips the theme and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    await page.getByTestId('theme-toggle').first().click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await page.getByTestId('theme-toggle').first().click();
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('toasts show at the top right in the app theme, whatever the device prefers', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/verify-otp');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Resend OTP' }).click();
    const warning = page.locator('[data-sonner-toast]').filter({ hasText: 'Email missing. Please signup again.' });
    await expect(warning).toHaveAttribute('data-type', 'warning');
    const toaster = page.locator('[data-sonner-toaster]');
    await expect(toaster).toHaveAttribute('data-sonner-theme', 'dark');
    await expect(toaster).toHaveAttribute('data-y-position', 'top');
    await expect(toaster).toHaveAttribute('data-x-position', 'right');
  });

  test('mobile layout at 375px has a working menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start Your Journey' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-nav').getByRole('link', { name: 'Login' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
