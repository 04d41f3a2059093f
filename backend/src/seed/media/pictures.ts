import {
  centredText,
  circle,
  createRaster,
  glow,
  hsl,
  linearGradient,
  mix,
  polyline,
  Raster,
  rect,
  Rgb,
  seededRandom,
  text,
  textWidth,
  triangle,
  wave,
} from './raster';

/**
 * The demo site's pictures, drawn in code at seed time: banners, partner logos, certificates, news and
 * case covers, timeline pictures and the site logo. Each takes a hue (and a seed) so every picture of a
 * group looks related but distinct.
 */

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [28, 46, 74];

/** A water drop: a disc with a point on top. */
function drop(raster: Raster, cx: number, cy: number, r: number, color: Rgb, alpha = 1): void {
  circle(raster, cx, cy, r, color, alpha);
  const tip: [number, number] = [cx, cy - r * 2.1];
  triangle(raster, tip, [cx - r * 0.86, cy - r * 0.5], [cx + r * 0.86, cy - r * 0.5], color, alpha);
}

function bubbles(raster: Raster, random: () => number, count: number, area: [number, number, number, number]): void {
  const [x, y, w, h] = area;
  for (let i = 0; i < count; i++) {
    const r = 4 + random() * 26;
    circle(raster, x + random() * w, y + random() * h, r, WHITE, 0.18 + random() * 0.22, 2);
  }
}

export interface BannerSpec {
  hue: number;
  caption: string;
  subCaption: string;
  seed: number;
}

/** 1600×560 home-page banner: deep gradient, light, rising bubbles, three waves and a Latin slogan. */
export function bannerPicture({ hue, caption, subCaption, seed }: BannerSpec): Raster {
  const raster = createRaster(1600, 560);
  const random = seededRandom(seed);
  linearGradient(raster, [hsl(hue, 0.7, 0.22), hsl(hue + 25, 0.65, 0.38), hsl(hue + 50, 0.55, 0.5)], 20);
  glow(raster, 1200, 140, 380, hsl(hue + 40, 0.8, 0.75), 0.45);
  bubbles(raster, random, 26, [760, 60, 800, 380]);
  wave(raster, 430, 18, 520, random() * 6, hsl(hue + 30, 0.6, 0.55), 0.35);
  wave(raster, 460, 14, 380, random() * 6, hsl(hue + 15, 0.6, 0.45), 0.45);
  wave(raster, 495, 10, 300, random() * 6, hsl(hue, 0.65, 0.3), 0.65);
  rect(raster, 120, 190, 90, 8, hsl(hue + 60, 0.9, 0.65));
  text(raster, caption, 120, 220, 10, WHITE, 0.95);
  text(raster, subCaption, 122, 316, 4, WHITE, 0.75);
  return raster;
}

export interface PartnerSpec {
  hue: number;
  initials: string;
  name: string;
  shape: 'circle' | 'square' | 'diamond' | 'drop';
}

/** 360×140 partner logo on white: a coloured emblem with initials, and the name beside it. */
export function partnerPicture({ hue, initials, name, shape }: PartnerSpec): Raster {
  const raster = createRaster(360, 140, [250, 251, 252]);
  const color = hsl(hue, 0.62, 0.42);
  const cx = 70;
  const cy = 70;
  if (shape === 'circle') circle(raster, cx, cy, 44, color);
  if (shape === 'square') rect(raster, cx - 40, cy - 40, 80, 80, color);
  if (shape === 'diamond') {
    triangle(raster, [cx, cy - 48], [cx - 48, cy], [cx + 48, cy], color);
    triangle(raster, [cx, cy + 48], [cx - 48, cy], [cx + 48, cy], color);
  }
  if (shape === 'drop') drop(raster, cx, cy + 14, 34, color);
  centredText(raster, initials, cx, shape === 'drop' ? cy + 3 : cy - 10, initials.length > 2 ? 3 : 4, WHITE);
  const scale = [4, 3].find((s) => textWidth(name, s) <= 212) ?? 2;
  text(raster, name, 132, cy - (7 * scale) / 2, scale, mix(color, INK, 0.5));
  rect(raster, 132, cy + 22, textWidth(name, scale), 3, color, 0.6);
  return raster;
}

export interface HonourSpec {
  hue: number;
  heading: string;
  title: string;
  year: number;
  seed: number;
}

