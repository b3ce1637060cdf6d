// The common area: its route opens in the layout with its heading, and the menu lists it.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commonTexts } from '../../src/features/common/texts';
import { renderRoute } from '../utils/render';

describe('common area', () => {
  it('opens at /common with its heading, an empty state and its menu entry', async () => {
    renderRoute('/common');
    expect(
      await screen.findByRole('heading', { level: 1, name: commonTexts.title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('common-empty')).toHaveTextContent(commonTexts.empty);
    const nav = screen.getByRole('navigation', { name: 'Hauptmenü' });
    expect(await within(nav).findByRole('link', { name: commonTexts.title })).toHaveAttribute('href', '/common');
  });
});
