import { describe, expect, it } from 'vitest';
import { cropAxis, cropRegion, hasAspect } from './image-crop';

const BANNER = { width: 4, height: 1 };

describe('cropping to a ratio', () => {
  it('keeps an image at the ratio as it is, within 1 %', () => {
    expect(hasAspect({ width: 1000, height: 250 }, BANNER)).toBe(true);
    expect(hasAspect({ width: 1008, height: 250 }, BANNER)).toBe(true);
    expect(hasAspect({ width: 600, height: 400 }, BANNER)).toBe(false);
  });

  it('slides the full-width band of a tall image from the top to the bottom', () => {
    const size = { width: 600, height: 400 };
    expect(cropAxis(size, BANNER)).toBe('vertical');
    expect(cropRegion(size, BANNER, 0)).toEqual({ x: 0, y: 0, width: 600, height: 150 });
    expect(cropRegion(size, BANNER, 50)).toEqual({ x: 0, y: 125, width: 600, height: 150 });
    expect(cropRegion(size, BANNER, 100)).toEqual({ x: 0, y: 250, width: 600, height: 150 });
  });

  it('slides the full-height band of a wide image from the left to the right, never outside it', () => {
    const size = { width: 2000, height: 250 };
    expect(cropAxis(size, BANNER)).toBe('horizontal');
    expect(cropRegion(size, BANNER, 100)).toEqual({ x: 1000, y: 0, width: 1000, height: 250 });
    expect(cropRegion(size, BANNER, 150)).toEqual({ x: 1000, y: 0, width: 1000, height: 250 });
    expect(cropRegion(size, BANNER, -5)).toEqual({ x: 0, y: 0, width: 1000, height: 250 });
  });
});
