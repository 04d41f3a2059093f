import { createHash } from 'node:crypto';
import {
  bannerPicture,
  coverPicture,
  flowPicture,
  honourPicture,
  logoPicture,
  partnerPicture,
  yearPicture,
} from './pictures';
import { blend, createRaster, Raster, text } from './raster';

const digest = (raster: Raster) => createHash('sha256').update(raster.pixels).digest('hex');
const pixel = (raster: Raster, x: number, y: number) => [
  ...raster.pixels.subarray((y * raster.width + x) * 3, (y * raster.width + x) * 3 + 3),
];

describe('demo pictures', () => {
  it.each([
    ['banner', bannerPicture({ hue: 200, caption: 'CC-MBR', subCaption: 'SUB', seed: 1 }), 1600, 560],
    ['partner', partnerPicture({ hue: 20, initials: 'HY', name: 'HUAYU', shape: 'drop' }), 360, 140],
    ['honour', honourPicture({ hue: 10, heading: 'AWARD', title: 'ISO 9001', year: 2026, seed: 1 }), 600, 800],
    ['cover', coverPicture({ hue: 90, motif: 'plant', label: 'CASE', seed: 1 }), 720, 405],
    ['year', yearPicture(2026, 200), 640, 400],
    ['logo', logoPicture('CCENV', 196), 360, 96],
    ['flow', flowPicture(['A', 'B', 'C'], 196), 960, 320],
  ])('draws the %s at its size', (_name, raster, width, height) => {
    expect([raster.width, raster.height, raster.pixels.length]).toEqual([width, height, width * height * 3]);
  });

  it('draws the same picture for the same seed and a different one for another hue or seed', () => {
    const spec = { hue: 200, motif: 'waves' as const, label: 'NEWS', seed: 3 };
    expect(digest(coverPicture(spec))).toBe(digest(coverPicture(spec)));
    expect(digest(coverPicture({ ...spec, hue: 20 }))).not.toBe(digest(coverPicture(spec)));
    expect(digest(coverPicture({ ...spec, seed: 4 }))).not.toBe(digest(coverPicture(spec)));
  });
});

describe('raster helpers', () => {
  it('fills the background and blends with opacity, ignoring pixels outside', () => {
    const raster = createRaster(4, 2, [10, 20, 30]);
    expect(pixel(raster, 3, 1)).toEqual([10, 20, 30]);
    blend(raster, 1, 0, [110, 220, 30], 0.5);
    blend(raster, 9, 9, [0, 0, 0], 1);
    expect(pixel(raster, 1, 0)).toEqual([60, 120, 30]);
  });

  it('writes bitmap-font text: ink where the glyph has it, background elsewhere', () => {
    const raster = createRaster(5, 7, [0, 0, 0]);
    text(raster, 'T', 0, 0, 1, [255, 255, 255]);
    expect(pixel(raster, 0, 0)).toEqual([255, 255, 255]);
    expect(pixel(raster, 2, 6)).toEqual([255, 255, 255]);
    expect(pixel(raster, 0, 6)).toEqual([0, 0, 0]);
  });
});
