// The idle miner at route level (issue 29, /idleMiner): the saved game loads, clicking mines,
// selling and buying change the game, a save stores it (the scoreboard follows), a 500 on save
// keeps the game and says so, a 409 offers the saved game, reset asks first, no save = new mine.
// Operations: getIdleMiner, saveIdleMiner, destroyIdleMiner, getIdleMinerScoreboard.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { commonTexts } from '../../src/features/common/texts';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../utils/render';

const t = commonTexts.miner;
const main = () => within(screen.getByRole('main'));
const stat = (id: string) => screen.getByTestId(`miner-${id}`);
const failWith = (status: number) =>
  server.use(
    http.put('*/api/common/idleMiner', () =>
      HttpResponse.json({ type: `/problems/${status}`, title: 'Fehler', status }, { status }),
    ),
  );

async function openMiner() {
  renderRoute('/idleMiner');
  expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
  await waitFor(() => expect(stat('ore')).toHaveTextContent('12'));
}

describe('idle miner (/idleMiner)', { timeout: 60_000 }, () => {
  it('loads the saved game and plays it: mine, sell, buy an upgrade', async () => {
    await openMiner();
    expect(stat('coins')).toHaveTextContent('150');
    expect(stat('depth')).toHaveTextContent('30 m');
    expect(screen.getByTestId('miner-save-state')).toHaveTextContent(t.upToDate);
    await userEvent.click(main().getByRole('button', { name: t.mine }));
    expect(stat('ore')).toHaveTextContent('14');
    expect(stat('depth')).toHaveTextContent('31 m');
    expect(screen.getByTestId('miner-save-state')).toHaveTextContent(t.unsaved);
    await userEvent.click(main().getByRole('button', { name: t.sell }));
    expect(stat('ore')).toHaveTextContent('0');
    expect(stat('coins')).toHaveTextContent('164');
    await userEvent.click(main().getByRole('button', { name: t.buy(t.upgradeNames.pickaxe, '15') }));
    expect(stat('coins')).toHaveTextContent('149');
    expect(main().getByText(`${t.upgradeNames.pickaxe} · ${t.upgradeLevel(2)}`)).toBeInTheDocument();
    // Nothing left to sell.
    expect(main().getByRole('button', { name: t.sell })).toBeDisabled();
  });

  it('is playable by keyboard', async () => {
    await openMiner();
    main().getByRole('button', { name: t.mine }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(stat('ore')).toHaveTextContent('16');
  });

  it('saves the game: the scoreboard follows, the next save builds on it', async () => {
    await openMiner();
    const board = await screen.findByRole('table', { name: t.scoreCaption });
    expect(within(board).getByText('Max Mustermann').closest('tr')).toHaveTextContent('450');
    await userEvent.click(main().getByRole('button', { name: t.mine }));
    await userEvent.click(main().getByRole('button', { name: t.sell }));
    await userEvent.click(main().getByRole('button', { name: t.save }));
    await waitFor(() => expect(screen.getByTestId('miner-save-state')).toHaveTextContent(t.upToDate));
    // coins 164 + 10 × 31 m = 474
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: t.scoreCaption }))
          .getByText('Max Mustermann')
          .closest('tr'),
      ).toHaveTextContent('474'),
    );
    // A second save builds on the stored version (no 409).
    await userEvent.click(main().getByRole('button', { name: t.mine }));
    await userEvent.click(main().getByRole('button', { name: t.save }));
    await waitFor(() => expect(screen.getByTestId('miner-save-state')).toHaveTextContent(t.upToDate));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("marks the player's own line on the scoreboard", async () => {
    await openMiner();
    const board = await screen.findByRole('table', { name: t.scoreCaption });
    const own = await within(board).findByTestId('miner-own-line');
    expect(own).toHaveTextContent('Max Mustermann');
    expect(within(own).getByLabelText(t.yourLine)).toHaveTextContent(t.you);
    expect(within(board).getAllByTestId('miner-own-line')).toHaveLength(1);
  });

  it('a 500 on save keeps the game and says so', async () => {
    await openMiner();
    failWith(500);
    await userEvent.click(main().getByRole('button', { name: t.mine }));
    await userEvent.click(main().getByRole('button', { name: t.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Speichern fehlgeschlagen');
    expect(stat('ore')).toHaveTextContent('14');
    expect(screen.getByTestId('miner-save-state')).toHaveTextContent(t.unsaved);
    // The game goes on and the next save works.
    server.resetHandlers();
    await userEvent.click(main().getByRole('button', { name: t.save }));
    await waitFor(() => expect(screen.getByTestId('miner-save-state')).toHaveTextContent(t.upToDate));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a 409 (saved in another tab) offers the saved game', async () => {
    await openMiner();
    failWith(409);
    await userEvent.click(main().getByRole('button', { name: t.mine }));
    await userEvent.click(main().getByRole('button', { name: t.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.conflict);
    server.resetHandlers();
    await userEvent.click(main().getByRole('button', { name: t.loadSaved }));
    await waitFor(() => expect(stat('ore')).toHaveTextContent('12'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reset asks first, then starts a new mine', async () => {
    await openMiner();
    await userEvent.click(main().getByRole('button', { name: t.reset }));
    expect(await screen.findByRole('alertdialog', { name: t.resetTitle })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(stat('coins')).toHaveTextContent('150');
    await userEvent.click(main().getByRole('button', { name: t.reset }));
    const again = await screen.findByRole('alertdialog', { name: t.resetTitle });
    await userEvent.click(within(again).getByRole('button', { name: t.resetConfirm }));
    await waitFor(() => expect(stat('coins')).toHaveTextContent('0'));
    expect(stat('ore')).toHaveTextContent('0');
    expect(stat('level')).toHaveTextContent('1');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: t.scoreCaption })).queryByText('Max Mustermann')).toBeNull(),
    );
  });

  it('without a save the player starts a new mine', async () => {
    server.use(
      http.get('*/api/common/idleMiner', () =>
        HttpResponse.json({ type: '/problems/404', title: 'Nicht gefunden', status: 404 }, { status: 404 }),
      ),
    );
    renderRoute('/idleMiner');
    expect(await screen.findByText(t.newGame)).toBeInTheDocument();
    expect(stat('ore')).toHaveTextContent('0');
    expect(screen.getByTestId('miner-save-state')).toHaveTextContent(t.neverSaved);
  });
});
