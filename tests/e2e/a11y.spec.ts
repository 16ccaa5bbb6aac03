import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, readOtp, signIn, signInAsAdmin, uniqueEmail, E2E_PASSWORD, type E2EUser } from './support/auth';
import { requiresLocalServer } from './support/env';

// Issue 7, part 10. Every screen, in both themes, has no serious or critical axe violation
// (WCAG 2.0 and 2.1, levels A and AA). Every control on it can be reached with Tab, shows a
// visible focus indicator, and the screen's main task can be done with the keyboard alone.

type Theme = 'light' | 'dark';
const THEMES: Theme[] = ['light', 'dark'];

/** Sets the saved theme (next-themes, key 'theme') before any page script runs, and the system preference to match. */
async function useTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

async function expectTheme(page: Page, theme: Theme) {
  const html = page.locator('html');
  if (theme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
  else await expect(html).not.toHaveClass(/\bdark\b/);
}

/** Fails with a readable list of every serious or critical violation on the page as it is now. */
async function expectNoSeriousViolations(page: Page, label: string) {
  // Let transitions (theme colours, fade-ins) finish, so contrast is measured on the final colours.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`).join('\n')}`,
    )
    .join('\n');
  expect(bad.length, `${label}\n${report}`).toBe(0);
}

// ---------------------------------------------------------------------------------------------
// Data, so screens are checked with real content rather than only their empty states
// ---------------------------------------------------------------------------------------------

const bearer = (u: E2EUser) => ({ authorization: `Bearer ${u.token}` });

async function seedJournal(page: Page, u: E2EUser) {
  const entries = [
    {
      mood: 'happy',
      title: 'Sunny walk',
      text: 'Walked by the river and felt light.',
      analysis: 'You sound content.\n\nEmotion detected: happy',
      playlistUrl: 'https://example.com/playlist',
    },
    { mood: 'sad', title: null, text: 'A slow, grey afternoon.' },
    { mood: 'relaxed', title: 'Tea', text: 'Quiet evening with tea and a book.' },
  ];
  for (const data of entries) {
    const res = await page.request.post('/api/journal', { data, headers: bearer(u) });
    expect(res.status(), await res.text()).toBe(201);
  }
}

async function seedChat(page: Page, u: E2EUser) {
  const created = await page.request.post('/api/chat', { headers: bearer(u) });
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  const sent = await page.request.post(`/api/chat/chat/${_id}`, { data: { message: 'I had a long day at work.' }, headers: bearer(u) });
  expect(sent.status(), await sent.text()).toBe(200);
}

// ---------------------------------------------------------------------------------------------
// Screens
// ---------------------------------------------------------------------------------------------

type Screen = {
  name: string;
  path: string;
  /** Works against a deployed preview too (no sign-in, no local mail). */
  smoke?: boolean;
  /** Signs in and seeds data before the visit. */
  setup?: (page: Page) => Promise<void>;
  /** Resolves once the screen shows its real content, not a loading state. */
  ready: (page: Page) => Promise<void>;
};

