import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { requiresLocalServer } from './support/env';

const form = (page: Page) => page.getByTestId('review-form');
const list = (page: Page) => page.getByTestId('review-list');

test.describe('reviews on the home page @smoke', () => {
  test('a visitor sees the list and a prompt to log in instead of the form', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('review-login-prompt')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to leave a review' })).toHaveAttribute('href', '/login');
    await expect(form(page)).toHaveCount(0);
    await expect(list(page)).toBeVisible();
    await expect(page.getByTestId('review-average')).toHaveText(/^\d\.\d$/);
    await expect(page.getByTestId('review-count')).toHaveText(/^\d+ reviews?$/);
  });

  test('an empty list says so, with 0.0 as the average', async ({ page }) => {
    await page.route('**/api/reviews', (r) => r.fulfill({ json: { reviews: [], avgRating: null, count: 0, nextCursor: null } }));
    await page.goto('/');
    await expect(list(page).getByText('No reviews yet')).toBeVisible();
    await expect(list(page).getByText('Be the first to share your experience!')).toBeVisible();
    await expect(page.getByTestId('review-average')).toHaveText('0.0');
    await expect(page.getByTestId('review-count')).toHaveText('0 reviews');
  });

  test('a failed load is only logged and the list shows as empty', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route('**/api/reviews', (r) => r.fulfill({ status: 500, json: { message: 'boom' } }));
    await page.goto('/');
    await expect(list(page).getByText('No reviews yet')).toBeVisible();
    await expect(page.getByTestId('review-average')).toHaveText('0.0');
    expect(errors.some((e) => e.includes('Loading reviews failed'))).toBe(true);
  });

  test('names fall back to Anonymous User', async ({ page }) => {
    await page.route('**/api/reviews', (r) =>
      r.fulfill({
        json: {
          reviews: [{ _id: '8a6e0804-2bd0-4672-b79b-d97b5b79e2a1', rating: 4, comment: 'Lovely', createdAt: new Date().toISOString(), user: { name: '' } }],
          avgRating: 4,
          count: 1,
          nextCursor: null,
        },
      }),
    );
    await page.goto('/');
    await expect(list(page).getByTestId('review-item')).toHaveCount(1);
    await expect(list(page).getByText('Anonymous User')).toBeVisible();
    await expect(page.getByTestId('review-average')).toHaveText('4.0');
    await expect(page.getByTestId('review-count')).toHaveText('1 review');
  });

  test('an average of 4.5 is drawn as four and a half stars and labelled with its value', async ({ page }) => {
    const review = (rating: number, i: number) => ({
      _id: `8a6e0804-2bd0-4672-b79b-d97b5b79e2a${i}`,
      rating,
      comment: 'ok',
      createdAt: new Date().toISOString(),
      user: { name: 'R' },
    });
    await page.route('**/api/reviews', (r) => r.fulfill({ json: { reviews: [review(4, 1), review(5, 2)], avgRating: 4.5, count: 2, nextCursor: null } }));
    await page.goto('/');
    await expect(page.getByTestId('review-average')).toHaveText('4.5');
    const stars = page.getByRole('img', { name: 'Average 4.5 out of 5, drawn to the nearest half star' });
    await expect(stars).toBeVisible();
    await expect(stars.locator('[data-fill]')).toHaveCount(5);
    await expect(stars.locator('[data-fill="full"]')).toHaveCount(4);
    await expect(stars.locator('[data-fill="half"]')).toHaveCount(1);
  });
});

test.describe('rating flow', () => {
  requiresLocalServer();

  test('stars with captions, the live counter, the 2000 ms thank-you, then reset and a refreshed list', async ({ page }) => {
    const me = await signIn(page, { name: 'Rating Rosa' });
    await page.goto('/');
    const submit = form(page).getByRole('button', { name: 'Submit Review' });
    await expect(submit).toBeDisabled();
    await expect(page.getByTestId('comment-counter')).toHaveText('0/500');

    const captions: [string, string][] = [
      ['1 star', 'Needs improvement'],
      ['2 stars', 'Okay'],
      ['3 stars', 'Good!'],
      ['5 stars', 'Fantastic!'],
      ['4 stars', 'Great!'],
    ];
    for (const [label, caption] of captions) {
      await form(page).getByRole('button', { name: label, exact: true }).click();
      await expect(page.getByTestId('rating-caption')).toHaveText(caption);
    }
    await expect(form(page).getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'true');
    await expect(submit).toBeEnabled();

    const box = form(page).getByPlaceholder('Share your thoughts about MoodJournal...');
    await box.fill('Calm and kind.');
    await expect(page.getByTestId('comment-counter')).toHaveText('14/500');
    await box.fill('x'.repeat(600));
    await expect(page.getByTestId('comment-counter')).toHaveText('500/500');
    await box.fill('Writing here every evening helps me sleep.');

    await submit.click();
    const thanks = page.getByTestId('review-thanks');
    await expect(thanks).toBeVisible();
    const shownAt = Date.now();
    await expect(thanks).toContainText('Thank You!');
    await expect(thanks).toBeHidden({ timeout: 5000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(1500);
    expect(shownFor).toBeLessThan(3500);

    // Reset, and the list now has the review.
    await expect(page.getByTestId('comment-counter')).toHaveText('0/500');
    await expect(page.getByTestId('rating-caption')).toHaveText('');
    await expect(form(page).getByRole('button', { name: 'Submit Review' })).toBeDisabled();
    const mine = list(page).getByTestId('review-item').filter({ hasText: 'Rating Rosa' });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Writing here every evening helps me sleep.');
    await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(page.getByTestId('review-average')).toHaveText(/^\d\.\d$/);
    // Reviewers' emails never reach a non-admin's page.
    expect(await page.content()).not.toContain(me.email);

    // A second submit, by keyboard this time, replaces the first.
    await form(page).getByRole('button', { name: '2 stars' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('rating-caption')).toHaveText('Okay');
    await box.fill('Changed my mind.');
    await form(page).getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByTestId('review-thanks')).toBeVisible();
    await expect(page.getByTestId('review-thanks')).toBeHidden({ timeout: 5000 });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Changed my mind.');
    await expect(mine.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
  });

  test('a failed submit keeps what was written and shows no message', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    await page.route('**/api/reviews', (r) => (r.request().method() === 'POST' ? r.fulfill({ status: 500, json: { message: 'boom' } }) : r.continue()));
    await form(page).getByRole('button', { name: '3 stars' }).click();
    await form(page).getByPlaceholder('Share your thoughts about MoodJournal...').fill('Keep me');
    await form(page).getByRole('button', { name: 'Submit Review' }).click();
    await expect(form(page).getByRole('button', { name: 'Submit Review' })).toBeEnabled();
    await expect(form(page).getByPlaceholder('Share your thoughts about MoodJournal...')).toHaveValue('Keep me');
    await expect(page.getByTestId('review-thanks')).toHaveCount(0);
  });

  test('works at 375px wide without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page);
    await page.goto('/');
    await form(page).scrollIntoViewIfNeeded();
    await expect(form(page).getByRole('button', { name: '5 stars' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  });
});
