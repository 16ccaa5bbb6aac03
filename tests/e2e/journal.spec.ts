import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/auth';
import { requiresLocalServer } from './support/env';

// The suite's server has no OPENAI_API_KEY, so analyses come from the offline provider.

const ANGRY = 'My landlord kept the whole deposit for no reason and then hung up on me. I am furious and fed up.';
const SAD = 'I miss my grandmother so much. I cried on the couch all evening and the house feels empty.';

const entries = (page: Page) => page.getByTestId('journal-entry');
const titleInput = (page: Page) => page.getByLabel('Title');
const textArea = (page: Page) => page.getByLabel('Your thoughts');
const moodButton = (page: Page, label: string) => page.getByRole('group', { name: 'How are you feeling?' }).getByRole('button', { name: label });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Issue 17: a list entry opens to read; Edit is a separate action in the read view. */
async function openForEdit(page: Page, item: Locator) {
  await item.getByRole('button').first().click();
  await page.getByTestId('entry-reader').getByRole('button', { name: 'Edit', exact: true }).click();
}

/** Issue 17: a delete waits for Undo; "Delete now" in its toast sends it at once. */
async function deleteNow(page: Page, item: Locator) {
  await item.getByRole('button', { name: /^Delete/ }).click();
  await toast(page, 'Deleting this entry').getByRole('button', { name: 'Delete now' }).click();
}

