// Route-level: the real route tree in memory history against the generated mocks.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/node';
import { areas } from '../../src/app/areas';
import { menuLabels } from '../utils/menu';
import { renderRoute } from '../utils/render';

describe('shell routes', () => {
  it('/ sits in the layout: banner, menu, main, greeting, dashboard', async () => {
    renderRoute('/');
    // The start page's loader and feed load on demand (first import in the run is slow).
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen zurück, Max!' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByTestId('greeting')).toHaveTextContent('Hallo, Max!');
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    // The areas' groups join after the first paint (their manifests load then).
    await within(nav).findByRole('button', { name: 'Community' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(menuLabels(areas));
    expect(screen.getByRole('link', { name: 'Jetzt Artist werden!' })).toHaveAttribute('href', '/artist');
    expect(screen.getByPlaceholderText('Was möchtest du hören?')).toBeInTheDocument();
  });

  it('the search combobox loads on first use and keeps what was typed and the focus', async () => {
    renderRoute('/');
    const plain = await screen.findByPlaceholderText('Was möchtest du hören?');
    // Once the page has its data (well after the first paint), nothing has loaded it yet
    // (it costs ~1.4 MB of heap).
    expect(await screen.findByTestId('greeting')).toHaveTextContent('Hallo, Max!');
    expect(screen.queryByRole('combobox', { name: 'Suche' })).not.toBeInTheDocument();
    // Keys go where the focus is, as in a browser: some reach the plain field, the rest
    // the combobox that replaced it.
    // Focus without a pointer: userEvent.click moves the pointer over the field first, which
    // already loads the combobox, and then clicks the plain field it has replaced by then.
    act(() => plain.focus());
    await userEvent.keyboard('kaf');
    const combobox = await screen.findByRole('combobox', { name: 'Suche' });
    expect(combobox).toHaveValue('kaf');
    expect(combobox).toHaveFocus();
  });

  it('no greeting and a clear German state when signed out', async () => {
    server.use(http.get('*/api/auth/loggedIn', () => HttpResponse.json({ loggedIn: false })));
    renderRoute('/dashboard');
    expect(await screen.findByTestId('signed-out')).toHaveTextContent('Du bist nicht angemeldet');
    expect(screen.queryByTestId('greeting')).toBeNull();
  });

  it('an unknown path shows the site-not-found page', async () => {
    renderRoute('/gibt-es-nicht');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });

  it('/notPermitted shows the not-permitted page outside the layout', async () => {
    renderRoute('/notPermitted');
    expect(await screen.findByRole('heading', { level: 1, name: 'Keine Berechtigung' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hauptmenü' })).toBeNull();
  });

  it('settings store the drawer mode under selectedDrawer', async () => {
    renderRoute('/settings');
    await userEvent.click(await screen.findByText('Temporär (klappt über die Seite)'));
    expect(localStorage.getItem('selectedDrawer')).toBe('"temporary"');
  });

  it('the drawer toggle flips drawerState', async () => {
    renderRoute('/myMusic');
    await screen.findByRole('heading', { level: 1, name: 'Meine Musik' });
    await userEvent.click(screen.getByRole('button', { name: 'Seitenleiste ein- oder ausblenden' }));
    expect(localStorage.getItem('drawerState')).toBe('false');
  });
});