/** 600×800 certificate: cream paper, double frame, a seal, heading, title, year and lines of "text". */
export function honourPicture({ hue, heading, title, year, seed }: HonourSpec): Raster {
  const raster = createRaster(600, 800, [252, 248, 236]);
  const random = seededRandom(seed);
  const frame = hsl(hue, 0.55, 0.38);
  const gold: Rgb = [196, 154, 62];
  rect(raster, 24, 24, 552, 752, frame);
  rect(raster, 34, 34, 532, 732, [252, 248, 236]);
  rect(raster, 48, 48, 504, 704, gold);
  rect(raster, 52, 52, 496, 696, [252, 248, 236]);
  centredText(raster, heading, 300, 110, 6, frame);
  centredText(raster, title, 300, 190, textWidth(title, 5) > 440 ? 3 : 5, INK);
  for (let line = 0; line < 7; line++) {
    const width = 300 + random() * 120;
    rect(raster, 300 - width / 2, 270 + line * 34, width, 6, [176, 170, 160], 0.8);
  }
  triangle(raster, [250, 680], [236, 760], [276, 700], gold);
  triangle(raster, [350, 680], [364, 760], [324, 700], gold);
  circle(raster, 300, 610, 84, gold);
  circle(raster, 300, 610, 70, [252, 248, 236], 1, 3);
  circle(raster, 300, 610, 58, hsl(hue, 0.55, 0.38));
  centredText(raster, String(year), 300, 596, 4, WHITE);
  return raster;
}

export type CoverMotif = 'waves' | 'chart' | 'network' | 'ripples' | 'plant';

export interface CoverSpec {
  hue: number;
  motif: CoverMotif;
  label: string;
  seed: number;
  width?: number;
  height?: number;
  /** Draws a play button in the middle (video posters). */
  play?: boolean;
}

function drawChart(raster: Raster, random: () => number, hue: number): void {
  const { width, height } = raster;
  const bars = 9;
  const slot = (width * 0.7) / bars;
  const points: Array<[number, number]> = [];
  for (let i = 0; i < bars; i++) {
    const h = height * (0.15 + 0.45 * ((i + 1) / bars) * (0.7 + random() * 0.5));
    const x = width * 0.15 + i * slot;
    rect(raster, x, height * 0.85 - h, slot * 0.6, h, WHITE, 0.28);
    points.push([x + slot * 0.3, height * 0.85 - h - 14]);
  }
  polyline(raster, points, 5, hsl(hue + 150, 0.8, 0.7));
  for (const [x, y] of points) circle(raster, x, y, 7, WHITE);
  rect(raster, width * 0.12, height * 0.85, width * 0.76, 3, WHITE, 0.6);
}

function drawNetwork(raster: Raster, random: () => number): void {
  const { width, height } = raster;
  for (let x = 0; x < width; x += 40) rect(raster, x, 0, 1, height, WHITE, 0.08);
  for (let y = 0; y < height; y += 40) rect(raster, 0, y, width, 1, WHITE, 0.08);
  const nodes = Array.from(
    { length: 12 },
    (_, i) => [width * (0.08 + i * 0.075), height * (0.15 + random() * 0.6)] as [number, number],
  );
  // Each station links to its neighbours, as a monitoring network along a river would.
  nodes.forEach((node, i) => {
    if (i + 1 < nodes.length) polyline(raster, [node, nodes[i + 1]], 2, WHITE);
    if (i % 2 === 0 && i + 2 < nodes.length) polyline(raster, [node, nodes[i + 2]], 1, WHITE);
  });
  nodes.forEach(([x, y], i) => circle(raster, x, y, i % 4 === 0 ? 14 : 8, WHITE, i % 4 === 0 ? 0.95 : 0.7));
}

function drawRipples(raster: Raster, random: () => number): void {
  const cx = raster.width * (0.55 + random() * 0.25);
  const cy = raster.height * (0.4 + random() * 0.2);
  for (let r = 20; r < raster.width; r += 34) circle(raster, cx, cy, r, WHITE, Math.max(0.05, 0.4 - r / 1400), 3);
  drop(raster, cx, cy - 30, 26, WHITE, 0.9);
}

/** Treatment plant seen from above: round clarifiers and rectangular basins. */
function drawPlant(raster: Raster, random: () => number, hue: number): void {
  const { width, height } = raster;
  rect(raster, width * 0.06, height * 0.12, width * 0.4, height * 0.3, hsl(hue + 20, 0.4, 0.62), 0.9);
  rect(raster, width * 0.06, height * 0.48, width * 0.4, height * 0.3, hsl(hue + 20, 0.4, 0.58), 0.9);
  for (let i = 1; i < 4; i++)
    rect(raster, width * 0.06 + (width * 0.4 * i) / 4, height * 0.12, 4, height * 0.66, WHITE, 0.5);
  for (let i = 0; i < 3; i++) {
    const cx = width * (0.6 + (i % 2) * 0.2);
    const cy = height * (0.22 + i * 0.22);
    const r = height * (0.11 + random() * 0.02);
    circle(raster, cx, cy, r + 6, [215, 220, 222]);
    circle(raster, cx, cy, r, hsl(hue, 0.45, 0.45));
    circle(raster, cx, cy, r * 0.6, WHITE, 0.35, 2);
    rect(raster, cx - r, cy - 2, r * 2, 4, WHITE, 0.7);
  }
}

