import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createPlayerEngine } from '../../src/player/engine/player-engine';
import { PlayerBar, type PlayerLayout } from '../../src/player/index';
import { fakeSoundFactory, flush } from '../utils/fake-sound';
import { renderWithProviders } from '../utils/render';

const track = {
  title: 'Der Kaffee-Song',
  song: '/assets/song.ogg',
  picture: '/cover.svg',
  artistName: 'MC Kaffeesatz',
};

function renderBar(props: Parameters<typeof PlayerBar>[0] = {}) {
  const fake = fakeSoundFactory();
  const engine = createPlayerEngine(fake.factory);
  const utils = renderWithProviders(<PlayerBar track={track} engine={engine} {...props} />);
  return { ...utils, engine, fake };
}

const before = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe('player bar', () => {
  it('names every control in German and shows the track', () => {
    renderBar();
    const bar = screen.getByRole('region', { name: 'Audioplayer' });
    for (const name of ['Abspielen', 'Zurückspulen', 'Vorspulen', 'Wiederholen', 'Stummschalten']) {
      expect(within(bar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(bar).getByRole('slider', { name: 'Wiedergabeposition' })).toHaveAttribute(
      'aria-valuetext',
      '0:00 von --:--',
    );
    expect(within(bar).getByRole('slider', { name: 'Lautstärke' })).toHaveAttribute('aria-valuetext', '100 Prozent');
    expect(within(bar).getByText('Der Kaffee-Song')).toBeInTheDocument();
    expect(within(bar).getByText('MC Kaffeesatz')).toBeInTheDocument();
  });

  it('takes labels from the labels prop', () => {
    renderBar({ labels: { play: 'Los', volume: 'Pegel' } });
    expect(screen.getByRole('button', { name: 'Los' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Pegel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorspulen' })).toBeInTheDocument();
  });

  it.each<[PlayerLayout, 'row' | 'column', boolean]>([
    ['stacked', 'column', true],
    ['stacked-reverse', 'column', false],
    ['horizontal', 'row', true],
    ['horizontal-reverse', 'row', false],
  ])('lays out %s as a %s with the progress first: %s', (layout, direction, progressFirst) => {
    renderBar({ layout });
    const main = screen.getByTestId('player-main');
    expect(main).toHaveAttribute('data-layout', layout);
    expect(getComputedStyle(main).flexDirection).toBe(direction);
    const progress = screen.getByTestId('player-progress');
    const play = screen.getByRole('button', { name: 'Abspielen' });
    expect(before(progress, play)).toBe(progressFirst);
  });

  it('plays and pauses through the engine, loading the sound on the first play', async () => {
    const { fake } = renderBar({ volume: 0.5 });
    expect(fake.factory).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Abspielen' }));
    await act(async () => {
      await flush();
      fake.last().load(10);
    });
    expect(fake.last().options.volume).toBe(0.5);
    expect(screen.getByRole('slider', { name: 'Wiedergabeposition' })).toHaveAttribute(
      'aria-valuetext',
      '0:00 von 0:10',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pausieren' }));
    expect(screen.getByRole('button', { name: 'Abspielen' })).toBeInTheDocument();
  });

  it('mutes to 0 and unmutes to the last volume', async () => {
    renderBar({ volume: 0.3 });
    await userEvent.click(screen.getByRole('button', { name: 'Stummschalten' }));
    expect(screen.getByRole('slider', { name: 'Lautstärke' })).toHaveAttribute('aria-valuenow', '0');
    await userEvent.click(screen.getByRole('button', { name: 'Ton einschalten' }));
    expect(screen.getByRole('slider', { name: 'Lautstärke' })).toHaveAttribute('aria-valuenow', '30');
  });

  it('shows a German message and disables play when the file cannot be loaded', async () => {
    const { fake } = renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Abspielen' }));
    await act(async () => {
      await flush();
      fake.last().failLoad('unavailable');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Die Audiodatei fehlt oder kann nicht abgespielt werden.');
    expect(screen.getByRole('button', { name: 'Abspielen' })).toBeDisabled();
  });

  it('answers space, arrows and m on the page, but not inside a text field', async () => {
    const { engine, fake } = renderBar();
    await userEvent.keyboard(' ');
    await act(async () => {
      await flush();
      fake.last().load(10);
    });
    expect(engine.getState().status).toBe('playing');
    await userEvent.keyboard('{ArrowRight}');
    expect(fake.last().pos).toBe(5);
    await userEvent.keyboard('m');
    expect(engine.getState().muted).toBe(true);

    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    await userEvent.keyboard(' m');
    expect(engine.getState()).toMatchObject({ status: 'playing', muted: true });
    input.remove();
  });
});