const home: Screen = {
  name: 'home',
  path: '/',
  smoke: true,
  ready: async (page) => {
    await expect(page.getByRole('link', { name: 'Start Your Journey' })).toBeVisible();
    await expect(page.getByTestId('review-login-prompt')).toBeVisible();
  },
};
const homeSignedIn: Screen = {
  name: 'home (signed in)',
  path: '/',
  setup: async (page) => void (await signIn(page)),
  ready: (page) => expect(page.getByRole('group', { name: 'Your rating' })).toBeVisible(),
};
const signup: Screen = { name: 'signup', path: '/signup', smoke: true, ready: (page) => expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible() };
const login: Screen = {
  name: 'login',
  path: '/login',
  smoke: true,
  ready: (page) => expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible(),
};
const verifyOtp: Screen = {
  name: 'verify-otp',
  path: '/verify-otp?email=someone%40example.com',
  smoke: true,
  ready: (page) => expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible(),
};
const journal: Screen = {
  name: 'journal',
  path: '/journal',
  setup: async (page) => seedJournal(page, await signIn(page)),
  ready: async (page) => {
    await expect(page.getByRole('heading', { name: 'Your Entries' })).toBeVisible();
    await expect(page.getByText('Sunny walk')).toBeVisible();
    await expect(page.getByTestId('weekly-insights').getByRole('status')).toHaveCount(0);
  },
};
const chat: Screen = {
  name: 'chat',
  path: '/chat',
  setup: async (page) => seedChat(page, await signIn(page)),
  ready: async (page) => {
    await expect(page.getByRole('heading', { name: 'AI Assistant' })).toBeVisible();
    await expect(page.getByTestId('chat-message')).toHaveCount(2);
  },
};
const analytics: Screen = {
  name: 'analytics',
  path: '/analytics',
  setup: async (page) => seedJournal(page, await signIn(page)),
  ready: async (page) => {
    await expect(page.getByRole('heading', { name: 'Your Mood Analytics' })).toBeVisible();
    await expect(page.getByTestId('trend-chart')).toBeVisible();
    await expect(page.locator('[role=status]')).toHaveCount(0);
  },
};
const admin: Screen = {
  name: 'admin',
  path: '/admin',
  setup: async (page) => {
    const a = await signInAsAdmin(page);
    // Someone else's account and review, so the tables have rows with Delete buttons.
    const other = await createAccount(page.request, { name: 'Reviewer' });
    await page.request.post('/api/reviews', { data: { rating: 4, comment: 'Checked for accessibility.' }, headers: bearer(other) });
    void a;
  },
  ready: async (page) => {
    await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
    await expect(page.getByTestId('admin-stats')).toBeVisible();
  },
};
const settings: Screen = {
  name: 'settings',
  path: '/settings',
  setup: async (page) => void (await signIn(page)),
  ready: (page) => expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible(),
};

const SCREENS = [home, homeSignedIn, signup, login, verifyOtp, journal, chat, analytics, admin, settings];

async function open(page: Page, screen: Screen) {
  if (!screen.smoke) requiresLocalServer();
  await screen.setup?.(page);
  await page.goto(screen.path);
  await screen.ready(page);
}

test.describe('accessibility: axe in both themes', () => {
  for (const screen of SCREENS) {
    for (const theme of THEMES) {
      test(`${screen.name} (${theme})${screen.smoke ? ' @smoke' : ''}`, async ({ page }) => {
        await useTheme(page, theme);
        await open(page, screen);
        await expectTheme(page, theme);
        await expectNoSeriousViolations(page, `${screen.name} in the ${theme} theme`);
        if (screen === admin) {
          await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Reviews' }).click();
          await expect(page.getByRole('heading', { name: 'All Reviews' })).toBeVisible();
          await expect(page.getByText('Checked for accessibility.').first()).toBeVisible();
          await expectNoSeriousViolations(page, `admin reviews tab in the ${theme} theme`);
          await page
            .getByRole('button', { name: /^Delete review by / })
            .first()
            .click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await expectNoSeriousViolations(page, `admin confirm dialog in the ${theme} theme`);
        }
        if (screen === journal) {
          await page.getByText('Sunny walk').click();
          await expect(page.getByTestId('analysis-result')).toBeVisible();
          await expectNoSeriousViolations(page, `journal editing an entry in the ${theme} theme`);
        }
      });
    }
  }
});

// ---------------------------------------------------------------------------------------------
// Keyboard
// ---------------------------------------------------------------------------------------------

type Stop = { name: string; tag: string; marker: string | null; visible: boolean; segmented?: boolean };

/**
 * Presses Tab from the top of the page until focus leaves the page, and describes every stop.
 * A stop's focus is visible when it has an outline, or when its look (outline, shadow, border,
 * background, colour; or its label's, for a visually hidden input) changes as focus leaves it.
 */
