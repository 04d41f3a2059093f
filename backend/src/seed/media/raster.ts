import { glyph, GLYPH_HEIGHT, GLYPH_WIDTH } from './bitmap-font';

/** An RGB image in memory (3 bytes a pixel, rows top to bottom), drawn on by the helpers below. */
export interface Raster {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export type Rgb = readonly [number, number, number];

/**
 * Per-pixel loops use these and `clamp01` rather than `Math.*`: a global lookup on every pixel is slow in
 * sandboxed contexts such as Jest's (the seed runs in its e2e tests), and a local binding costs nothing.
 */
const { sqrt } = Math;
const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);

export function createRaster(width: number, height: number, background: Rgb = [255, 255, 255]): Raster {
  const pixels = new Uint8Array(width * height * 3);
  pixels.set(background);
  // Doubling copies: a handful of memcpy calls instead of one small `set` per pixel.
  for (let filled = 3; filled < pixels.length; filled *= 2)
    pixels.copyWithin(filled, 0, Math.min(filled, pixels.length - filled));
  return { width, height, pixels };
}

/** Colour from hue (degrees), saturation and lightness (0–1). */
export function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 60;
  const c = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const m = lightness - c / 2;
  const [r, g, b] =
    h < 1 ? [c, x, 0] : h < 2 ? [x, c, 0] : h < 3 ? [0, c, x] : h < 4 ? [0, x, c] : h < 5 ? [x, 0, c] : [c, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const channel = (i: number) => Math.round(a[i] + (b[i] - a[i]) * t);
  return [channel(0), channel(1), channel(2)];
}

/** Blends `color` into the pixel starting at byte `i` (no bounds check: callers clip first). */
function blendAt(p: Uint8Array, i: number, color: Rgb, a: number): void {
  if (a >= 1) {
    p[i] = color[0];
    p[i + 1] = color[1];
    p[i + 2] = color[2];
    return;
  }
  p[i] += (color[0] - p[i]) * a;
  p[i + 1] += (color[1] - p[i + 1]) * a;
  p[i + 2] += (color[2] - p[i + 2]) * a;
}

/** Blends `color` over the pixel at (x, y) with opacity `alpha`; outside the raster it does nothing. */
export function blend(raster: Raster, x: number, y: number, color: Rgb, alpha: number): void {
  if (x < 0 || y < 0 || x >= raster.width || y >= raster.height || alpha <= 0) return;
  blendAt(raster.pixels, (y * raster.width + x) * 3, color, alpha);
}

/** Blends `color` into the vertical run of pixels (x, y0 … y1 - 1), clipped to the raster. */
function column(raster: Raster, x: number, y0: number, y1: number, color: Rgb, alpha: number): void {
  if (x < 0 || x >= raster.width) return;
  const end = Math.min(raster.height, y1);
  for (let y = Math.max(0, y0); y < end; y++) blendAt(raster.pixels, (y * raster.width + x) * 3, color, alpha);
}

/** Fills the whole raster with a gradient through `stops`, running at `angle` degrees (0 = left to right). */
export function linearGradient(raster: Raster, stops: readonly Rgb[], angle = 0): void {
  const { width, height, pixels } = raster;
  const dx = Math.cos((angle * Math.PI) / 180);
  const dy = Math.sin((angle * Math.PI) / 180);
  const span = Math.abs(dx) * width + Math.abs(dy) * height;
  const origin = (dx < 0 ? -dx * width : 0) + (dy < 0 ? -dy * height : 0);
  const segments = stops.length - 1;
  for (let y = 0; y < height; y++) {
    let i = y * width * 3;
    for (let x = 0; x < width; x++, i += 3) {
      const t = clamp01((x * dx + y * dy + origin) / span) * segments;
      const k = t >= segments ? segments - 1 : t | 0;
      const f = t - k;
      const from = stops[k];
      const to = stops[k + 1];
      pixels[i] = from[0] + (to[0] - from[0]) * f;
      pixels[i + 1] = from[1] + (to[1] - from[1]) * f;
      pixels[i + 2] = from[2] + (to[2] - from[2]) * f;
    }
  }
}

/** A filled disc (or a ring of `ring` pixels) with a one-pixel soft edge. */
export function circle(raster: Raster, cx: number, cy: number, radius: number, color: Rgb, alpha = 1, ring = 0): void {
  const x0 = Math.max(0, Math.floor(cx - radius - 1));
  const x1 = Math.min(raster.width - 1, Math.ceil(cx + radius + 1));
  const y0 = Math.max(0, Math.floor(cy - radius - 1));
  const y1 = Math.min(raster.height - 1, Math.ceil(cy + radius + 1));
  const outer = (radius + 1) ** 2;
  const inner = ring > 0 ? Math.max(0, radius - ring - 1) ** 2 : -1;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const d2 = (x - cx) ** 2 + (y - cy) ** 2;
      // Cheap rejection before the square root: big rings cover few of the pixels in their box.
      if (d2 > outer || d2 < inner) continue;
      const d = sqrt(d2);
      let cover = clamp01(radius + 0.5 - d);
      if (ring > 0) cover *= clamp01(d - (radius - ring) + 0.5);
      if (cover > 0) blend(raster, x, y, color, alpha * cover);
    }
  }
}

