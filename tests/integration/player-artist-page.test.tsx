import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArtistPicture } from '../../src/music/artist-picture';
import { renderWithProviders } from '../utils/render';

/** jsdom neither loads images nor draws: a fake Image of a given size and a recording 2D context. */
function stubImageAndCanvas(naturalWidth: number, naturalHeight: number) {
  class FakeImage {
    onload: (() => void) | null = null;
    decoding = 'auto';
    naturalWidth = naturalWidth;
    naturalHeight = naturalHeight;
    set src(_value: string) {
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('Image', FakeImage);
  const drawImage = vi.fn();
  const context = {
    setTransform: vi.fn(),
    clearRect: vi.fn(),
    beginPath: vi.fn(),
    ellipse: vi.fn(),
    clip: vi.fn(),
    drawImage,
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  return { drawImage, context };
}

afterEach(() => vi.unstubAllGlobals());

describe('artist picture', () => {
  it.each([
    ['wide', 1200, 600, 300, 150],
    ['tall', 400, 1000, 120, 300],
  ])('draws a %s picture within 300x300 keeping its aspect ratio, clipped round', async (_kind, w, h, dw, dh) => {
    const { drawImage, context } = stubImageAndCanvas(w, h);
    renderWithProviders(<ArtistPicture src="/artist.png" label="Bild von MC Kaffeesatz" />);
    const canvas = screen.getByRole('img', { name: 'Bild von MC Kaffeesatz' });
    await waitFor(() => expect(drawImage).toHaveBeenCalledTimes(1));
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, dw, dh);
    expect(context.ellipse).toHaveBeenCalledWith(dw / 2, dh / 2, dw / 2, dh / 2, 0, 0, Math.PI * 2);
    expect(canvas.style.width).toBe(`${dw}px`);
    expect(canvas.style.height).toBe(`${dh}px`);
    expect(canvas).toHaveAttribute('data-drawn-width', String(dw));
  });
});
