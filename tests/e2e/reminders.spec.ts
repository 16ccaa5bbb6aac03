import { expect, test } from '@playwright/test';
import { requiresLocalServer } from './support/env';
import { signIn } from './support/auth';
import { E2E_CRON_SECRET, waitForMail } from './support/mail';

test.describe('reminders', () => {
  requiresLocalServer();

  test("turned on in settings, mailed by the job, and turned off by the email's unsubscribe link", async ({ page }) => {
    const account = await signIn(page);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Reminders' });
    const toggle = section.getByLabel('Email me a reminder to write');
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    for (const day of ['Sat', 'Sun']) await section.getByLabel(day, { exact: true }).check();
    // The browser's current time, so the reminder is due now wherever this runs.
    const now = await page.evaluate(() => {
      const d = new Date();
      return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
    });
    await section.getByLabel('Time').fill(now);
    await section.getByRole('button', { name: 'Save reminders' }).click();
    await expect(page.getByText('Saved: reminders on.')).toBeVisible();

    const before = Date.now() - 1;
    const denied = await page.request.post('/api/cron/reminders');
    expect(denied.status()).toBe(401);
    const run = await page.request.post('/api/cron/reminders', { headers: { authorization: `Bearer ${E2E_CRON_SECRET}` } });
    expect(run.status(), await run.text()).toBe(200);

    const mail = await waitForMail(account.email, /Subject: A quiet moment for your journal\?/, before);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    // The page link (the List-Unsubscribe header holds the API's one-click URL).
    const link = mail.match(/https?:\/\/[^/\s"<>]+\/unsubscribe\?token=[A-Za-z0-9_.%-]+/)?.[0];
    expect(link).toBeTruthy();

    // A fresh browser context: the link needs no sign-in.
    const other = await page.context().browser()!.newContext();
    const visitor = await other.newPage();
    await visitor.goto(link!);
    await visitor.getByRole('button', { name: 'Turn off reminders' }).click();
    await expect(visitor.getByText('Reminders are off.')).toBeVisible();
    await other.close();

    await page.reload();
    await expect(page.getByRole('region', { name: 'Reminders' }).getByLabel('Email me a reminder to write')).not.toBeChecked();
  });
});
