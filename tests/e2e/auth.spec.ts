import { expect, test, type Page } from '@playwright/test';
import { createAccount, E2E_PASSWORD, readOtp, signIn, signInAsAdmin, uniqueEmail } from './support/auth';
import { requiresLocalServer } from './support/env';

/** Accepts every alert and remembers its text, in order. */
function recordDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', async (d) => {
    seen.push(d.message());
    await d.accept();
  });
  return seen;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function expectSignedInHeader(page: Page, admin: boolean) {
  // The SPEC's links, then Settings (the account screen of the "your data" issue).
  const links = admin ? ['Home', 'Journal', 'ChatWithAi', 'Ai Dashboard', 'Admin', 'Settings'] : ['Home', 'Journal', 'ChatWithAi', 'Ai Dashboard', 'Settings'];
  await expect(nav(page).getByRole('link')).toHaveText(links);
  await expect(nav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
}

async function expectSignedOutHeader(page: Page) {
  await expect(nav(page).getByRole('link')).toHaveText(['Home', 'Login', 'Signup']);
}

test.describe('accounts', () => {
  test.beforeEach(() => requiresLocalServer());

  test('sign up, verify the mailed code, land on /journal; log out; log in', async ({ page }) => {
    const dialogs = recordDialogs(page);
    const email = uniqueEmail('journey');
    const before = Date.now() - 1;

    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    await page.getByLabel('Full Name').fill('Journey Tester');
    await page.getByLabel('Email Address').fill(email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    // The form data travels to /verify-otp, in the URL and in session storage.
    await expect(page).toHaveURL(`/verify-otp?email=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify OTP' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('pendingSignupEmail'))) ?? '{}')).toEqual({ email, name: 'Journey Tester' });

    await page.getByLabel('OTP', { exact: true }).fill(await readOtp(email, before));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/journal');
    expect(await storage(page, 'token')).toBe('session-cookie');
    expect(JSON.parse((await storage(page, 'user'))!)).toMatchObject({ email, name: 'Journey Tester', role: 'user', isPremium: false });
    expect(await page.evaluate(() => sessionStorage.getItem('pendingSignupEmail'))).toBeNull();

    // The journal screen belongs to another area; the header shows the session on any page.
    await page.goto('/');
    await expectSignedInHeader(page, false);

    await nav(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expectSignedOutHeader(page);
    expect(dialogs).toEqual(['Logged out']);
    // Only the token goes (SPEC section 4); the server session is gone too.
    expect(await storage(page, 'token')).toBeNull();
    expect(await storage(page, 'user')).not.toBeNull();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/journal');
    const token = await storage(page, 'token');
    expect(token).toBeTruthy();
    expect(token).not.toBe('session-cookie');
    const me = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(200);
    await page.goto('/');
    await expectSignedInHeader(page, false);
    expect(dialogs).toEqual(['Logged out']);
  });

  test('sign-up errors: client validation, then the server message in an error box', async ({ page, request }) => {
    const taken = await createAccount(request);
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeFocused();

    await page.getByLabel('Full Name').fill('Someone');
    await page.getByLabel('Email Address').fill(taken.email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    // A taken address is answered like any other (it reveals no accounts), so the server error here
    // is the code back-off: createAccount mailed this address a moment ago.
    await expect(page.getByRole('alert').filter({ hasText: /Please wait \d+ seconds before asking for a new code\./ })).toBeVisible();
    await expect(page).toHaveURL('/signup');

    await page.getByRole('link', { name: 'Already have an account? Login' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('login failure alerts "Login failed" and shows the server message; unverified accounts are told to verify', async ({ page, request }) => {
    const dialogs = recordDialogs(page);
    const account = await createAccount(request);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    expect(dialogs).toEqual(['Login failed']);
    expect(await storage(page, 'token')).toBeNull();

    const pending = uniqueEmail('pending');
    expect((await request.post('/api/auth/signup', { data: { name: 'P', email: pending, password: E2E_PASSWORD } })).status()).toBe(201);
    await page.getByLabel('Email', { exact: true }).fill(pending);
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please verify your email first' })).toBeVisible();
    expect(dialogs).toEqual(['Login failed', 'Login failed']);
    await page.getByRole('button', { name: 'Enter my code' }).click();
    await expect(page).toHaveURL(`/verify-otp?email=${encodeURIComponent(pending)}`);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(pending);
  });

  test('verify screen: wrong code toast, resend toasts, and the missing-email warning', async ({ page }) => {
    const email = uniqueEmail('otp');
    // Signed up from this browser (page.request shares its cookies), so the right code signs it in.
    expect((await page.request.post('/api/auth/signup', { data: { name: 'O', email, password: E2E_PASSWORD } })).status()).toBe(201);
    const code = await readOtp(email);

    await page.goto('/verify-otp');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
    await page.getByRole('button', { name: 'Resend OTP' }).click();
    await expect(page.getByText('Email missing. Please signup again.')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel('OTP', { exact: true }).fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(/Invalid OTP\. Check the code and try again \(4 attempts left\)/)).toBeVisible();
    await expect(page).toHaveURL('/verify-otp');

    // Sign-up just mailed a code, so an immediate resend is refused with the server's message.
    await page.getByRole('button', { name: 'Resend OTP' }).click();
    await expect(page.getByText(/Please wait \d+ seconds before asking for a new code\./)).toBeVisible();

    await page.getByLabel('OTP', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/journal');
  });

  test('a right code entered in a browser that did not sign up verifies the address, then asks to log in', async ({ page, request }) => {
    const email = uniqueEmail('elsewhere');
    const before = Date.now() - 1;
    // The sign-up was made elsewhere (another device, or a stranger who typed this address).
    expect((await request.post('/api/auth/signup', { data: { name: 'E', email, password: E2E_PASSWORD } })).status()).toBe(201);
    await page.goto(`/verify-otp?email=${encodeURIComponent(email)}`);
    await page.getByLabel('OTP', { exact: true }).fill(await readOtp(email, before));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/login');
    const notice = page.getByTestId('login-notice');
    await expect(notice).toContainText('Please log in with your password');
    await expect(notice).toContainText('If you did not sign up yourself');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    expect(await storage(page, 'token')).toBeNull();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);

    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/journal');
  });

  test('keyboard alone: tab through the login form and submit with Enter', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/journal');
  });

  test('guard: signed out, /journal alerts "please login first" and goes to /login', async ({ page }) => {
    const dialogs = recordDialogs(page);
    for (const path of ['/journal', '/chat', '/analytics']) {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?from=${encodeURIComponent(path)}`);
      await expect.poll(() => dialogs.length).toBeGreaterThan(0);
      expect(dialogs.splice(0)).toEqual(['please login first']);
    }
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?from=%2Fadmin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test('the Admin link shows only for an admin, and follows the server over a tampered local copy', async ({ page, browser }) => {
    await signInAsAdmin(page);
    await page.goto('/');
    await expectSignedInHeader(page, true);
    await expect(nav(page).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');

    const context = await browser.newContext();
    const other = await context.newPage();
    await signIn(other);
    await other.goto('/');
    await expectSignedInHeader(other, false);
    // A user who edits local storage to claim the role: the header asks the server and drops it.
    await other.evaluate(() => {
      const u = JSON.parse(localStorage.getItem('user')!);
      localStorage.setItem('user', JSON.stringify({ ...u, role: 'admin' }));
    });
    await other.reload();
    await expectSignedInHeader(other, false);
    // The server's HTML already shows the true role; the stored copy is corrected once the answer comes.
    await expect.poll(async () => JSON.parse((await storage(other, 'user'))!).role).toBe('user');
    await expectSignedInHeader(other, false);
    await context.close();
  });

  test('a stored token the server no longer accepts signs the header out', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('token', 'stale.token');
      localStorage.setItem('user', JSON.stringify({ _id: 'x', name: 'Old', email: 'old@example.com', role: 'admin', isPremium: false }));
    });
    await page.reload();
    await expectSignedOutHeader(page);
    // The refused token is forgotten right after the answer that refused it.
    await expect.poll(() => storage(page, 'token')).toBeNull();
  });
});

test.describe('auth screens @smoke', () => {
  test('the side image panel shows above 768px wide and hides at 768px or less', async ({ page }) => {
    for (const path of ['/signup', '/login', '/verify-otp']) {
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto(path);
      await expect(page.getByTestId('auth-side-panel')).toBeVisible();
      await page.setViewportSize({ width: 769, height: 800 });
      await expect(page.getByTestId('auth-side-panel')).toBeVisible();
      await page.setViewportSize({ width: 768, height: 800 });
      await expect(page.getByTestId('auth-side-panel')).toBeHidden();
    }
  });

  test('at 375px the forms fit without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of ['/signup', '/login', '/verify-otp']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    }
  });

  test('the fields are labelled and of the right types', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByLabel('Full Name')).toHaveAttribute('autocomplete', 'name');
    await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
    await page.goto('/verify-otp');
    await expect(page.getByLabel('OTP', { exact: true })).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeVisible();
  });
});
