// Issue 17 ("What a new user meets first"), route level: what needs no real browser.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';

describe('first use', () => {
  it('the profile says the admin rights could not be loaded when the rights call failed', async () => {
    server.use(
      http.get('*/api/auth/acpRights', () =>
        HttpResponse.json({ title: 'Serverfehler', status: 500 }, { status: 500 }),
      ),
    );
    renderRoute('/myProfile');
    expect(await screen.findByTestId('acp-rights-failed')).toHaveTextContent(
      'Deine Admin-Rechte konnten nicht geladen werden.',
    );
    expect(screen.queryByText('Du hast keine Admin-Rollen.')).toBeNull();
  });

  it('the profile says "no admin roles" only when the rights call answered without any', async () => {
    server.use(http.get('*/api/auth/acpRights', () => HttpResponse.json({ roles: [], rights: [] })));
    renderRoute('/myProfile');
    expect(await screen.findByText('Du hast keine Admin-Rollen.')).toBeInTheDocument();
    expect(screen.queryByTestId('acp-rights-failed')).toBeNull();
  });

  it('the profile shows characters and admin rights together, where a loading line stood', async () => {
    let answer: () => void = () => undefined;
    const charactersHeld = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/auth/characters', async () => {
        await charactersHeld;
        return undefined; // on to the normal mock answer
      }),
    );
    renderRoute('/myProfile');
    expect(await screen.findByTestId('profile-details-loading')).toHaveTextContent(
      'Charaktere und Admin-Rechte werden geladen …',
    );
    // The rights alone do not show: they would be pushed by the characters arriving later.
    expect(screen.queryByRole('heading', { name: 'Admin-Rechte (ACP)' })).toBeNull();
    answer();
    expect(await screen.findByTestId('characters')).toBeInTheDocument();
    expect(screen.getByText('Du hast keine Admin-Rollen.')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-details-loading')).toBeNull();
  });

  it('choosing the temporary drawer mode stores the drawer closed; permanent opens the list again', async () => {
    localStorage.setItem('drawerState', 'true');
    renderRoute('/settings');
    await userEvent.click(await screen.findByText('Temporär (klappt über die Seite)'));
    expect(localStorage.getItem('selectedDrawer')).toBe('"temporary"');
    expect(localStorage.getItem('drawerState')).toBe('false');
    await userEvent.click(screen.getByText(/^Dauerhaft/));
    expect(localStorage.getItem('drawerState')).toBe('true');
  });
});
