import { describe, expect, it } from 'vitest';
import { fitWithin } from '../../src/music/fit-within';

const box = { width: 300, height: 300 };

describe('fitWithin (artist picture)', () => {
  it('fits a wide picture to the width and a tall one to the height, keeping the ratio', () => {
    expect(fitWithin({ width: 1200, height: 600 }, box)).toEqual({ width: 300, height: 150 });
    expect(fitWithin({ width: 400, height: 1000 }, box)).toEqual({ width: 120, height: 300 });
    expect(fitWithin({ width: 50, height: 50 }, box)).toEqual({ width: 300, height: 300 });
  });

  it('gives 0x0 for pictures without a size', () => {
    expect(fitWithin({ width: 0, height: 10 }, box)).toEqual({ width: 0, height: 0 });
    expect(fitWithin({ width: Number.NaN, height: 10 }, box)).toEqual({ width: 0, height: 0 });
  });
});
