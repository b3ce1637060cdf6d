// The player bar in Chromium: real howler, the bundled joke track, real storage.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const bar = (page: Page) => page.getByRole('region', { name: 'Audioplayer' });
const seek = (page: Page) => bar(page).getByRole('slider', { name: 'Wiedergabeposition' });
const volume = (page: Page) => bar(page).getByRole('slider', { name: 'Lautstärke' });
const position = async (page: Page) => Number(await seek(page).getAttribute('aria-valuenow'));
/** Keyboard focus on the page itself, not on a control. */
const focusPage = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(bar(page)).toBeVisible();
});

test('play starts the track (state and time advance), pause stops it', async ({ page }) => {
  await bar(page).getByRole('button', { name: 'Abspielen' }).click();
  await expect(bar(page)).toHaveAttribute('data-status', 'playing');
  await expect(seek(page)).toHaveAttribute('aria-valuetext', /von 0:10$/);
  await expect.poll(() => position(page)).toBeGreaterThan(0.3);
  const session = await page.evaluate(() => ({
    title: navigator.mediaSession.metadata?.title,
    artist: navigator.mediaSession.metadata?.artist,
    state: navigator.mediaSession.playbackState,
  }));
  expect(session).toEqual({ title: 'Der Kaffee-Song', artist: 'MC Kaffeesatz', state: 'playing' });

  await bar(page).getByRole('button', { name: 'Pausieren' }).click();
  await expect(bar(page)).toHaveAttribute('data-status', 'paused');
  const paused = await position(page);
  await expect(bar(page).getByRole('button', { name: 'Abspielen' })).toBeEnabled();
  expect(await position(page)).toBe(paused);
});

test('mute and unmute survive a reload', async ({ page }) => {
  await bar(page).getByRole('button', { name: 'Stummschalten' }).click();
  await expect(volume(page)).toHaveAttribute('aria-valuenow', '0');
  await page.reload();
  await expect(bar(page).getByRole('button', { name: 'Ton einschalten' })).toBeVisible();
  await expect(volume(page)).toHaveAttribute('aria-valuetext', 'stumm');
  expect(await page.evaluate(() => localStorage.getItem('MuteState'))).toBe('true');

  await bar(page).getByRole('button', { name: 'Ton einschalten' }).click();
  await page.reload();
  await expect(bar(page).getByRole('button', { name: 'Stummschalten' })).toBeVisible();
  await expect(volume(page)).toHaveAttribute('aria-valuenow', '100');
});

test('keyboard: space plays and pauses, arrows seek, m mutes; sliders take arrow keys', async ({ page }) => {
  await focusPage(page);
  await page.keyboard.press('Space');
  await expect(bar(page)).toHaveAttribute('data-status', 'playing');
  await page.keyboard.press('Space');
  await expect(bar(page)).toHaveAttribute('data-status', 'paused');

  const start = await position(page);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => position(page)).toBeCloseTo(start + 5, 0);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => position(page)).toBeCloseTo(start, 0);

  await page.keyboard.press('m');
  await expect(bar(page).getByRole('button', { name: 'Ton einschalten' })).toBeVisible();
  await page.keyboard.press('m');
  await expect(bar(page).getByRole('button', { name: 'Stummschalten' })).toBeVisible();

  await volume(page).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(volume(page)).toHaveAttribute('aria-valuetext', '90 Prozent');

  await seek(page).focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => position(page)).toBeCloseTo(start + 5, 0);
});

test('seeking moves the audio itself: paused at a position, forward, then play goes on from there', async ({
  page,
}) => {
  // The bar's slider could show a position the audio never took: ask the media element.
  await page.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      (window as unknown as { __media?: HTMLMediaElement }).__media = this;
      return play.call(this);
    };
  });
  await page.reload();
  const media = () =>
    page.evaluate(() => {
      const el = (window as unknown as { __media?: HTMLMediaElement }).__media;
      return { time: el?.currentTime ?? -1, seekable: el && el.seekable.length > 0 ? el.seekable.end(0) : 0 };
    });
  await bar(page).getByRole('button', { name: 'Abspielen' }).click();
  await expect.poll(async () => (await media()).time).toBeGreaterThan(1);
  await bar(page).getByRole('button', { name: 'Pausieren' }).click();
  await expect(bar(page)).toHaveAttribute('data-status', 'paused');
  const { time: pausedAt, seekable } = await media();
  expect(seekable, 'the server lets the browser seek (Range requests)').toBeGreaterThan(9);

  await bar(page).getByRole('button', { name: 'Vorspulen' }).click();
  await expect.poll(async () => (await media()).time).toBeCloseTo(pausedAt + 5, 0);
  await bar(page).getByRole('button', { name: 'Abspielen' }).click();
  await expect(bar(page)).toHaveAttribute('data-status', 'playing');
  // Playing on from the new position, not from the start.
  await expect.poll(async () => (await media()).time).toBeGreaterThan(pausedAt + 5);
  expect((await media()).time).toBeGreaterThan(pausedAt + 4);
});

test('the position of the track is restored after a reload', async ({ page }) => {
  await bar(page).getByRole('button', { name: 'Abspielen' }).click();
  await expect(bar(page)).toHaveAttribute('data-status', 'playing');
  await bar(page).getByRole('button', { name: 'Pausieren' }).click();
  await bar(page).getByRole('button', { name: 'Vorspulen' }).click();
  const before = await position(page);
  expect(before).toBeGreaterThanOrEqual(5);
  await page.reload();
  await expect.poll(() => position(page)).toBeCloseTo(before, 1);
  await expect(seek(page)).toHaveAttribute('aria-valuetext', /von 0:10$/);
});

test('a missing audio file shows a German message and disables play', async ({ page }) => {
  // MSW's service worker passes asset requests through, so page.route cannot see them:
  // point the media element at a file the server does not have (a real 404) instead.
  await page.addInitScript(() => {
    const src = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src');
    Object.defineProperty(HTMLMediaElement.prototype, 'src', {
      ...src,
      set(value: string) {
        src?.set?.call(this, String(value).replace(/joke-track[^/]*\.mp3/, 'missing-track.mp3'));
      },
    });
  });
  await page.reload();
  await bar(page).getByRole('button', { name: 'Abspielen' }).click();
  await expect(bar(page).getByRole('alert')).toHaveText('Die Audiodatei fehlt oder kann nicht abgespielt werden.');
  await expect(bar(page).getByRole('button', { name: 'Abspielen' })).toBeDisabled();
  await expect(bar(page)).toHaveAttribute('data-status', 'error');
});

test('the bar has no axe violations, in every state it starts in', async ({ page }) => {
  const results = await new AxeBuilder({ page }).include('[data-testid="player-bar"]').analyze();
  expect(results.violations).toEqual([]);
  await bar(page).getByRole('button', { name: 'Abspielen' }).click();
  await expect(bar(page)).toHaveAttribute('data-status', 'playing');
  await bar(page).getByRole('button', { name: 'Pausieren' }).click();
  const afterPlay = await new AxeBuilder({ page }).include('[data-testid="player-bar"]').analyze();
  expect(afterPlay.violations).toEqual([]);
});
