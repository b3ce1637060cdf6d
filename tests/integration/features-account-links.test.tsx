// Linked accounts at route level, the two the chat-service tests leave out (issue 29, /myProfile
// ?view=links): the voice identity and the subscription, each unlinked after asking (cancelling
// keeps it) and linked again; a voice identity another account holds is refused and the typed
// identity stays. Operations: getVoiceServerLink, unlinkVoiceServerId, updateVoiceServerId,
// getSubscriptionLink, linkSubscriptionAccount, unlinkSubscriptionAccount.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountTexts as t } from '../../src/features/auth/account/texts';
import { renderRoute } from '../utils/render';

const l = t.links;
const card = (service: string) => within(screen.getByTestId(`link-${service}`));

async function unlinkAfterAsking(service: 'voice' | 'subscription') {
  // Asked first: cancelling keeps the link.
  await userEvent.click(card(service).getByRole('button', { name: l.unlink }));
  let dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent(l.unlinkBody[service]);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(card(service).queryByText(l.states.unlinked)).toBeNull();

  await userEvent.click(card(service).getByRole('button', { name: l.unlink }));
  dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: l.unlink }));
  await waitFor(() => expect(card(service).getByText(l.states.unlinked)).toBeInTheDocument());
  expect(card(service).queryByRole('button', { name: l.unlink })).toBeNull();
}

describe('linked accounts: voice and subscription (/myProfile?view=links)', { timeout: 60_000 }, () => {
  it('unlinks the voice identity after asking and links it again (a taken identity first)', async () => {
    renderRoute('/myProfile?view=links');
    await waitFor(() => expect(card('voice').getByText(l.states.failed)).toBeInTheDocument());
    await unlinkAfterAsking('voice');
    expect(screen.queryByTestId('link-voice-reason')).toBeNull();

    const id = card('voice').getByRole('textbox', { name: new RegExp(l.voiceId) });
    await userEvent.type(id, 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=');
    await userEvent.click(card('voice').getByRole('button', { name: l.link }));
    expect(await card('voice').findByRole('alert')).toHaveTextContent(/anderen Konto/);
    expect(id).toHaveValue('AAAAAAAAAAAAAAAAAAAAAAAAAAA=');

    await userEvent.clear(id);
    await userEvent.type(id, 'p3kYcR8mT2wV9xLq5sNd7gHf4jB=');
    await userEvent.click(card('voice').getByRole('button', { name: l.link }));
    await waitFor(() => expect(card('voice').getByText(l.states.linked)).toBeInTheDocument());
    expect(card('voice').getByText('p3kYcR8mT2wV9xLq5sNd7gHf4jB=')).toBeInTheDocument();
  });

  it('links the subscription, unlinks it after asking and links it again until the service confirms', async () => {
    renderRoute('/myProfile?view=links');
    await waitFor(() => expect(card('subscription').getByText(l.states.unlinked)).toBeInTheDocument());
    const link = async (code: string) => {
      const box = card('subscription').getByRole('textbox', { name: new RegExp(l.code) });
      await userEvent.type(box, code);
      await userEvent.click(card('subscription').getByRole('button', { name: l.link }));
      await waitFor(() => expect(card('subscription').getByText(l.states.pending)).toBeInTheDocument());
    };
    await link('abo-code-1234567890');
    await unlinkAfterAsking('subscription');
    await link('abo-code-0987654321');
    // The service confirms a pending link; the card asks again while it waits.
    await waitFor(() => expect(card('subscription').getByText(l.states.linked)).toBeInTheDocument());
    expect(card('subscription').getByText('Silber')).toBeInTheDocument();
  });
});
