import { DETECT_HEAD_BYTES, OCTET_STREAM, PICTURE_MIMES, SERVABLE_MIMES, detectType } from './detect-type';

const hex = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'hex');
const latin1 = (text: string) => Buffer.from(text, 'latin1');
/** A head followed by filler, as a real file would be. */
const file = (head: Buffer, filler = 0x00) => Buffer.concat([head, Buffer.alloc(DETECT_HEAD_BYTES, filler)]);

describe('detectType', () => {
  it.each([
    ['png', hex('89504e470d0a1a0a 0000000d49484452'), 'image/png', 'png'],
    ['jpeg (JFIF)', hex('ffd8ffe000104a464946'), 'image/jpeg', 'jpg'],
    ['jpeg (Exif)', hex('ffd8ffe1'), 'image/jpeg', 'jpg'],
    ['gif87a', latin1('GIF87a'), 'image/gif', 'gif'],
    ['gif89a', latin1('GIF89a\x01\x00'), 'image/gif', 'gif'],
    ['webp', latin1('RIFF\x24\x00\x00\x00WEBPVP8 '), 'image/webp', 'webp'],
    ['pdf', latin1('%PDF-1.7\n'), 'application/pdf', 'pdf'],
    ['zip / docx / xlsx', latin1('PK\x03\x04\x14\x00\x06\x00[Content_Types].xml'), 'application/zip', 'zip'],
    ['empty zip', latin1('PK\x05\x06'), 'application/zip', 'zip'],
    ['gzip', hex('1f8b0800'), 'application/gzip', 'gz'],
    ['7z', hex('377abcaf271c0004'), 'application/x-7z-compressed', '7z'],
    ['rar', latin1('Rar!\x1a\x07\x01\x00'), 'application/vnd.rar', 'rar'],
    ['mp4', latin1('\x00\x00\x00\x20ftypisom\x00\x00\x02\x00'), 'video/mp4', 'mp4'],
    ['mp4 (mp42)', latin1('\x00\x00\x00\x18ftypmp42'), 'video/mp4', 'mp4'],
    ['mov', latin1('\x00\x00\x00\x14ftypqt  '), 'video/quicktime', 'mov'],
    ['m4a', latin1('\x00\x00\x00\x20ftypM4A '), 'audio/mp4', 'm4a'],
    ['webm', latin1('\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01\x42\x82\x84webm'), 'video/webm', 'webm'],
    ['matroska', latin1('\x1a\x45\xdf\xa3\xa3\x42\x86\x81\x01\x42\x82\x88matroska'), 'video/x-matroska', 'mkv'],
    ['mp3 with ID3', latin1('ID3\x04\x00'), 'audio/mpeg', 'mp3'],
    ['mp3 frame (MPEG-1 layer III)', hex('fffb9064'), 'audio/mpeg', 'mp3'],
    ['mp3 frame (MPEG-2 layer III)', hex('fff3'), 'audio/mpeg', 'mp3'],
    ['wav', latin1('RIFF\x24\x08\x00\x00WAVEfmt '), 'audio/wav', 'wav'],
    ['avi', latin1('RIFF\x00\x00\x00\x00AVI LIST'), 'video/x-msvideo', 'avi'],
    ['ogg', latin1('OggS\x00\x02'), 'audio/ogg', 'ogg'],
    ['flac', latin1('fLaC\x00\x00\x00\x22'), 'audio/flac', 'flac'],
  ])('detects %s', (_name, head, mime, ext) => {
    expect(detectType(file(head))).toEqual({ mime, ext });
    expect(SERVABLE_MIMES.has(mime)).toBe(true);
  });

  it.each([
    ['SVG', latin1('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')],
    ['SVG with an XML prolog', latin1('<?xml version="1.0"?><svg></svg>')],
    ['HTML', latin1('<!DOCTYPE html><html><script>alert(1)</script>')],
    ['HTML with a BOM', Buffer.concat([hex('efbbbf'), latin1('<html>')])],
    ['JavaScript', latin1('alert(document.cookie)')],
    ['plain text', latin1('hello, world\n')],
    ['a Windows executable (MZ)', latin1('MZ\x90\x00\x03\x00\x00\x00')],
    ['an ELF executable', latin1('\x7fELF\x02\x01\x01')],
    ['a shell script', latin1('#!/bin/sh\nrm -rf /\n')],
    ['an empty file', Buffer.alloc(0)],
    ['a RIFF of another kind', latin1('RIFF\x00\x00\x00\x00CDXA')],
    ['a truncated PNG signature', hex('89504e470d0a1a')],
    ['MPEG layer II audio (sync bits, wrong layer)', hex('fffd')],
  ])('detects nothing in %s', (_name, head) => {
    expect(detectType(head)).toBeNull();
  });

  it('decides on the bytes alone: an executable is never an image, a PNG is always one', () => {
    const exe = file(latin1('MZ\x90\x00'));
    const png = file(hex('89504e470d0a1a0a'));
    expect(detectType(exe)).toBeNull();
    expect(detectType(png)?.mime).toBe('image/png');
  });

  it('accepts only png, jpeg, gif and webp as pictures', () => {
    expect([...PICTURE_MIMES].sort()).toEqual(['image/gif', 'image/jpeg', 'image/png', 'image/webp']);
  });

  it('never lists an HTML, SVG, XML or script type as servable', () => {
    expect(SERVABLE_MIMES.has(OCTET_STREAM.mime)).toBe(true);
    for (const mime of SERVABLE_MIMES) {
      expect(mime).not.toMatch(/html|svg|xml|javascript|ecmascript|text\//);
    }
  });
});
