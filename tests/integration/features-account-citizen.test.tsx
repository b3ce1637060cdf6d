// The citizen's own pages at route level (issue 29, /myCharacter, tag player): the overview
// (control panel, prison time, pension, orientation saved), the background story (a 422 under
// the text, a 500 that keeps what was typed, submitted for review and then locked), the payday
// with its history paged in the URL. Operations: getPlayerControlPanel, getPlayerPrisonTime,
// getPlayerPension, getPlayerOrientation, setPlayerOrientation, getPlayerSocialClub (in the
// panel), getPlayerStory, editPlayerStory, getPlayerPayday, listPlayerPaydays.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ownTexts as t } from '../../src/features/player/own/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';

const LONG =
  'Erika kam als Sanitäterin nach Los Santos, nachdem sie in Paleto Bay jahrelang den Rettungsdienst leitete.';

describe('my character (/myCharacter)', { timeout: 60_000 }, () => {
  it('shows the control panel, prison time and pension, and saves the orientation', async () => {
    renderRoute('/myCharacter');
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    const panel = await screen.findByTestId('own-panel');
    expect(panel).toHaveTextContent('Mechaniker');
    // The Social Club line comes from its own operation (getPlayerSocialClub): name and since when verified.
    await waitFor(() => expect(panel).toHaveTextContent(/max_sc42 \(verifiziert seit \d{2}\.\d{2}\.\d{4}\)/));
    expect(await screen.findByTestId('own-prison')).toHaveTextContent(t.prison.free);
    expect(await screen.findByText(t.pension.notYet)).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: t.orientation.label });
    await waitFor(() => expect(select).toHaveValue('heterosexual'));
    await userEvent.selectOptions(select, 'bisexual');
    await waitFor(() => expect(select).toHaveValue('bisexual'));
    expect(await screen.findByText(t.orientation.saved)).toBeInTheDocument();
  });

  it('edits the story: a 422 under the text, a 500 keeps what was typed, then submitted and locked', async () => {
    renderRoute('/myCharacter?view=story');
    expect(await screen.findByTestId('story-state')).toHaveTextContent(t.story.states.accepted);
    const text = screen.getByRole('textbox', { name: new RegExp(t.story.label) });
    await userEvent.clear(text);
    await userEvent.type(text, 'Zu kurz.');
    await userEvent.click(screen.getByRole('button', { name: t.story.saveDraft }));
    expect(await screen.findByText(/Mindestens 50 Zeichen/)).toBeInTheDocument();

    server.use(
      http.put('*/api/player/story', () =>
        HttpResponse.json({ type: '/problems/500', title: 'Serverfehler', status: 500 }, { status: 500 }),
      ),
    );
    await userEvent.clear(text);
    await userEvent.type(text, LONG);
    await userEvent.click(screen.getByRole('button', { name: t.story.saveDraft }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(text).toHaveValue(LONG);

    server.use(
      http.put('*/api/player/story', () =>
        HttpResponse.json(
          {
            type: '/problems/422',
            title: 'Eingabe ungültig',
            status: 422,
            errors: [{ field: 'text', message: 'Bitte keine echten Namen.' }],
          },
          { status: 422 },
        ),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: t.story.saveDraft }));
    expect(await screen.findByText('Bitte keine echten Namen.')).toBeInTheDocument();
    server.resetHandlers();

    await userEvent.click(screen.getByRole('button', { name: t.story.submit }));
    await waitFor(() => expect(screen.getByTestId('story-state')).toHaveTextContent(t.story.states.submitted));
    expect(screen.getByText(t.story.underReview)).toBeInTheDocument();
    expect(screen.getByTestId('story-text')).toHaveTextContent(LONG);
    expect(screen.queryByRole('button', { name: t.story.submit })).toBeNull();
  });

  it('shows the next payday and pages through the history in the URL', async () => {
    const { router } = renderRoute('/myCharacter?view=payday');
    expect(await screen.findByTestId('own-payday')).toHaveTextContent(t.payday.progressValue(20, 60));
    const table = await screen.findByRole('table', { name: t.payday.history });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ view: 'payday', page: 2 }));
  });
});
