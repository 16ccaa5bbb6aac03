import { expect, test, type Page } from '@playwright/test';
import { createAccount, signIn, signInAsAdmin, uniqueEmail } from './support/auth';
import { requiresLocalServer } from './support/env';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('admin panel', () => {
  requiresLocalServer();

  test('someone without the admin role is sent to /login', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login/);
  });

  test('stats, case-insensitive search, deleting a review and a user', async ({ page }) => {
    // Two accounts to act on; one leaves a review.
    const target = await createAccount(page.request, { email: uniqueEmail('target'), name: 'Target Tess' });
    const reviewer = await createAccount(page.request, { email: uniqueEmail('reviewer'), name: 'Reviewer Rex' });
    const posted = await page.request.post('/api/reviews', {
      headers: { authorization: `Bearer ${reviewer.token}` },
      data: { rating: 2, comment: 'Admin e2e review to delete' },
    });
    expect(posted.status()).toBe(201);

    const admin = await signInAsAdmin(page);
    // Hold the stats answer back a moment so the loading state can be seen.
    await page.route('**/api/admin/stats', async (r) => {
      await new Promise((res) => setTimeout(res, 700));
      await r.continue();
    });
    await page.goto('/admin');
    await expect(page.getByText('Loading stats...')).toBeVisible();
    await expect(page.getByTestId('admin-stats')).toBeVisible();
    await expect(page.getByText('Loading stats...')).toHaveCount(0);
    // Outside the main layout: no site header or footer, its own sidebar.
    await expect(page.getByText('All rights reserved')).toHaveCount(0);
    const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(sidebar.getByRole('link')).toHaveText(['Users', 'Reviews']);
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

    await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
    const table = page.getByTestId('users-table');
    await expect(table.locator('thead th')).toHaveText(['Email', 'Admin', 'Actions']);
    // The admin's own row cannot be deleted.
    const selfRow = table.getByTestId('user-row').filter({ hasText: admin.email });
    await expect(selfRow.getByRole('button', { name: `Delete ${admin.email}` })).toBeDisabled();

    // Search ignores case.
    await page.getByLabel('Search by email').fill(target.email.toUpperCase());
    await expect(table.getByTestId('user-row')).toHaveCount(1);
    const row = table.getByTestId('user-row').first();
    await expect(row).toContainText(target.email);
    await expect(row.locator('td').nth(1)).toHaveText('No');

    // Delete asks first; Cancel keeps the user.
    await row.getByRole('button', { name: `Delete ${target.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this user?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByTestId('user-row')).toHaveCount(1);

    await row.getByRole('button', { name: `Delete ${target.email}` }).click();
    await dialog.getByRole('button', { name: 'Delete user' }).click();
    await expect(toast(page, 'User deleted')).toBeVisible();
    await expect(table.getByText(`No users match`)).toBeVisible();
    const login = await page.request.post('/api/auth/login', { data: { email: target.email, password: target.password } });
    expect(login.status()).toBe(401);

    // Reviews tab.
    await sidebar.getByRole('link', { name: 'Reviews' }).click();
    await expect(page).toHaveURL(/tab=reviews/);
    await expect(page.getByRole('heading', { name: 'All Reviews' })).toBeVisible();
    const item = page.getByTestId('admin-review').filter({ hasText: reviewer.email });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('2/5');
    await expect(item).toContainText('Admin e2e review to delete');
    await item.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this review?' }).getByRole('button', { name: 'Delete review' }).click();
    await expect(toast(page, 'Review deleted')).toBeVisible();
    await expect(item).toHaveCount(0);

    // Gone from the public list too.
    const pub = await page.request.get('/api/reviews?limit=100');
    expect(JSON.stringify(await pub.json())).not.toContain('Admin e2e review to delete');
  });

  test('a failed delete shows a toast', async ({ page }) => {
    const victim = await createAccount(page.request, { email: uniqueEmail('victim') });
    await signInAsAdmin(page);
    await page.route('**/api/admin/delete-user/**', (r) => r.fulfill({ status: 500, json: { message: 'Database is sad' } }));
    await page.goto('/admin');
    await page.getByLabel('Search by email').fill(victim.email);
    const row = page.getByTestId('user-row');
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Delete ${victim.email}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete user' }).click();
    await expect(toast(page, 'Database is sad')).toBeVisible();
    await expect(row).toHaveCount(1);
  });

  test('fits 375px and has a theme toggle', async ({ page }) => {
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });
});