/** A 16:9 cover (news, cases, video posters) with a motif over a two-tone gradient and a Latin label. */
export function coverPicture({ hue, motif, label, seed, width = 720, height = 405, play }: CoverSpec): Raster {
  const raster = createRaster(width, height);
  const random = seededRandom(seed);
  const dark = motif === 'plant' ? hsl(hue + 60, 0.25, 0.4) : hsl(hue, 0.62, 0.3);
  linearGradient(raster, [dark, hsl(hue + 35, 0.55, 0.5)], 30 + random() * 40);
  glow(raster, width * random(), height * 0.3 * random(), width * 0.5, hsl(hue + 50, 0.7, 0.75), 0.35);
  if (motif === 'waves') {
    bubbles(raster, random, 14, [0, 0, width, height * 0.6]);
    wave(raster, height * 0.62, 14, width * 0.55, random() * 6, WHITE, 0.16);
    wave(raster, height * 0.72, 10, width * 0.4, random() * 6, WHITE, 0.22);
  }
  if (motif === 'chart') drawChart(raster, random, hue);
  if (motif === 'network') drawNetwork(raster, random);
  if (motif === 'ripples') drawRipples(raster, random);
  if (motif === 'plant') drawPlant(raster, random, hue);
  if (play) {
    circle(raster, width / 2, height / 2, 48, [0, 0, 0], 0.35);
    circle(raster, width / 2, height / 2, 48, WHITE, 0.9, 4);
    triangle(
      raster,
      [width / 2 - 14, height / 2 - 22],
      [width / 2 - 14, height / 2 + 22],
      [width / 2 + 24, height / 2],
      WHITE,
    );
  }
  // A video poster's label goes at the top: the player's control bar covers the bottom of the picture.
  const band = play ? 0 : height - 52;
  rect(raster, 0, band, width, 52, [0, 0, 0], 0.25);
  text(raster, label, 24, band + 16, 3, WHITE, 0.9);
  return raster;
}

/** 640×400 timeline picture: the year, large, over ripples. */
export function yearPicture(year: number, hue: number): Raster {
  const raster = createRaster(640, 400);
  linearGradient(raster, [hsl(hue, 0.55, 0.28), hsl(hue + 30, 0.5, 0.52)], 120);
  for (let r = 30; r < 700; r += 40) circle(raster, 520, 320, r, WHITE, 0.14, 2);
  centredText(raster, String(year), 320, 144, 16, WHITE, 0.95);
  return raster;
}

/** The site logo, 360×96 on white: a drop emblem and the company's short Latin name. */
export function logoPicture(shortName: string, hue: number): Raster {
  const raster = createRaster(360, 96);
  drop(raster, 48, 60, 24, hsl(hue, 0.7, 0.42));
  circle(raster, 40, 58, 8, WHITE, 0.5);
  text(raster, shortName, 92, 28, 6, INK);
  rect(raster, 92, 76, textWidth(shortName, 6), 4, hsl(hue, 0.7, 0.42));
  return raster;
}

/** A process-flow diagram: labelled stations joined by arrows, left to right (960×320). */
export function flowPicture(steps: string[], hue: number): Raster {
  const raster = createRaster(960, 320, [246, 249, 251]);
  const slot = 960 / steps.length;
  const boxWidth = slot - 56;
  steps.forEach((step, i) => {
    const x = i * slot + 28;
    const color = hsl(hue + i * 14, 0.55, 0.42 - i * 0.02);
    rect(raster, x, 110, boxWidth, 100, color);
    rect(raster, x, 200, boxWidth, 10, [0, 0, 0], 0.15);
    centredText(raster, String(i + 1), x + boxWidth / 2, 126, 3, WHITE, 0.8);
    centredText(raster, step, x + boxWidth / 2, 158, textWidth(step, 3) > boxWidth - 12 ? 2 : 3, WHITE);
    if (i < steps.length - 1) {
      const ax = x + boxWidth + 8;
      rect(raster, ax, 157, 26, 6, INK, 0.7);
      triangle(raster, [ax + 26, 148], [ax + 26, 172], [ax + 40, 160], INK, 0.7);
    }
  });
  wave(raster, 270, 6, 240, 0, hsl(hue, 0.5, 0.7), 0.5);
  wave(raster, 285, 5, 180, 2, hsl(hue, 0.55, 0.55), 0.6);
  return raster;
}
