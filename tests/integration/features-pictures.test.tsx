// The gallery at route level (MSW, stateful store): pictures with their sizes (nothing jumps),
// a random picture, search in the URL, report (reason required, a second report refused), upload
// (type checked before sending, preview, input kept on a failed send), delete own pictures after
// confirming, and the moderators' reports (hidden from players).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { picturesTexts } from '../../src/features/pictures/texts';
import { acpRightsKey } from '../../src/lib/acp-rights';
import { writeStored } from '../../src/lib/storage';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs one to exist.
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
});

const png = (bytes = 2048) => new File([new Uint8Array(bytes)], 'pier.png', { type: 'image/png' });

describe('gallery (/pictures)', () => {
  it('shows a random picture and the gallery with sized, lazy thumbnails; opens a picture; searches in the URL', async () => {
    const { router } = renderRoute('/pictures');
    expect(await screen.findByRole('heading', { level: 1, name: picturesTexts.title })).toBeInTheDocument();
    expect(await within(await screen.findByTestId('random-picture')).findByRole('button', { name: /^Bild öffnen/ }));
    const thumbs = await screen.findAllByTestId('picture-thumb');
    expect(thumbs).toHaveLength(12);
    const img = thumbs[0]?.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
    await userEvent.click(thumbs[0] as HTMLElement);
    const detail = await screen.findByTestId('picture-detail');
    expect(within(detail).getByRole('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/api\/pictures\/files\/\d+$/),
    );
    expect(router.state.location.search).toMatchObject({ picture: expect.any(Number) });
    await userEvent.type(screen.getByRole('searchbox', { name: picturesTexts.search }), 'Schnee');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'Schnee' }));
    await waitFor(() => expect(screen.getAllByTestId('picture-thumb').length).toBeLessThan(12));
  });

  it('reports a picture: a reason is required, a second report is refused in place', async () => {
    renderRoute('/pictures');
    const detail = await openFirstNotMine();
    await userEvent.click(within(detail).getByRole('button', { name: 'Bild melden' }));
    const form = within(detail).getByRole('form', { name: 'Bild melden' });
    await userEvent.click(within(form).getByRole('button', { name: 'Meldung senden' }));
    expect(await within(form).findByText('Bitte wähle einen Grund.')).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Grund/ }), 'Spam oder Werbung');
    await userEvent.click(within(form).getByRole('button', { name: 'Meldung senden' }));
    await waitFor(() => expect(within(detail).queryByRole('form', { name: 'Bild melden' })).toBeNull());
    await userEvent.click(within(detail).getByRole('button', { name: 'Bild melden' }));
    const again = within(detail).getByRole('form', { name: 'Bild melden' });
    await userEvent.selectOptions(within(again).getByRole('combobox', { name: /Grund/ }), 'Anderes');
    await userEvent.click(within(again).getByRole('button', { name: 'Meldung senden' }));
    expect(await within(again).findByText('Du hast dieses Bild schon gemeldet.')).toBeInTheDocument();
  });

  it('uploads: the wrong type is refused before sending; a failed send keeps the caption; then it shows among mine', async () => {
    renderRoute('/pictures?view=mine');
    const form = (await screen.findByRole('heading', { name: 'Bild hochladen' })).closest('section') as HTMLElement;
    const file = within(form).getByLabelText(/Bilddatei/);
    await userEvent.upload(file, new File(['x'], 'notiz.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(await within(form).findByText('Nur PNG, JPEG oder WebP.')).toBeInTheDocument();
    await userEvent.upload(file, png());
    expect(await within(form).findByRole('img', { name: 'Vorschau' })).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /Beschreibung/ }), 'Sonnenaufgang am Hafen');
    let failed = false;
    server.use(
      http.post('*/api/pictures', () => {
        if (failed) return undefined;
        failed = true;
        return HttpResponse.json(
          { type: '/problems/500', title: 'Serverfehler', status: 500, detail: 'Speicher voll.' },
          { status: 500 },
        );
      }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Hochladen' }));
    expect(await within(form).findByText('Speicher voll.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Beschreibung/ })).toHaveValue('Sonnenaufgang am Hafen');
    await userEvent.click(within(form).getByRole('button', { name: 'Hochladen' }));
    const detail = await screen.findByTestId('picture-detail');
    expect(within(detail).getByRole('heading', { name: 'Sonnenaufgang am Hafen' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Beschreibung/ })).toHaveValue('');
  });

  it('uploads: a server 422 on the caption shows under that field, and what was typed stays', async () => {
    renderRoute('/pictures?view=mine');
    const form = (await screen.findByRole('heading', { name: 'Bild hochladen' })).closest('section') as HTMLElement;
    await userEvent.upload(within(form).getByLabelText(/Bilddatei/), png());
    const caption = within(form).getByRole('textbox', { name: /Beschreibung/ });
    await userEvent.type(caption, 'Blick vom Leuchtturm');
    server.use(
      http.post(
        '*/api/pictures',
        () =>
          HttpResponse.json(
            {
              type: '/problems/validation',
              title: 'Eingabe ungültig',
              status: 422,
              errors: [{ field: 'caption', message: 'Diese Beschreibung enthält ein gesperrtes Wort.' }],
            },
            { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
          ),
        { once: true },
      ),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Hochladen' }));
    const message = 'Diese Beschreibung enthält ein gesperrtes Wort.';
    expect(await within(form).findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(caption).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(caption).toHaveAttribute('aria-invalid', 'true');
    expect(caption).toHaveValue('Blick vom Leuchtturm');
    expect(within(form).getByRole('img', { name: 'Vorschau' })).toBeInTheDocument();
  });

  it('a gallery that fails to load keeps the page and offers "Erneut versuchen", which loads it', async () => {
    let down = true;
    server.use(
      http.get('*/api/pictures/gallery', () =>
        down
          ? HttpResponse.json({ type: '/problems/500', title: 'Serverfehler', status: 500 }, { status: 500 })
          : undefined,
      ),
    );
    renderRoute('/pictures');
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' });
    expect(screen.getByRole('heading', { level: 1, name: picturesTexts.title })).toBeInTheDocument();
    expect(screen.queryByTestId('picture-thumb')).toBeNull();
    down = false;
    await userEvent.click(retry);
    expect(await screen.findAllByTestId('picture-thumb')).toHaveLength(12);
  });

  it('deletes an own picture after confirming', async () => {
    renderRoute('/pictures?view=mine');
    const thumbs = await screen.findAllByTestId('picture-thumb');
    const before = thumbs.length;
    await userEvent.click(thumbs[0] as HTMLElement);
    const detail = await screen.findByTestId('picture-detail');
    await userEvent.click(await within(detail).findByRole('button', { name: 'Bild löschen' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Bild löschen' }));
    await waitFor(() => expect(screen.queryByTestId('picture-detail')).toBeNull());
    await waitFor(() => expect(screen.getAllByTestId('picture-thumb')).toHaveLength(before - 1));
  });

  it('players see no reports (by link: /notPermitted); moderators close one and the picture goes', async () => {
    const gallery = renderRoute('/pictures');
    expect(await screen.findAllByTestId('picture-thumb')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Meldungen' })).toBeNull();
    gallery.unmount();
    const player = renderRoute('/pictures?view=reports');
    await waitFor(() => expect(player.router.state.location.pathname).toBe('/notPermitted'));
    expect(screen.queryByTestId('picture-report')).toBeNull();
    player.unmount();
    setScenario('admin');
    writeStored(acpRightsKey, { roles: ['Administrator'], rights: ['pictures.moderate'] });
    renderRoute('/pictures?view=reports');
    const reports = await screen.findAllByTestId('picture-report');
    const first = reports[0] as HTMLElement;
    await userEvent.selectOptions(within(first).getByRole('combobox', { name: 'Entscheidung' }), 'Bild entfernen');
    await userEvent.click(within(first).getByRole('button', { name: 'Meldung abschließen' }));
    await waitFor(() => expect(screen.getAllByTestId('picture-report')).toHaveLength(reports.length - 1));
    await userEvent.click(screen.getByRole('button', { name: 'Erledigt' }));
    expect(await screen.findByText('Bild entfernen')).toBeInTheDocument();
  });
});

async function openFirstNotMine() {
  const thumbs = await screen.findAllByTestId('picture-thumb');
  for (const thumb of thumbs) {
    await userEvent.click(thumb);
    const detail = await screen.findByTestId('picture-detail');
    if (
      await within(detail)
        .findByRole('button', { name: /Bild (melden|löschen)/ })
        .then((b) => b.textContent === 'Bild melden')
    )
      return detail;
  }
  throw new Error('no picture of someone else');
}
