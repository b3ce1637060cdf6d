// The team area: its route opens in the layout with its heading, and the menu lists it.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { teamTexts } from '../../src/features/team/texts';
import { renderRoute } from '../utils/render';

describe('team area', () => {
  it('opens at /team with its heading, my organisations and its menu entry', async () => {
    renderRoute('/team');
    expect(await screen.findByRole('heading', { level: 1, name: teamTexts.title })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: teamTexts.mine.open('Los Santos Police Department') }),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(await within(nav).findByRole('link', { name: teamTexts.title })).toHaveAttribute('href', '/team');
  });
});
