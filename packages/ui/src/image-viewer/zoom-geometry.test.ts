import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  containedSize,
  follow,
  isDoubleTap,
  maxScale,
  pinch,
  swipeDirection,
  unzoomed,
  zoomAround,
} from './zoom-geometry';

// A phone's frame (390 × 844) and a portrait photo (3 × 4), contained: 390 × 520.
const frame = { width: 390, height: 844 };
const content = containedSize({ width: 3024, height: 4032 }, frame);

describe('containedSize', () => {
  it('fits the photo whole inside the frame, its ratio kept', () => {
    expect(content).toEqual({ width: 390, height: 520 });
    expect(containedSize({ width: 4000, height: 3000 }, { width: 1280, height: 800 })).toEqual({
      width: (800 * 4) / 3,
      height: 800,
    });
  });
});

describe('clampZoom', () => {
  it('keeps a zoomed photo covering the frame along the axis where it is larger', () => {
    // At 2×: 780 wide, so at most 195 px either way; 1 040 high against 844, so at most 98 px.
    expect(clampZoom({ scale: 2, x: 500, y: -500 }, content, frame)).toEqual({ scale: 2, x: 195, y: -98 });
    expect(clampZoom({ scale: 2, x: -20, y: 40 }, content, frame)).toEqual({ scale: 2, x: -20, y: 40 });
  });

  it('keeps the photo centred along an axis where it is still smaller than the frame', () => {
    // At 1.5×: 780 high, less than 844.
    expect(clampZoom({ scale: 1.5, x: 0, y: 60 }, content, frame).y).toBe(0);
  });

  it('keeps the scale between 1 and the maximum, and an unzoomed photo still', () => {
    expect(clampZoom({ scale: 0.4, x: 30, y: 30 }, content, frame)).toEqual(unzoomed);
    expect(clampZoom({ scale: 9, x: 0, y: 0 }, content, frame).scale).toBe(maxScale);
  });
});

describe('zoomAround', () => {
  it('keeps the point under the focus where it is', () => {
    const zoomed = zoomAround(unzoomed, 2, { x: 100, y: -50 });
    expect(zoomed).toEqual({ scale: 2, x: -100, y: 50 });
    // The photo's point (100, -50) at scale 1 is drawn at translate + point × scale: still (100, -50).
    expect(zoomed.x + 100 * 2).toBe(100);
    expect(zoomed.y + -50 * 2).toBe(-50);
  });
});

describe('pinch', () => {
  it('scales by the ratio of the fingers’ spread, about their midpoint', () => {
    const zoomed = pinch(
      unzoomed,
      [
        { x: -50, y: 0 },
        { x: 50, y: 0 },
      ],
      [
        { x: -100, y: 0 },
        { x: 100, y: 0 },
      ],
    );
    expect(zoomed).toEqual({ scale: 2, x: 0, y: 0 });
  });

  it('pans when both fingers move together, and goes no further than the maximum scale', () => {
    const from: [{ x: number; y: number }, { x: number; y: number }] = [
      { x: 0, y: 0 },
      { x: 40, y: 0 },
    ];
    const moved = pinch({ scale: 2, x: 0, y: 0 }, from, [
      { x: 30, y: 10 },
      { x: 70, y: 10 },
    ]);
    expect(moved).toEqual({ scale: 2, x: 30, y: 10 });
    expect(
      pinch(unzoomed, from, [
        { x: 0, y: 0 },
        { x: 400, y: 0 },
      ]).scale,
    ).toBe(maxScale);
  });

  it('never pinches below the photo’s own size', () => {
    expect(
      pinch(
        unzoomed,
        [
          { x: 0, y: 0 },
          { x: 100, y: 0 },
        ],
        [
          { x: 0, y: 0 },
          { x: 20, y: 0 },
        ],
      ).scale,
    ).toBe(1);
  });
});

describe('follow', () => {
  it('shows the edge of the photo the pointer is near, and its centre at the centre', () => {
    const limit = (390 * 2 - 390) / 2;
    expect(follow({ x: -195, y: 0 }, 2, content, frame).x).toBe(limit);
    expect(follow({ x: 195, y: 0 }, 2, content, frame).x).toBe(-limit);
    expect(follow({ x: 0, y: 0 }, 2, content, frame)).toEqual({ scale: 2, x: 0, y: 0 });
  });

  it('keeps the point under the pointer where it is when the photo fills the frame’s width', () => {
    const pointer = { x: 120, y: 0 };
    const zoomed = follow(pointer, 2.5, content, frame);
    // The photo's point under the pointer: (pointer − translate) ÷ scale, the same point as before zooming.
    expect((pointer.x - zoomed.x) / zoomed.scale).toBeCloseTo(pointer.x);
  });

  it('stays within the frame when the pointer leaves it', () => {
    expect(follow({ x: -900, y: 0 }, 2, content, frame).x).toBe(195);
  });
});

describe('isDoubleTap', () => {
  const first = { x: 10, y: 10, time: 1000 };
  it('takes a second tap soon and near', () => {
    expect(isDoubleTap(first, { x: 20, y: 15, time: 1200 })).toBe(true);
  });
  it('refuses a first tap, a late tap or a distant one', () => {
    expect(isDoubleTap(null, first)).toBe(false);
    expect(isDoubleTap(first, { x: 10, y: 10, time: 1400 })).toBe(false);
    expect(isDoubleTap(first, { x: 120, y: 10, time: 1100 })).toBe(false);
  });
});

describe('swipeDirection', () => {
  it('goes on when the finger moves left, back when it moves right', () => {
    expect(swipeDirection({ x: 300, y: 400 }, { x: 120, y: 410 })).toBe(1);
    expect(swipeDirection({ x: 100, y: 400 }, { x: 300, y: 400 })).toBe(-1);
  });
  it('ignores a short move and a mostly vertical one', () => {
    expect(swipeDirection({ x: 100, y: 400 }, { x: 130, y: 400 })).toBe(0);
    expect(swipeDirection({ x: 100, y: 100 }, { x: 160, y: 400 })).toBe(0);
  });
});