/** A soft glow: full `alpha` in the centre fading to nothing at `radius`. */
export function glow(raster: Raster, cx: number, cy: number, radius: number, color: Rgb, alpha: number): void {
  const x0 = Math.max(0, Math.floor(cx - radius));
  const x1 = Math.min(raster.width - 1, Math.ceil(cx + radius));
  const y0 = Math.max(0, Math.floor(cy - radius));
  const y1 = Math.min(raster.height - 1, Math.ceil(cy + radius));
  const r2 = radius * radius;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      // (1 - d²/r²)² fades like a light and needs no square root.
      const t = 1 - ((x - cx) ** 2 + (y - cy) ** 2) / r2;
      if (t > 0) blendAt(raster.pixels, (y * raster.width + x) * 3, color, alpha * t * t);
    }
  }
}

export function rect(raster: Raster, x: number, y: number, w: number, h: number, color: Rgb, alpha = 1): void {
  const xe = Math.min(raster.width, Math.round(x + w));
  for (let px = Math.max(0, Math.round(x)); px < xe; px++)
    column(raster, px, Math.round(y), Math.round(y + h), color, alpha);
}

/** Fills everything below a sine curve (water surface) with `color`. */
export function wave(
  raster: Raster,
  baseY: number,
  amplitude: number,
  wavelength: number,
  phase: number,
  color: Rgb,
  alpha = 1,
): void {
  for (let x = 0; x < raster.width; x++) {
    const surface = baseY + amplitude * Math.sin((x / wavelength) * 2 * Math.PI + phase);
    const top = Math.floor(surface);
    blend(raster, x, top, color, alpha * (1 - (surface - top)));
    column(raster, x, top + 1, raster.height, color, alpha);
  }
}

/** A thick line through `points`, drawn by stamping discs along each segment. */
export function polyline(
  raster: Raster,
  points: ReadonlyArray<readonly [number, number]>,
  width: number,
  color: Rgb,
): void {
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1];
    const [bx, by] = points[i];
    const steps = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / (width / 3)));
    for (let s = 0; s <= steps; s++)
      circle(raster, ax + ((bx - ax) * s) / steps, ay + ((by - ay) * s) / steps, width / 2, color);
  }
}

/** Width in pixels of `text` in the bitmap font at `scale`. */
export function textWidth(text: string, scale: number): number {
  return text.length === 0 ? 0 : (text.length * (GLYPH_WIDTH + 1) - 1) * scale;
}

/** Writes upper-case Latin text in the 5×7 bitmap font; each font pixel becomes a `scale`-sized square. */
export function text(raster: Raster, value: string, x: number, y: number, scale: number, color: Rgb, alpha = 1): void {
  [...value.toUpperCase()].forEach((char, index) => {
    const rows = glyph(char);
    const left = x + index * (GLYPH_WIDTH + 1) * scale;
    for (let row = 0; row < GLYPH_HEIGHT; row++) {
      for (let col = 0; col < GLYPH_WIDTH; col++) {
        if (rows[row][col] === '#') rect(raster, left + col * scale, y + row * scale, scale, scale, color, alpha);
      }
    }
  });
}

/** Centred text: `cx` is the middle of the line. */
export function centredText(
  raster: Raster,
  value: string,
  cx: number,
  y: number,
  scale: number,
  color: Rgb,
  alpha = 1,
): void {
  text(raster, value, Math.round(cx - textWidth(value, scale) / 2), y, scale, color, alpha);
}

/** A filled triangle (no anti-aliasing: used for small icons such as the play button). */
export function triangle(
  raster: Raster,
  a: readonly [number, number],
  b: readonly [number, number],
  c: readonly [number, number],
  color: Rgb,
  alpha = 1,
): void {
  const side = (p: readonly [number, number], q: readonly [number, number], x: number, y: number) =>
    (q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0]);
  const [x0, x1] = [Math.floor(Math.min(a[0], b[0], c[0])), Math.ceil(Math.max(a[0], b[0], c[0]))];
  const [y0, y1] = [Math.floor(Math.min(a[1], b[1], c[1])), Math.ceil(Math.max(a[1], b[1], c[1]))];
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const s1 = side(a, b, x, y);
      const s2 = side(b, c, x, y);
      const s3 = side(c, a, x, y);
      if ((s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0)) blend(raster, x, y, color, alpha);
    }
  }
}

/** A small deterministic random generator (mulberry32), so the same seed draws the same picture. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
