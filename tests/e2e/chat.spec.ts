import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { requiresLocalServer } from './support/env';

// The suite's server has no OPENAI_API_KEY, so every reply here comes from the offline assistant.

async function openChat(page: Page) {
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'AI Assistant' })).toBeVisible();
}

const chatItems = (page: Page) => page.getByTestId('chat-item');
const input = (page: Page) => page.getByPlaceholder('Type your message...');
const messages = (page: Page) => page.getByTestId('chat-message');
const pane = (page: Page) => page.getByTestId('message-pane');

async function startChat(page: Page) {
  const before = await chatItems(page).count();
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(chatItems(page)).toHaveCount(before + 1);
}

test.describe('chat', () => {
  requiresLocalServer();

  test('new chat, Enter sends, the offline reply shows, clear, delete, and chats survive a reload', async ({ page }) => {
    await signIn(page);
    await openChat(page);
    await expect(page.getByText('Offline assistant')).toBeVisible();
    await expect(pane(page).getByText('No messages yet')).toBeVisible();
    await expect(page.getByText('Start a conversation with your AI assistant')).toBeVisible();
    await expect(input(page)).toBeDisabled();

    await startChat(page);
    await expect(chatItems(page).first()).toHaveText(/New Chat/);
    await expect(chatItems(page).first().getByRole('button').first()).toHaveAttribute('aria-current', 'true');
    const send = page.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();

    await input(page).fill("I'm so anxious about my exam tomorrow");
    await expect(send).toBeEnabled();
    await input(page).press('Enter');
    await expect(input(page)).toHaveValue('');
    await expect(messages(page).first()).toHaveText(/I'm so anxious about my exam tomorrow/);
    const reply = messages(page).and(page.locator('[data-role="assistant"]'));
    await expect(reply).toHaveCount(1);
    await expect(reply).toContainText('anxious');
    await expect(reply).toContainText('?');
    await expect(page.getByText('AI is thinking...')).toHaveCount(0);
    // The chat took its title from the first message.
    await expect(chatItems(page).first()).toContainText("I'm so anxious about my exam tomorrow");

    // A second chat goes first and is selected; the first keeps its messages.
    await startChat(page);
    await expect(pane(page).getByText('No messages yet')).toBeVisible();
    await chatItems(page).nth(1).getByRole('button').first().click();
    await expect(messages(page)).toHaveCount(2);

    await page.reload();
    await expect(chatItems(page)).toHaveCount(2);
    // On load the first chat (the most recently active: the new one) is selected.
    await expect(page.getByTestId('selected-chat-title')).toHaveText('New Chat');
    await expect(chatItems(page).nth(1)).toContainText("I'm so anxious about my exam tomorrow");
    await chatItems(page).nth(1).getByRole('button').first().click();
    await expect(messages(page)).toHaveCount(2);

    // Issue 17: Clear empties the chat at once and waits for Undo, which brings every message back.
    const clearToast = page.locator('[data-sonner-toast]').filter({ hasText: 'Clearing this chat' });
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(messages(page)).toHaveCount(0);
    await clearToast.getByRole('button', { name: 'Undo' }).click();
    await expect(messages(page)).toHaveCount(2);
    await expect(page.getByText('Chat cleared')).toHaveCount(0);
    // "Clear now" sends it without waiting; the spec's toast follows once the server has cleared it.
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await clearToast.getByRole('button', { name: 'Clear now' }).click();
    await expect(page.getByText('Chat cleared')).toBeVisible();
    await expect(messages(page)).toHaveCount(0);
    await expect(pane(page).getByText('No messages yet')).toBeVisible();

    // Issue 17: the delete waits for Undo; "Delete now" in its toast sends it at once.
    await chatItems(page).nth(1).getByTitle('Delete chat').click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Deleting this chat' }).getByRole('button', { name: 'Delete now' }).click();
    await expect(page.getByText('Chat deleted')).toBeVisible();
    await expect(chatItems(page)).toHaveCount(1);
    await expect(page.getByTestId('selected-chat-title')).toHaveText('New Chat');
    await page.reload();
    await expect(chatItems(page)).toHaveCount(1);
    await expect(chatItems(page).first()).toContainText('New Chat');
  });

  test('Shift+Enter makes a new line; replies are plain text with their line breaks', async ({ page }) => {
    await signIn(page);
    await openChat(page);
    await startChat(page);
    await input(page).fill('<b>first line</b>');
    await input(page).press('Shift+Enter');
    await input(page).pressSequentially('second line');
    await expect(input(page)).toHaveValue('<b>first line</b>\nsecond line');
    await expect(messages(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Send' }).click();
    const mine = page.locator('[data-testid="chat-message"][data-role="user"] p');
    await expect(mine).toHaveText('<b>first line</b>\nsecond line');
    await expect(mine.locator('b')).toHaveCount(0);
    const reply = page.locator('[data-testid="chat-message"][data-role="assistant"] p');
    await expect(reply).toBeVisible();
    expect(await reply.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
    expect(await reply.evaluate((el) => el.textContent?.includes('\n'))).toBe(true);
  });

  test('a refused message comes back to the input, Failed to send with the server reason; a model failure says Failed to send', async ({ page }) => {
    await signIn(page);
    await openChat(page);
    await startChat(page);

    const limitMessage = "You have reached today's limit of 200 messages. It resets at 00:00 UTC (in 3 hours).";
    await page.route('**/api/chat/chat/*', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: limitMessage }) }),
    );
    await input(page).fill('Will this go through?');
    await input(page).press('Enter');
    const failedToasts = page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to send' });
    await expect(failedToasts.filter({ hasText: limitMessage })).toBeVisible();
    await expect(failedToasts.filter({ hasText: limitMessage })).toHaveAttribute('data-type', 'error');
    await expect(input(page)).toHaveValue('Will this go through?');
    await expect(messages(page)).toHaveCount(0);

    await page.unroute('**/api/chat/chat/*');
    await page.route('**/api/chat/chat/*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The AI assistant is temporarily unavailable.' }) }),
    );
    await input(page).press('Enter');
    await expect(failedToasts.filter({ hasNotText: limitMessage })).toBeVisible();
  });

  test('the voice widget loads only when configured, and leaves with the chat screen', async ({ page }) => {
    const configured = process.env.VOICE_WIDGET_SRC;
    await signIn(page);
    if (!configured) {
      await openChat(page);
      await expect(page.locator('script[data-voice-widget]')).toHaveCount(0);
      return;
    }
    // The widget's own script is replaced with one that draws a floating element, as widgets do.
    await page.route(configured.startsWith('/') ? `**${configured}` : configured, (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: "const d = document.createElement('div'); d.id = 'fake-voice-widget'; d.textContent = 'Talk to us'; document.body.appendChild(d);",
      }),
    );
    await openChat(page);
    await expect(page.locator('script[data-voice-widget]')).toHaveCount(1);
    await expect(page.locator('#fake-voice-widget')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('script[data-voice-widget]')).toHaveCount(0);
    await expect(page.locator('#fake-voice-widget')).toHaveCount(0);
  });

  test('at 375px the chats open in a drawer and the conversation stays usable', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page);
    await openChat(page);
    // Issue 17: the phone tab bar shows on /chat too, and the composer ends above it.
    const tabs = page.getByRole('navigation', { name: 'Screens' });
    await expect(tabs).toBeVisible();
    await page.getByRole('button', { name: 'Show chats' }).click();
    await expect(page.getByRole('heading', { name: 'Chats' })).toBeVisible();
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Chats' })).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const bar = (await tabs.boundingBox())!;
    for (const control of [input(page), page.getByRole('button', { name: 'Send' })]) {
      const box = (await control.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    }
    // 44x44 px targets for the header's actions.
    for (const name of ['Show chats', 'Clear']) {
      const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(44);
    }
    // A real tap reaches the input (Playwright refuses a click that another element would catch).
    await input(page).click();
    await input(page).fill('Hello from my phone');
    await input(page).press('Enter');
    await expect(page.locator('[data-role="assistant"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
