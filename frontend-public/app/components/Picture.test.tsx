// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IMAGE_LAYOUTS } from '../lib/image-sizes';
import { Cover } from './Cover';
import { Picture } from './Picture';

const HEX = '0123456789abcdef0123456789abcdef';
const SRC = `/uploads/2026/11/${HEX}.png`;
const WIDTHS = [320, 480, 640, 800, 960, 1280, 1600, 1920];

/** The server's HTML, parsed back into elements to read their attributes. */
function rendered(ui: React.ReactElement): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(ui);
  return host;
}

describe('Picture', () => {
  it('offers AVIF before WebP up to the widest variant its place needs, with its sizes, the original as <img>', () => {
    const host = rendered(<Picture src={SRC} alt="厂区" layout={IMAGE_LAYOUTS.newsCover} />);
    const sources = [...host.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const [index, format] of ['avif', 'webp'].entries()) {
      // A 240-pixel thumbnail at most: 480 px covers a 2× desktop and a 3× phone's 112 px.
      expect(sources[index].getAttribute('srcset')).toBe(
        [320, 480].map((width) => `/uploads/2026/11/${HEX}.w${width}.${format} ${width}w`).join(', '),
      );
      expect(sources[index].getAttribute('sizes')).toBe(
        '(max-width: 599.98px) 112px, (max-width: 959.98px) 140px, 240px',
      );
    }
    const img = host.querySelector('picture > img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(SRC);
    expect(img.getAttribute('alt')).toBe('厂区');

    const banner = rendered(<Picture src={SRC} alt="" layout={IMAGE_LAYOUTS.banner} />);
    expect(banner.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toBe(
      WIDTHS.map((width) => `/uploads/2026/11/${HEX}.w${width}.webp ${width}w`).join(', '),
    );
  });

  it('loads a picture below the fold lazily, at the browser’s priority', () => {
    const img = rendered(<Picture src={SRC} alt="" layout={IMAGE_LAYOUTS.banner} />).querySelector(
      'img',
    ) as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    expect(rendered(<Picture src={SRC} alt="" layout={IMAGE_LAYOUTS.banner} />).querySelector('link')).toBeNull();
  });

  it('fetches the first screen’s picture at once with high priority', () => {
    const img = rendered(<Picture src={SRC} alt="" layout={IMAGE_LAYOUTS.banner} priority />).querySelector(
      'img',
    ) as HTMLImageElement;
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.hasAttribute('decoding')).toBe(false);
  });

  it('preloads the first screen’s picture from the head: the variant <picture> will pick, in its first format', () => {
    const host = rendered(<Picture src={SRC} alt="" layout={IMAGE_LAYOUTS.banner} priority />);
    const preloads = host.querySelectorAll('link[rel="preload"]');
    expect(preloads).toHaveLength(1);
    const [preload] = preloads;
    const avif = host.querySelector('source[type="image/avif"]');
    expect(preload.getAttribute('as')).toBe('image');
    expect(preload.getAttribute('fetchpriority')).toBe('high');
    // A browser without AVIF skips a preload of that type rather than fetch a file it cannot show.
    expect(preload.getAttribute('type')).toBe('image/avif');
    expect(preload.getAttribute('imagesrcset')).toBe(avif?.getAttribute('srcset'));
    expect(preload.getAttribute('imagesizes')).toBe(IMAGE_LAYOUTS.banner.sizes);

    // A picture without variants is preloaded as the file itself.
    const gif = `/uploads/2026/11/${HEX}.gif`;
    const plain = rendered(<Picture src={gif} alt="" layout={IMAGE_LAYOUTS.banner} priority />).querySelector('link');
    expect(plain?.getAttribute('href')).toBe(gif);
    expect(plain?.hasAttribute('imagesrcset')).toBe(false);
  });

  it('stops the srcset at the picture’s own width and keeps the box attributes', () => {
    const host = rendered(
      <Picture src={SRC} alt="" layout={IMAGE_LAYOUTS.partner} intrinsicWidth={360} width={180} height={70} />,
    );
    expect(host.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toBe(
      `/uploads/2026/11/${HEX}.w320.webp 320w, /uploads/2026/11/${HEX}.w480.webp 360w`,
    );
    const img = host.querySelector('img') as HTMLImageElement;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['180', '70']);
  });

  it('is a plain <img> for pictures without variants (GIF, other sites)', () => {
    for (const src of [`/uploads/2026/11/${HEX}.gif`, 'https://cdn.example.com/a.png']) {
      const host = rendered(<Picture src={src} alt="" layout={IMAGE_LAYOUTS.banner} />);
      expect(host.querySelector('picture')).toBeNull();
      expect(host.querySelector('img')?.getAttribute('src')).toBe(src);
    }
  });
});

describe('Cover', () => {
  it('puts the picture in a box of the given ratio; only the eager one is high priority', () => {
    const eager = rendered(<Cover src={SRC} alt="横幅" layout={IMAGE_LAYOUTS.banner} ratio="20 / 7" eager />);
    expect((eager.querySelector('.cover') as HTMLElement).style.aspectRatio).toBe('20 / 7');
    expect(eager.querySelector('source')?.getAttribute('sizes')).toBe(IMAGE_LAYOUTS.banner.sizes);
    expect(eager.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    const lazy = rendered(<Cover src={SRC} alt="横幅" layout={IMAGE_LAYOUTS.banner} />);
    expect(lazy.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('keeps the box and draws nothing without a picture', () => {
    const host = rendered(<Cover src="" alt="" layout={IMAGE_LAYOUTS.banner} />);
    expect(host.querySelector('.cover')).not.toBeNull();
    expect(host.querySelector('img')).toBeNull();
  });
});