async function tabThrough(page: Page, maxStops = 120): Promise<Stop[]> {
  await page.evaluate(() => {
    (window as unknown as { __a11y: unknown }).__a11y = null;
  });
  const stops: (Stop & { outline: boolean; focusedLook: string })[] = [];
  for (let i = 0; i <= maxStops; i++) {
    await page.keyboard.press('Tab');
    const r = await page.evaluate(() => {
      type Prev = { el: Element; ring: Element | null; focusedLook: string };
      const w = window as unknown as { __a11y: Prev | null };
      const look = (el: Element | null) => {
        if (!el) return '';
        const s = getComputedStyle(el);
        return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.borderTopColor, s.backgroundColor, s.color, s.textDecorationLine].join('|');
      };
      const visuallyHidden = (el: Element) => {
        const rect = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return rect.width <= 2 || rect.height <= 2 || s.opacity === '0' || s.clipPath.startsWith('inset(50%') || s.clip === 'rect(0px, 0px, 0px, 0px)';
      };
      const prev = w.__a11y;
      // A visually hidden control (a file input inside its label) can only show focus on its label.
      const seen = (el: Element, ring: Element | null) => (ring ? look(ring) : look(el));
      const prevChanged = prev ? seen(prev.el, prev.ring) !== prev.focusedLook : null;
      const el = document.activeElement;
      if (!el || el === document.body || el === document.documentElement) {
        w.__a11y = null;
        return { prevChanged, stop: null };
      }
      const hidden = visuallyHidden(el);
      const ring = hidden ? (el.closest('label') ?? el.parentElement ?? el) : null;
      const focusedLook = seen(el, ring);
      w.__a11y = { el, ring, focusedLook };
      const s = getComputedStyle(el);
      const labelled = (el as HTMLInputElement).labels?.[0]?.textContent;
      const name = (el.getAttribute('aria-label') || labelled || el.textContent || el.getAttribute('placeholder') || el.tagName)
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 60);
      return {
        prevChanged,
        stop: {
          name,
          tag: el.tagName.toLowerCase(),
          // Date and time inputs take one Tab per part (month, day, year): the same element twice
          // in a row is their segments, not a trap.
          segmented: el.tagName === 'INPUT' && ['date', 'time', 'datetime-local', 'month', 'week'].includes((el as HTMLInputElement).type),
          marker: el.getAttribute('data-a11y-expect'),
          outline: !hidden && s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0,
          focusedLook,
        },
      };
    });
    const last = stops[stops.length - 1];
    if (last && r.prevChanged) last.visible = true;
    if (!r.stop) break;
    if (last && !r.stop.segmented && last.focusedLook === r.stop.focusedLook && last.name === r.stop.name && last.tag === r.stop.tag && stops.length > 1) {
      const before = stops[stops.length - 2];
      // The same element twice in a row: Tab did not move focus (a keyboard trap).
      expect(before.name === r.stop.name && before.tag === r.stop.tag, `focus is stuck on "${r.stop.name}"`).toBe(false);
    }
    stops.push({ ...r.stop, visible: r.stop.outline });
  }
  return stops.map(({ name, tag, marker, visible, segmented }) => ({ name, tag, marker, visible, segmented }));
}

/** Tags the controls a screen must reach by keyboard, then checks every Tab stop. */
async function expectKeyboardReachable(page: Page, label: string, required: Locator[]) {
  for (const [i, loc] of required.entries()) {
    await expect(loc, `${label}: required control ${i} is missing`).toHaveCount(1);
    await loc.evaluate((el, n) => el.setAttribute('data-a11y-expect', String(n)), i);
  }
  const stops = await tabThrough(page);
  const unreached = required.map((_, i) => i).filter((i) => !stops.some((s) => s.marker === String(i)));
  expect(
    unreached.map((i) => required[i].toString()),
    `${label}: controls Tab never reached`,
  ).toEqual([]);
  // A date input's parts are drawn by the browser (each part highlights as it takes focus), which
  // this outline check cannot see.
  const invisible = stops.filter((s) => !s.visible && !s.segmented).map((s) => `${s.tag} "${s.name}"`);
  expect(invisible, `${label}: focus is not visible on`).toEqual([]);
}

