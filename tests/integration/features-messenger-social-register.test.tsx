// A character without a social profile (the invited scenario plays Anna_Schmidt) is asked to
// register one: a taken handle answers 422 under its field, the input stays, then the profile
// and the empty feed show. A file of its own: the scenario's character lingers a moment after
// its requests (src/mocks/scenarios/acting.ts).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { socialTexts as t } from '../../src/features/messenger/social/texts';
import { renderRoute } from '../utils/render';
import { setScenario } from '../utils/scenario';

describe('messenger social network: registering', { timeout: 90_000 }, () => {
  it('asks a player without a profile to register; a taken handle says so under the field', async () => {
    setScenario('invited');
    renderRoute('/messenger?tab=social');
    const register = await screen.findByTestId('social-register', {}, { timeout: 40000 });
    const form = within(register).getByRole('form', { name: t.register.heading });
    const handle = within(form).getByRole('textbox', { name: t.register.handle });
    await userEvent.type(handle, 'Anna!');
    await userEvent.type(within(form).getByRole('textbox', { name: t.register.displayName }), 'Anna Schmidt');
    await userEvent.click(within(form).getByRole('button', { name: t.register.submit }));
    // the contract's pattern, checked before sending
    expect(await within(form).findByText(/Format|Muster|ungültig/i)).toBeInTheDocument();
    await userEvent.clear(handle);
    await userEvent.type(handle, 'lea_schmidt');
    await userEvent.click(within(form).getByRole('button', { name: t.register.submit }));
    expect(await within(form).findByText('@lea_schmidt ist schon vergeben.')).toBeInTheDocument();
    expect(handle).toHaveValue('lea_schmidt');
    await userEvent.clear(handle);
    await userEvent.type(handle, 'anna.s');
    await userEvent.click(within(form).getByRole('button', { name: t.register.submit }));
    const header = await screen.findByTestId('social-profile-header', {}, { timeout: 40000 });
    expect(header).toHaveTextContent('@anna.s');
    expect(await screen.findByTestId('social-empty')).toHaveTextContent(t.feed.empty);
  });
});
