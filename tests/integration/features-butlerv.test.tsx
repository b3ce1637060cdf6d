// The butlerv area: its route opens in the layout with its heading, and the menu lists it.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { butlervTexts } from '../../src/features/butlerv/texts';
import { renderRoute } from '../utils/render';

describe('butlerv area', () => {
  it('opens at /butlerv with its heading, an empty state and its menu entry', async () => {
    renderRoute('/butlerv');
    expect(
      await screen.findByRole('heading', { level: 1, name: butlervTexts.title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('butlerv-empty')).toHaveTextContent(butlervTexts.empty);
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(await within(nav).findByRole('link', { name: butlervTexts.title })).toHaveAttribute('href', '/butlerv');
  });
});