/** Spotify and YouTube frames get a tiny local page, so the suite needs no network. */
async function stubPlayers(page: Page) {
  for (const host of ['https://open.spotify.com/**', 'https://www.youtube.com/**']) {
    await page.route(host, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>player</body></html>' }));
  }
}

async function openJournal(page: Page) {
  await stubPlayers(page);
  await page.goto('/journal');
  await expect(page.getByRole('heading', { name: 'Your Entries' })).toBeVisible();
}

async function apiCreate(page: Page, token: string, body: Record<string, unknown>) {
  const res = await page.request.post('/api/journal', { data: body, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { entry: { _id: string } }).entry;
}

test.describe('journal', () => {
  requiresLocalServer();

  test('write, save, edit, cancel and delete an entry', async ({ page }) => {
    const account = await signIn(page);
    await openJournal(page);
    await expect(page.getByRole('heading', { name: 'New Journal Entry' })).toBeVisible();
    await expect(page.getByText('No entries yet.')).toBeVisible();
    await expect(textArea(page)).toHaveAttribute('rows', '8');
    await expect(button(page, 'Cancel')).toHaveCount(0);

    // Save needs a mood and text.
    const save = button(page, 'Save Entry');
    await expect(save).toBeDisabled();
    await moodButton(page, 'Happy').click();
    await expect(moodButton(page, 'Happy')).toHaveAttribute('aria-pressed', 'true');
    await textArea(page).fill('   ');
    await save.click();
    await expect(toast(page, 'Please select a mood and write something.')).toBeVisible();

    await titleInput(page).fill('A wonderful long title for today');
    await textArea(page).fill('First line of the day.\nSecond line.\nThird line that should be clamped away.');
    await save.click();
    await expect(toast(page, 'Journal saved!')).toBeVisible();
    await expect(textArea(page)).toHaveValue('');
    await expect(titleInput(page)).toHaveValue('');
    await expect(moodButton(page, 'Happy')).toHaveAttribute('aria-pressed', 'false');
    await expect(entries(page)).toHaveCount(1);
    const item = entries(page).first();
    await expect(item.getByTestId('entry-title')).toHaveText('A wonderful long tit...');
    await expect(item).toContainText('😊');
    await expect(item).toContainText('First line of the day.');

    // Clicking an entry opens it to read, Edit opens it for editing; Cancel returns to a new entry.
    await openForEdit(page, item);
    await expect(page.getByRole('heading', { name: 'Edit Your Journal' })).toBeVisible();
    await expect(titleInput(page)).toHaveValue('A wonderful long title for today');
    await expect(textArea(page)).toHaveValue(/First line of the day/);
    await expect(moodButton(page, 'Happy')).toHaveAttribute('aria-pressed', 'true');
    await button(page, 'Cancel').click();
    await expect(page.getByRole('heading', { name: 'New Journal Entry' })).toBeVisible();
    await expect(textArea(page)).toHaveValue('');

    // Update: the entry changes, the editor goes back to create mode.
    await openForEdit(page, item);
    await textArea(page).fill('Rewritten: a calm and quiet evening.');
    await moodButton(page, 'Relaxed').click();
    await button(page, 'Update Entry').click();
    await expect(toast(page, 'Journal updated!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New Journal Entry' })).toBeVisible();
    await expect(entries(page).first()).toContainText('Rewritten: a calm and quiet evening.');
    await expect(entries(page).first()).toContainText('😌');

    // An entry without a title shows its date instead.
    await moodButton(page, 'Neutral').click();
    await textArea(page).fill('Untitled thoughts.');
    await button(page, 'Save Entry').click();
    await expect(entries(page)).toHaveCount(2);
    const today = await page.evaluate(() => new Date().toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }));
    await expect(entries(page).first().getByTestId('entry-title')).toHaveText(today);

    // Delete both.
    await deleteNow(page, entries(page).first());
    await expect(toast(page, 'Journal Deleted Successfully')).toBeVisible();
    await expect(entries(page)).toHaveCount(1);
    await deleteNow(page, entries(page).first());
    await expect(page.getByText('No entries yet.')).toBeVisible();
    // Sent, not only hidden: the server has none left.
    const res = await page.request.get('/api/journal/my-entries', { headers: { authorization: `Bearer ${account.token}` } });
    expect(((await res.json()) as { entries: unknown[] }).entries).toHaveLength(0);
  });

  test('analysis of a new entry auto-saves it, and analysis while editing updates it', async ({ page }) => {
    await signIn(page);
    await openJournal(page);
    await textArea(page).fill(ANGRY);
    await button(page, 'AI Mood Analysis').click();
    await expect(toast(page, 'Journal auto-saved after analysis!')).toBeVisible();

    const result = page.getByTestId('analysis-result');
    await expect(result).toContainText('Emotion detected: angry');
    await expect(result).toContainText('offline analysis');
    // No mood was chosen, so the detected emotion became the mood.
    await expect(moodButton(page, 'Angry')).toHaveAttribute('aria-pressed', 'true');
    const frame = result.getByTestId('playlist-frame');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', /^https:\/\/(open\.spotify\.com|www\.youtube\.com)\/embed\//);
    expect((await frame.boundingBox())?.height).toBe(80);
    // The page's CSP lets the player load.
    await expect(page.frameLocator('[data-testid="playlist-frame"]').getByText('player')).toBeVisible();
    await expect(entries(page)).toHaveCount(1);
    await expect(entries(page).first()).toContainText('😠');
    // The saved entry is now open, so analysing again updates it instead of adding another.
    await expect(page.getByRole('heading', { name: 'Edit Your Journal' })).toBeVisible();

    await textArea(page).fill(SAD);
    await button(page, 'AI Mood Analysis').click();
    await expect(toast(page, 'Journal updated with new analysis!')).toBeVisible();
    await expect(result).toContainText('Emotion detected: sad');
    await expect(entries(page)).toHaveCount(1);
    await expect(entries(page).first()).toContainText('I miss my grandmother');

    // The analysis and playlist are stored with the entry.
    await button(page, 'Cancel').click();
    await expect(page.getByTestId('analysis-result')).toHaveCount(0);
    await entries(page).first().getByRole('button').first().click();
    await expect(page.getByTestId('analysis-result')).toContainText('Emotion detected: sad');
    await expect(page.getByTestId('playlist-frame')).toBeVisible();
  });

  test('analysis of an entry opened from the list updates it', async ({ page }) => {
    const account = await signIn(page);
    await apiCreate(page, account.token, { mood: 'happy', title: 'Gallery', text: 'I sold my first painting and we celebrated with friends. So proud!' });
    await openJournal(page);
    await openForEdit(page, entries(page).first());
    await button(page, 'AI Mood Analysis').click();
    await expect(toast(page, 'Journal updated with new analysis!')).toBeVisible();
    await expect(page.getByTestId('analysis-result')).toContainText('Emotion detected: happy');
    // The chosen mood is kept.
    await expect(moodButton(page, 'Happy')).toHaveAttribute('aria-pressed', 'true');
    await expect(entries(page)).toHaveCount(1);
  });

  test('validation toasts and Generate Playlist', async ({ page }) => {
    await signIn(page);
    await openJournal(page);
    await button(page, 'AI Mood Analysis').click();
    await expect(toast(page, 'Please write your journal first.')).toBeVisible();
    await button(page, 'Generate Playlist').click();
    await expect(toast(page, 'Please select a mood or run AI analysis.')).toBeVisible();

    await moodButton(page, 'Relaxed').click();
    await button(page, 'Generate Playlist').click();
    await expect(toast(page, 'Playlist generated!')).toBeVisible();
    await expect(page.getByTestId('playlist-frame')).toBeVisible();
    await expect(page.getByTestId('analysis-result')).toHaveCount(0);
  });

  test('a playlist that is not Spotify or YouTube is a Listen to Playlist link', async ({ page }) => {
    await signIn(page);
    await openJournal(page);
    await page.route('**/api/play/playlist', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ playlist: 'https://music.example.com/calm-mix' }) }),
    );
    await moodButton(page, 'Sad').click();
    await button(page, 'Generate Playlist').click();
    const link = page.getByRole('link', { name: 'Listen to Playlist' });
    await expect(link).toHaveAttribute('href', 'https://music.example.com/calm-mix');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('playlist-frame')).toHaveCount(0);
  });

  test('a Spotify or YouTube share link plays in the 80px frame as its embed page', async ({ page }) => {
    await signIn(page);
    await openJournal(page);
    let next = 'https://open.spotify.com/playlist/37i9dQZF1DXdPec7aLTmlC?si=share';
    await page.route('**/api/play/playlist', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ playlist: next }) }),
    );
    await moodButton(page, 'Happy').click();
    await button(page, 'Generate Playlist').click();
    const frame = page.getByTestId('playlist-frame');
    await expect(frame).toHaveAttribute('src', 'https://open.spotify.com/embed/playlist/37i9dQZF1DXdPec7aLTmlC');
    expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(80);
    await expect(page.getByRole('link', { name: 'Listen to Playlist' })).toHaveCount(0);

    next = 'https://www.youtube.com/watch?v=ZbZSe6N_BXs';
    await button(page, 'Generate Playlist').click();
    await expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/ZbZSe6N_BXs');
  });

  test('failures keep what was typed', async ({ page }) => {
    await signIn(page);
    await openJournal(page);
    await titleInput(page).fill('Keep me');
    await textArea(page).fill(SAD);

    await page.route('**/api/ai/analyze', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }));
    await button(page, 'AI Mood Analysis').click();
    await expect(toast(page, 'AI analysis failed.Our AI assistant is temporarily unavailable. Please try again shortly.')).toBeVisible();
    await expect(textArea(page)).toHaveValue(SAD);
    await expect(page.getByTestId('analysis-result')).toHaveCount(0);
    await page.unroute('**/api/ai/analyze');

    await moodButton(page, 'Sad').click();
    await page.route('**/api/journal', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"db down"}' }) : route.continue(),
    );
    await button(page, 'Save Entry').click();
    await expect(toast(page, 'Error saving entry.')).toBeVisible();
    await expect(textArea(page)).toHaveValue(SAD);
    await expect(titleInput(page)).toHaveValue('Keep me');
    await expect(moodButton(page, 'Sad')).toHaveAttribute('aria-pressed', 'true');
    await page.unroute('**/api/journal');

    // A failed playlist does not stop the analysis or its save.
    await page.route('**/api/play/playlist', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }));
    await button(page, 'Generate Playlist').click();
    await expect(toast(page, 'Failed to generate playlist.')).toBeVisible();
    await button(page, 'AI Mood Analysis').click();
    await expect(toast(page, 'Playlist generation failed.')).toBeVisible();
    await expect(toast(page, 'Journal auto-saved after analysis!')).toBeVisible();
    await expect(page.getByTestId('analysis-result')).toContainText('Emotion detected: sad');
    await expect(entries(page)).toHaveCount(1);

    // The unsaved new entry survives a reload.
    await button(page, 'Cancel').click();
    await textArea(page).fill('A draft I have not saved yet.');
    await page.reload();
    await expect(textArea(page)).toHaveValue('A draft I have not saved yet.');
  });

  test('dictation appends the recognised words, and read-aloud speaks in en-US', async ({ page }) => {
    await page.addInitScript(() => {
      type Handler = ((e: unknown) => void) | null;
      const w = window as unknown as Record<string, unknown>;
      const made: Array<Record<string, unknown>> = [];
      w.__recognitions = made;
      class FakeRecognition {
        lang = '';
        continuous = true;
        interimResults = true;
        maxAlternatives = 5;
        onresult: Handler = null;
        onerror: Handler = null;
        onend: Handler = null;
        constructor() {
          made.push(this as unknown as Record<string, unknown>);
        }
        start() {
          w.__finishDictation = (text: string) => {
            this.onresult?.({ results: [[{ transcript: text }]] });
            this.onend?.(null);
          };
          w.__failDictation = (error: string) => {
            this.onerror?.({ error });
            this.onend?.(null);
          };
        }
        stop() {
          this.onend?.(null);
        }
        abort() {
          this.onend?.(null);
        }
      }
      w.SpeechRecognition = FakeRecognition;
      w.webkitSpeechRecognition = FakeRecognition;

      const spoken: Array<{ text: string; lang: string }> = [];
      let current: { onend: Handler } | null = null;
      w.__spoken = spoken;
      Object.defineProperty(window, 'speechSynthesis', {
        configurable: true,
        value: {
          speak(u: { text: string; lang: string; onend: Handler }) {
            spoken.push({ text: u.text, lang: u.lang });
            current = u;
          },
          cancel() {
            current = null;
          },
        },
      });
      w.__finishSpeaking = () => current?.onend?.(null);
    });
    await signIn(page);
    await openJournal(page);

    await textArea(page).fill('Today');
    await button(page, 'Dictate').click();
    await expect(button(page, 'Listening...')).toBeVisible();
    await expect(toast(page, 'Listening...')).toBeVisible();
    const settings = await page.evaluate(() => {
      const r = (window as unknown as { __recognitions: Array<Record<string, unknown>> }).__recognitions[0];
      return { lang: r.lang, continuous: r.continuous, interimResults: r.interimResults };
    });
    expect(settings).toEqual({ lang: 'en-US', continuous: false, interimResults: false });
    await page.evaluate(() => (window as unknown as { __finishDictation: (t: string) => void }).__finishDictation('I went for a walk'));
    await expect(textArea(page)).toHaveValue('Today I went for a walk');
    await expect(toast(page, 'Voice added to journal')).toBeVisible();
    await expect(button(page, 'Dictate')).toBeVisible();

    await button(page, 'Dictate').click();
    await page.evaluate(() => (window as unknown as { __failDictation: (e: string) => void }).__failDictation('network'));
    await expect(toast(page, 'Voice recognition failed')).toBeVisible();
    await expect(textArea(page)).toHaveValue('Today I went for a walk');

    await button(page, 'Read Aloud').click();
    await expect(button(page, 'Stop Speaking')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __spoken: unknown[] }).__spoken)).toEqual([{ text: 'Today I went for a walk', lang: 'en-US' }]);
    await button(page, 'Stop Speaking').click();
    await expect(button(page, 'Read Aloud')).toBeVisible();

    // Speak Analysis in the result box, which ends by itself when the speech is over.
    await button(page, 'AI Mood Analysis').click();
    await expect(page.getByTestId('analysis-result')).toBeVisible();
    await button(page, 'Speak Analysis').click();
    await expect(page.getByTestId('analysis-result').getByRole('button', { name: 'Stop Speaking' })).toBeVisible();
    await page.evaluate(() => (window as unknown as { __finishSpeaking: () => void }).__finishSpeaking());
    await expect(button(page, 'Speak Analysis')).toBeVisible();
  });

  test('browsers without speech support get the SPEC toasts', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      delete w.SpeechRecognition;
      delete w.webkitSpeechRecognition;
      Object.defineProperty(window, 'SpeechRecognition', { configurable: true, value: undefined });
      Object.defineProperty(window, 'webkitSpeechRecognition', { configurable: true, value: undefined });
      Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: undefined });
    });
    await signIn(page);
    await openJournal(page);
    await button(page, 'Dictate').click();
    await expect(toast(page, 'Speach To Text Failed')).toBeVisible();
    await textArea(page).fill('Read me');
    await button(page, 'Read Aloud').click();
    await expect(toast(page, 'Text To Speach Failed')).toBeVisible();
  });

  test('a long journal loads more entries on scroll, and the weekly insights follow the entries', async ({ page }) => {
    const account = await signIn(page);
    await openJournal(page);
    await expect(page.getByTestId('top-emotion')).toHaveText('No entries this week yet');

    for (let i = 0; i < 55; i++) await apiCreate(page, account.token, { mood: i < 40 ? 'relaxed' : 'happy', title: `Entry ${i}`, text: `Day ${i}` });
    await page.reload();
    // A first page of 20 (lib/limits.ts JOURNAL_PAGE_SIZE), then more each time the end comes into view.
    await expect(entries(page)).toHaveCount(20);
    await expect(entries(page).first()).toContainText('Entry 54');
    await expect(async () => {
      await page.getByTestId('entry-list').evaluate((el) => {
        el.scrollTo(0, el.scrollHeight);
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      await expect(entries(page)).toHaveCount(55, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(entries(page).last()).toContainText('Entry 0');
    await expect(page.getByTestId('top-emotion')).toContainText('Relaxed');
    await expect(page.getByTestId('top-emotion')).toContainText('55 entries this week');
    await expect(page.getByRole('heading', { name: 'Your Weekly Insights' })).toBeVisible();
  });

  test('fits a 375px screen with entries, an analysis and its player', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const account = await signIn(page);
    await apiCreate(page, account.token, { mood: 'relaxed', title: 'Lazy Sunday by the lake with a book', text: 'Long walk, tea, a good book.' });
    await openJournal(page);
    await textArea(page).fill(ANGRY);
    await button(page, 'AI Mood Analysis').click();
    await expect(page.getByTestId('playlist-frame')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
