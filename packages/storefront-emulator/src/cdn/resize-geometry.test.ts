import { describe, expect, it } from 'vitest';
import { type GeometryRequest, printGeometry } from './resize-geometry.js';

const upload = { width: 3200, height: 4000 };
const request = (asked: Partial<GeometryRequest>): GeometryRequest => ({
  width: null,
  height: null,
  fit: 'scale-down',
  dpr: 1,
  ...asked,
});
const same = (width: number, height: number) => ({ drawn: { width, height }, canvas: { width, height } });

describe('printGeometry', () => {
  it('keeps the proportions when one side is asked, whatever the fit', () => {
    expect(printGeometry(upload, request({ width: 480 }))).toEqual(same(480, 600));
    expect(printGeometry(upload, request({ height: 500, fit: 'cover' }))).toEqual(same(400, 500));
    expect(printGeometry(upload, request({ width: 300, dpr: 2 }))).toEqual(same(600, 750));
  });

  it('sends the upload as it is when nothing is asked, and never enlarges it', () => {
    expect(printGeometry(upload, request({}))).toEqual(same(3200, 4000));
    expect(printGeometry(upload, request({ width: 6400 }))).toEqual(same(3200, 4000));
    expect(printGeometry(upload, request({ width: 2048, dpr: 2 }))).toEqual(same(3200, 4000));
  });

  it('fits inside the box under scale-down and contain', () => {
    expect(printGeometry(upload, request({ width: 500, height: 500 }))).toEqual(same(400, 500));
    expect(printGeometry(upload, request({ width: 500, height: 500, fit: 'contain' }))).toEqual(
      same(400, 500),
    );
  });

  it('fills the box and crops the rest, centred, under cover and crop', () => {
    const square = { drawn: { width: 375, height: 469 }, canvas: { width: 375, height: 375 } };
    expect(printGeometry(upload, request({ width: 375, height: 375, fit: 'cover' }))).toEqual(square);
    expect(printGeometry(upload, request({ width: 375, height: 375, fit: 'crop' }))).toEqual(square);
  });

  it('pads the box around the picture under pad', () => {
    expect(printGeometry(upload, request({ width: 500, height: 500, fit: 'pad' }))).toEqual({
      drawn: { width: 400, height: 500 },
      canvas: { width: 500, height: 500 },
    });
  });

  it('shrinks a box larger than the upload with its proportions (cover, pad), or sends the upload whole (crop)', () => {
    expect(printGeometry(upload, request({ width: 8000, height: 8000, fit: 'cover' }))).toEqual({
      drawn: { width: 3200, height: 4000 },
      canvas: { width: 3200, height: 3200 },
    });
    expect(printGeometry(upload, request({ width: 8000, height: 8000, fit: 'pad' }))).toEqual({
      drawn: { width: 3200, height: 4000 },
      canvas: { width: 4000, height: 4000 },
    });
    expect(printGeometry(upload, request({ width: 8000, height: 8000, fit: 'crop' }))).toEqual(
      same(3200, 4000),
    );
  });
});
