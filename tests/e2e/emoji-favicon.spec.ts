import { expect, test, type Locator } from '@playwright/test';
import { signIn } from './support/auth';
import { requiresLocalServer } from './support/env';

// Issue 17, "Finish": emoji drawn in colour (a colour emoji font first on every emoji span, with
// one shipped by the app for systems that have none) and a /favicon.ico that browsers find.

const COLOUR_EMOJI_FONTS = ['Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', 'MoodJournal Color Emoji'];
const SHIPPED = 'MoodJournal Color Emoji';

/** The first family of each element's computed font-family, without quotes. */
const firstFonts = (elements: Locator) =>
  elements.evaluateAll((els) =>
    els.map((el) =>
      getComputedStyle(el)
        .fontFamily.split(',')[0]
        .trim()
        .replace(/^["']|["']$/g, ''),
    ),
  );

test.describe('finish: emoji and favicon', () => {
  test('GET /favicon.ico answers 200 with an icon', async ({ request }) => {
    const res = await request.get('/favicon.ico');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^image\//);
    const body = await res.body();
    // An ICO header: reserved 0, type 1 (icon), at least one image.
    expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(body.readUInt16LE(4)).toBeGreaterThan(0);
  });

  test('mood and activity emoji use a colour emoji font, and the shipped one draws in colour', async ({ page }) => {
    requiresLocalServer();
    await signIn(page);
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(new URL(r.url()).pathname);
    });
    await page.goto('/journal');
    const picker = page.getByRole('group', { name: 'How are you feeling?' });
    await expect(picker.getByRole('button', { name: 'Happy' })).toBeVisible();
    const activities = page.getByRole('group', { name: /What did you do\?/ });
    await expect(activities.getByRole('button', { name: 'exercise', exact: true })).toBeVisible();

    const moodFonts = await firstFonts(picker.locator('.emoji'));
    expect(moodFonts).toHaveLength(5);
    const activityFonts = await firstFonts(activities.locator('.emoji'));
    expect(activityFonts.length).toBeGreaterThan(0);
    for (const font of [...moodFonts, ...activityFonts]) expect(COLOUR_EMOJI_FONTS).toContain(font);
    // For a person to look at: the picker as this browser draws it.
    await page.evaluate(() => document.fonts.ready);
    await picker.screenshot({ path: test.info().outputPath('mood-picker.png') });
    await activities.screenshot({ path: test.info().outputPath('activities.png') });
    // The app's own emoji come from its 12 kB cut, never from the 5.6 MB whole font.
    expect(fonts.some((f) => f.includes('app-emoji'))).toBe(true);
    expect(fonts.filter((f) => f.includes('noto-color-emoji'))).toEqual([]);

    // Every emoji glyph sits in a span of its own with the class: the button's text has none left over.
    const stray = await picker
      .locator('button')
      .or(activities.locator('button'))
      .evaluateAll(
        (buttons) =>
          buttons.filter((b) => {
            const clone = b.cloneNode(true) as HTMLElement;
            clone.querySelectorAll('.emoji').forEach((e) => e.remove());
            return /\p{Extended_Pictographic}/u.test(clone.textContent ?? '');
          }).length,
      );
    expect(stray).toBe(0);

    // The font shipped with the app loads from this origin and draws 😊 in colour (a monochrome
    // outline font would leave only grey pixels).
    const drawn = await page.evaluate(async (family) => {
      const faces = await document.fonts.load(`48px "${family}"`, '😊');
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 64;
      const ctx = canvas.getContext('2d')!;
      ctx.font = `48px "${family}"`;
      ctx.textBaseline = 'top';
      ctx.fillText('😊', 4, 4);
      const px = ctx.getImageData(0, 0, 64, 64).data;
      let coloured = 0;
      for (let i = 0; i < px.length; i += 4) {
        const [r, g, b, a] = [px[i], px[i + 1], px[i + 2], px[i + 3]];
        if (a > 200 && Math.max(r, g, b) - Math.min(r, g, b) > 60) coloured++;
      }
      return { faces: faces.length, coloured };
    }, SHIPPED);
    expect(drawn.faces).toBeGreaterThan(0);
    expect(drawn.coloured).toBeGreaterThan(100);
  });
});
