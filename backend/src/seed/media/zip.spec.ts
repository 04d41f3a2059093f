import { inflateRawSync } from 'node:zlib';
import { buildZip, ZipEntry } from './zip';

interface ReadEntry {
  name: string;
  data: Buffer;
  crc: number;
  flags: number;
}

/** Reads an archive the way unzip does: end record → central directory → local headers. */
function readZip(zip: Buffer): ReadEntry[] {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(endAt + 10);
  let at = zip.readUInt32LE(endAt + 16);
  const entries: ReadEntry[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    const localAt = zip.readUInt32LE(at + 42);
    const size = zip.readUInt32LE(at + 20);
    expect(zip.readUInt32LE(localAt)).toBe(0x04034b50);
    const localNameLength = zip.readUInt16LE(localAt + 26);
    const dataAt = localAt + 30 + localNameLength + zip.readUInt16LE(localAt + 28);
    entries.push({
      name: zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
      data: inflateRawSync(zip.subarray(dataAt, dataAt + size)),
      crc: zip.readUInt32LE(at + 16),
      flags: zip.readUInt16LE(at + 8),
    });
    at += 46 + nameLength;
  }
  return entries;
}

function referenceCrc(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('buildZip', () => {
  const entries: ZipEntry[] = [
    { name: '说明.txt', data: Buffer.from('澄川环境 配置工具\n'.repeat(40), 'utf8') },
    { name: 'config/sample.json', data: Buffer.from(JSON.stringify({ station: 'A-01', interval: 60 })) },
    { name: 'empty.csv', data: Buffer.alloc(0) },
  ];
  const zip = buildZip(entries, new Date(2026, 10, 21, 14, 30, 10));

  it('lists every entry in order with its UTF-8 name, flagged as UTF-8 when not plain ASCII', () => {
    const read = readZip(zip);
    expect(read.map((e) => e.name)).toEqual(['说明.txt', 'config/sample.json', 'empty.csv']);
    expect(read.map((entry) => entry.flags & 0x0800)).toEqual([0x0800, 0, 0]);
  });

  it('stores contents that inflate back byte for byte, with matching CRC-32', () => {
    readZip(zip).forEach((entry, i) => {
      expect(entry.data.equals(entries[i].data)).toBe(true);
      expect(entry.crc).toBe(referenceCrc(entries[i].data));
    });
  });

  it('compresses repetitive text', () => {
    expect(zip.length).toBeLessThan(entries.reduce((sum, e) => sum + e.data.length, 0));
  });

  it('writes the DOS date and time of creation', () => {
    const date = zip.readUInt16LE(12);
    const time = zip.readUInt16LE(10);
    expect([(date >> 9) + 1980, (date >> 5) & 15, date & 31]).toEqual([2026, 11, 21]);
    expect([time >> 11, (time >> 5) & 63, (time & 31) * 2]).toEqual([14, 30, 10]);
  });
});
