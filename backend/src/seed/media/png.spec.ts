import { inflateSync } from 'node:zlib';
import { encodePng, PNG_SIGNATURE } from './png';
import { createRaster, Raster, rect } from './raster';

/** CRC-32 (ISO-HDLC) written out independently of node:zlib, so the encoder's CRCs are really checked. */
function referenceCrc(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
  computedCrc: number;
}

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    chunks.push({
      type: typeAndData.subarray(0, 4).toString('latin1'),
      data: typeAndData.subarray(4),
      crc: png.readUInt32BE(at + 8 + length),
      computedCrc: referenceCrc(typeAndData),
    });
    at += 12 + length;
  }
  return chunks;
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** A small PNG decoder for 8-bit RGB (all five filter types), as an image viewer would read the file. */
function decodeRgb(png: Buffer): Raster {
  const chunks = readChunks(png);
  const ihdr = chunks[0].data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const stride = width * 3;
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i];
      const left = i >= 3 ? pixels[y * stride + i - 3] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + i] : 0;
      const upLeft = y > 0 && i >= 3 ? pixels[(y - 1) * stride + i - 3] : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter];
      pixels[y * stride + i] = (value + predictor) & 0xff;
    }
  }
  return { width, height, pixels };
}

function sampleRaster(): Raster {
  const raster = createRaster(37, 23, [10, 120, 200]);
  rect(raster, 5, 4, 12, 9, [250, 30, 60]);
  rect(raster, 20, 10, 10, 10, [255, 255, 255], 0.5);
  return raster;
}

describe('encodePng', () => {
  const raster = sampleRaster();
  const png = encodePng(raster);

  it('starts with the PNG signature and has IHDR first, IDAT, then IEND last', () => {
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(PNG_SIGNATURE.toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
    const types = readChunks(png).map((c) => c.type);
    expect(types[0]).toBe('IHDR');
    expect(types).toContain('IDAT');
    expect(types.at(-1)).toBe('IEND');
  });

  it('writes IHDR as 8-bit truecolour, deflate, no interlace, with the raster size', () => {
    const ihdr = readChunks(png)[0].data;
    expect(ihdr).toHaveLength(13);
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4)]).toEqual([37, 23]);
    expect([...ihdr.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  });

  it('gives every chunk a correct CRC', () => {
    for (const chunk of readChunks(png)) expect(chunk.crc).toBe(chunk.computedCrc);
  });

  it('decodes back to exactly the raster pixels', () => {
    const decoded = decodeRgb(png);
    expect([decoded.width, decoded.height]).toEqual([37, 23]);
    expect(Buffer.from(decoded.pixels).equals(Buffer.from(raster.pixels))).toBe(true);
  });

  it('detects corruption: a flipped byte breaks the IDAT checksum', () => {
    const broken = Buffer.from(png);
    const idatAt = broken.indexOf('IDAT', 0, 'latin1');
    broken[idatAt + 6] ^= 0xff;
    const idat = readChunks(broken).find((c) => c.type === 'IDAT') as Chunk;
    expect(idat.crc).not.toBe(idat.computedCrc);
  });
});
