// The menu's area groups (issue 16): they join after the first paint, fold and unfold by a real
// button whose state is remembered, show an ACP-guarded entry only with the right, and the
// route guards agree with the manifests (a player lands on /notPermitted exactly where an
// entry needs a right).
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { areaDestinations, areas } from '../../src/app/areas';
import { menuLabels } from '../utils/menu';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

const nav = () => screen.getByRole('navigation', { name: 'Hauptmenü' });
/** The layout renders once its route has loaded; the area groups join after that. */
const findGroup = async (name: string) =>
  within(await screen.findByRole('navigation', { name: 'Hauptmenü' })).findByRole('button', { name });
const links = () =>
  within(nav())
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('menu area groups', () => {
  it('fold with a real button, and stay folded after a reload', async () => {
    const first = renderRoute('/settings');
    const toggle = await findGroup('Community');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(links()).toEqual(menuLabels(areas));
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: 'Umfragen' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('navGroupsClosed') ?? '[]')).toEqual(['community']);
    first.unmount();

    renderRoute('/settings');
    const again = await findGroup('Community');
    expect(again).toHaveAttribute('aria-expanded', 'false');
    // The keyboard opens it again (a real button: Enter and Space work).
    again.focus();
    await userEvent.keyboard('{Enter}');
    expect(again).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Umfragen' })).toBeInTheDocument();
  });

  it('show an entry that needs an ACP right only to a user who has it', async () => {
    renderRoute('/settings');
    await findGroup('Community');
    expect(within(nav()).queryByRole('link', { name: 'Regeln bearbeiten' })).toBeNull();
  });

  it('show it to an admin', async () => {
    setScenario('admin');
    renderRoute('/settings');
    await findGroup('Community');
    expect(await within(nav()).findByRole('link', { name: 'Regeln bearbeiten' })).toBeInTheDocument();
    expect(links()).toEqual(menuLabels(areas, { admin: true }));
  });
});

describe('Ctrl+K', () => {
  async function search(text: string) {
    renderRoute('/settings');
    await findGroup('Community');
    const plain = await screen.findByPlaceholderText('Was möchtest du hören?');
    // Focus without a pointer (see shell-routes.test.tsx): the combobox replaces the field.
    act(() => plain.focus());
    const combobox = await screen.findByRole('combobox', { name: 'Suche' });
    // One change event with the whole text: in jsdom the combobox drops keys typed one by one
    // (the browser test types them).
    fireEvent.change(combobox, { target: { value: text } });
    expect(combobox).toHaveValue(text);
  }

  it("finds an area's page by a keyword of its manifest", async () => {
    await search('abstimm');
    expect(await screen.findByRole('option', { name: 'Umfragen' })).toBeInTheDocument();
  });

  it('finds an admin page only with the right', async () => {
    await search('regel');
    expect(await screen.findByRole('option', { name: 'Regelwerk' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Regeln bearbeiten' })).toBeNull();
  });

  it('finds it for an admin', async () => {
    setScenario('admin');
    await search('regel');
    expect(await screen.findByRole('option', { name: 'Regeln bearbeiten' })).toBeInTheDocument();
  });
});

describe('route guards agree with the manifests', () => {
  const guarded = areaDestinations.filter((d) => d.requires);

  it.each(guarded.map((d) => [d.to]))('%s leads a player to /notPermitted', async (to) => {
    renderRoute(to);
    expect(await screen.findByRole('heading', { level: 1, name: 'Keine Berechtigung' })).toBeInTheDocument();
  });

  it('has at least one guarded destination to check', () => {
    expect(guarded.length).toBeGreaterThan(0);
  });
});
