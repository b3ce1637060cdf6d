// The auth area: its route opens in the layout with its heading, and the menu lists it.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authTexts } from '../../src/features/auth/texts';
import { renderRoute } from '../utils/render';

describe('auth area', () => {
  it('opens at /auth with its heading, an empty state and its menu entry', async () => {
    renderRoute('/auth');
    expect(
      await screen.findByRole('heading', { level: 1, name: authTexts.title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('auth-empty')).toHaveTextContent(authTexts.empty);
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(await within(nav).findByRole('link', { name: authTexts.title })).toHaveAttribute('href', '/auth');
  });
});
