import {
  IMAGE_VARIANT_WIDTHS,
  imageSrcSet,
  imageVariantUrl,
  isImageVariantWidth,
  parseImageVariantKey,
} from './image-variants';

const HEX = '0123456789abcdef0123456789abcdef';
const PNG = `/uploads/2026/11/${HEX}.png`;

describe('image variants', () => {
  it('names a variant beside the uploaded picture, for png, jpg and webp only', () => {
    expect(imageVariantUrl(PNG, 640, 'webp')).toBe(`/uploads/2026/11/${HEX}.w640.webp`);
    expect(imageVariantUrl(`/uploads/2026/11/${HEX}.jpg`, 320, 'avif')).toBe(`/uploads/2026/11/${HEX}.w320.avif`);
    expect(imageVariantUrl(`/uploads/2026/11/${HEX}.gif`, 640, 'webp')).toBeNull();
    expect(imageVariantUrl('https://example.com/a.png', 640, 'webp')).toBeNull();
    expect(imageVariantUrl(`${PNG}?x=1`, 640, 'webp')).toBeNull();
    expect(imageVariantUrl(PNG, 641, 'webp')).toBeNull();
  });

  it('reads back only canonical variant paths', () => {
    expect(parseImageVariantKey(`2026/11/${HEX}.w640.webp`)).toEqual({
      stem: `2026/11/${HEX}`,
      width: 640,
      format: 'webp',
    });
    expect(parseImageVariantKey(`2026/11/${HEX}.w777.avif`)).toEqual({
      stem: `2026/11/${HEX}`,
      width: 777,
      format: 'avif',
    });
    for (const key of [
      `2026/11/${HEX}.png`,
      `2026/11/${HEX}.w0640.webp`,
      `2026/11/${HEX}.w640.png`,
      `2026/11/${HEX}.w640.webp.exe`,
      `2026/11/${HEX.toUpperCase()}.w640.webp`,
      `../${HEX}.w640.webp`,
      `2026/11/${HEX}.w123456.webp`,
    ]) {
      expect(parseImageVariantKey(key)).toBeNull();
    }
    expect(isImageVariantWidth(777)).toBe(false);
    expect(IMAGE_VARIANT_WIDTHS.every(isImageVariantWidth)).toBe(true);
  });

  it('lists every width when the picture’s own width is unknown', () => {
    const set = imageSrcSet(PNG, 'webp') as string;
    expect(set.split(', ')).toHaveLength(IMAGE_VARIANT_WIDTHS.length);
    expect(set.startsWith(`/uploads/2026/11/${HEX}.w320.webp 320w, `)).toBe(true);
    expect(set.endsWith(`/uploads/2026/11/${HEX}.w1920.webp 1920w`)).toBe(true);
  });

  it('stops at the picture’s own width and describes the last variant by it', () => {
    expect(imageSrcSet(PNG, 'avif', { intrinsicWidth: 720 })).toBe(
      [320, 480, 640].map((w) => `/uploads/2026/11/${HEX}.w${w}.avif ${w}w`).join(', ') +
        `, /uploads/2026/11/${HEX}.w800.avif 720w`,
    );
    expect(imageSrcSet(PNG, 'webp', { intrinsicWidth: 640 })).toBe(
      [320, 480].map((w) => `/uploads/2026/11/${HEX}.w${w}.webp ${w}w`).join(', ') +
        `, /uploads/2026/11/${HEX}.w640.webp 640w`,
    );
    expect(imageSrcSet(PNG, 'webp', { intrinsicWidth: 200 })).toBe(`/uploads/2026/11/${HEX}.w320.webp 200w`);
    expect(imageSrcSet(PNG, 'webp', { intrinsicWidth: 4000 })?.split(', ')).toHaveLength(IMAGE_VARIANT_WIDTHS.length);
    expect(imageSrcSet(`/uploads/2026/11/${HEX}.gif`, 'webp', { intrinsicWidth: 720 })).toBeNull();
  });

  it('stops at the widest variant the place needs, or at the picture’s width when that comes first', () => {
    const widths = (set: string | null) => set?.split(', ').map((candidate) => candidate.split(' ')[1]);
    expect(widths(imageSrcSet(PNG, 'webp', { upTo: 480 }))).toEqual(['320w', '480w']);
    expect(widths(imageSrcSet(PNG, 'webp', { upTo: 480, intrinsicWidth: 400 }))).toEqual(['320w', '400w']);
    expect(widths(imageSrcSet(PNG, 'webp', { upTo: 1280, intrinsicWidth: 720 }))).toEqual([
      '320w',
      '480w',
      '640w',
      '720w',
    ]);
    expect(widths(imageSrcSet(PNG, 'avif', { upTo: 1920 }))).toHaveLength(IMAGE_VARIANT_WIDTHS.length);
  });
});