/** Presses Tab until `target` has focus (the keyboard way to get to a control). */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('accessibility: keyboard only', () => {
  test('home: header, theme toggle and start button by keyboard @smoke', async ({ page }) => {
    await useTheme(page, 'light');
    await open(page, home);
    await expectKeyboardReachable(page, 'home', [
      nav(page).getByRole('link', { name: 'Home' }),
      nav(page).getByRole('link', { name: 'Login' }),
      nav(page).getByRole('link', { name: 'Signup' }),
      nav(page).getByTestId('theme-toggle'),
      page.getByRole('link', { name: 'Start Your Journey' }),
      page.getByRole('link', { name: 'Log in to leave a review' }),
    ]);
    await page.goto('/');
    await home.ready(page);
    await tabTo(page, nav(page).getByTestId('theme-toggle'));
    await page.keyboard.press('Enter');
    await expectTheme(page, 'dark');
    await tabTo(page, page.getByRole('link', { name: 'Start Your Journey' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('home: rate and review with the keyboard', async ({ page }) => {
    await open(page, homeSignedIn);
    const stars = page.getByRole('group', { name: 'Your rating' }).getByRole('button');
    await expectKeyboardReachable(page, 'home (signed in)', [stars.nth(0), stars.nth(4), page.getByLabel('Your thoughts')]);
    await page.goto('/');
    await homeSignedIn.ready(page);
    await tabTo(page, page.getByRole('button', { name: '4 stars' }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('rating-caption')).toHaveText('Great!');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: '5 stars' })).toBeFocused();
    await tabTo(page, page.getByLabel('Your thoughts'));
    await page.keyboard.type('Typed without a mouse.');
    await tabTo(page, page.getByRole('button', { name: 'Submit Review' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Thank You!')).toBeVisible();
  });

  test('signup and verify-otp: create an account with the keyboard', async ({ page }) => {
    requiresLocalServer();
    await page.goto('/signup');
    await signup.ready(page);
    await expectKeyboardReachable(page, 'signup', [
      page.getByLabel('Full Name'),
      page.getByLabel('Email Address'),
      page.getByLabel('Password'),
      page.getByRole('button', { name: 'Sign Up' }),
    ]);
    await page.goto('/signup');
    await signup.ready(page);
    const email = uniqueEmail('keyboard');
    const before = Date.now() - 1;
    await tabTo(page, page.getByLabel('Full Name'));
    await page.keyboard.type('Kay Board');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email Address')).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(E2E_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/verify-otp/);
    await verifyOtp.ready(page);

    await expectKeyboardReachable(page, 'verify-otp', [
      page.getByLabel('Email'),
      page.getByLabel('OTP', { exact: true }),
      page.getByRole('button', { name: 'Verify', exact: true }),
      page.getByRole('button', { name: 'Resend OTP' }),
    ]);
    const code = await readOtp(email, before);
    await tabTo(page, page.getByLabel('OTP', { exact: true }));
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/journal$/);
  });

  test('login: sign in with the keyboard', async ({ page }) => {
    requiresLocalServer();
    const account = await createAccount(page.request);
    await page.goto('/login');
    await login.ready(page);
    await expectKeyboardReachable(page, 'login', [
      page.getByLabel('Email'),
      page.getByLabel('Password'),
      page.getByRole('button', { name: 'Login', exact: true }),
    ]);
    await page.goto('/login');
    await login.ready(page);
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/journal$/);
  });

  test('journal: write and save an entry with the keyboard', async ({ page }) => {
    await open(page, journal);
    await expectKeyboardReachable(page, 'journal', [
      nav(page).getByRole('button', { name: 'Logout' }),
      page.locator('#journal-title'),
      page.getByRole('button', { name: 'Happy', exact: true }),
      page.getByRole('button', { name: 'Neutral', exact: true }),
      page.locator('#journal-text'),
      page.getByRole('button', { name: 'Dictate' }),
      page.getByRole('button', { name: 'AI Mood Analysis' }),
      page.getByRole('button', { name: 'Generate Playlist' }),
      page.getByTestId('journal-entry').first().getByRole('button').first(),
      page.getByRole('button', { name: 'Delete Sunny walk' }),
    ]);
    await page.goto('/journal');
    await journal.ready(page);
    await tabTo(page, page.locator('#journal-title'));
    await page.keyboard.type('Keyboard day');
    const relaxed = page.getByRole('button', { name: 'Relaxed', exact: true });
    await tabTo(page, relaxed);
    await page.keyboard.press('Space');
    await expect(relaxed).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, page.locator('#journal-text'));
    await page.keyboard.type('Typed every word of this with the keyboard.');
    await tabTo(page, page.getByRole('button', { name: 'Save Entry' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Journal saved!')).toBeVisible();
    await expect(page.getByTestId('entry-title').filter({ hasText: 'Keyboard day' })).toBeVisible();
  });

  test('chat: send a message with the keyboard', async ({ page }) => {
    await open(page, chat);
    const list = page.locator('#chat-list');
    await expectKeyboardReachable(page, 'chat', [
      list.getByRole('button', { name: 'New' }),
      list.getByRole('button', { name: 'Delete chat' }).first(),
      page.getByPlaceholder('Type your message...'),
      page.getByRole('button', { name: 'Clear' }),
    ]);
    await page.goto('/chat');
    await chat.ready(page);
    await tabTo(page, page.getByPlaceholder('Type your message...'));
    await page.keyboard.type('Sent from the keyboard');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('chat-message')).toHaveCount(4, { timeout: 20_000 });
  });

  test('analytics: every control reachable with visible focus', async ({ page }) => {
    await open(page, analytics);
    await expectKeyboardReachable(page, 'analytics', [nav(page).getByRole('link', { name: 'Journal' }), nav(page).getByRole('button', { name: 'Logout' })]);
  });

  test('admin: switch tabs and open a delete confirmation with the keyboard', async ({ page }) => {
    await open(page, admin);
    const sections = page.getByRole('navigation', { name: 'Admin sections' });
    await expectKeyboardReachable(page, 'admin', [
      sections.getByRole('link', { name: 'Users' }),
      sections.getByRole('link', { name: 'Reviews' }),
      page.getByLabel('Search by email'),
      page.getByRole('button', { name: /^Delete reviewer-|^Delete user-/ }).first(),
    ]);
    await page.goto('/admin');
    await admin.ready(page);
    await tabTo(page, sections.getByRole('link', { name: 'Reviews' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'All Reviews' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: /^Delete review by / }).first());
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Focus moves into the dialog onto the safe choice, and Escape backs out.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('settings: every control reachable with visible focus', async ({ page }) => {
    await open(page, settings);
    await expectKeyboardReachable(page, 'settings', [
      page.getByLabel('Name', { exact: true }),
      page.getByLabel('Current password'),
      page.getByLabel('New password'),
      // Tab enters a radio group at its checked option; the arrow keys move within it.
      page.getByRole('radio', { name: 'Match my device' }),
      page.getByRole('button', { name: 'Export JSON' }),
      page.getByLabel('Import a MoodJournal JSON export or a Daylio CSV'),
      page.getByLabel('Your password'),
    ]);
    await page.goto('/settings');
    await settings.ready(page);
    await tabTo(page, page.getByRole('radio', { name: 'Match my device' }));
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expectTheme(page, 'dark');
  });
});

// The focus check must be able to fail: it flags a control whose focus shows nothing.
test('keyboard check flags invisible focus and traps nothing @smoke', async ({ page }) => {
  await page.setContent(`
    <button>ok</button>
    <button style="outline:none">no ring</button>
    <input aria-label="plain" style="outline:none;box-shadow:none">
    <label>hidden file<input type="file" style="position:absolute;width:1px;height:1px;clip:rect(0,0,0,0)"></label>
    <label class="ringed">ringed file<input type="file" style="position:absolute;width:1px;height:1px;clip:rect(0,0,0,0)"></label>
    <style>.ringed:has(:focus-visible) { outline: 2px solid blue }</style>
    <a href="#x">link</a>`);
  const stops = await tabThrough(page);
  expect(stops.map((s) => [s.name, s.visible])).toEqual([
    ['ok', true],
    ['no ring', false],
    ['plain', false],
    ['hidden file', false],
    ['ringed file', true],
    ['link', true],
  ]);
});
