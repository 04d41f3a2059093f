import { FILE_NAME_MAX, cleanFileName } from './file-name';

describe('cleanFileName', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\win.ini', 'win.ini'],
    ['a/b', 'b'],
    ['C:\\Users\\me\\photo.png', 'photo.png'],
    ['..', 'file'],
    ['...', 'file'],
    ['', 'file'],
    ['   ', 'file'],
    ['dir/', 'file'],
    ['evil\u0000.png', 'evil.png'],
    ['line\r\nbreak.txt', 'linebreak.txt'],
    ['invoice\u202egpj.exe', 'invoicegpj.exe'],
    ['trailing dots... ', 'trailing dots'],
    ['公司简介 2026.pdf', '公司简介 2026.pdf'],
    ['résumé 📄.docx', 'résumé 📄.docx'],
  ])('%j → %j', (raw, expected) => {
    expect(cleanFileName(raw)).toBe(expected);
  });

  it(`keeps at most ${FILE_NAME_MAX} characters without splitting a character`, () => {
    const long = `${'📄'.repeat(300)}.pdf`;
    const cleaned = cleanFileName(long);
    expect(Array.from(cleaned)).toHaveLength(FILE_NAME_MAX);
    expect(cleaned).toBe('📄'.repeat(FILE_NAME_MAX));
  });
});
