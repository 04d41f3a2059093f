import { FILE_NAME_MAX, cleanFileName, contentDisposition } from './file-name';

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

describe('contentDisposition', () => {
  it('sends an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', '公司简介.pdf')).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''%E5%85%AC%E5%8F%B8%E7%AE%80%E4%BB%8B.pdf`,
    );
  });

  it('cannot be broken out of by quotes, semicolons or percent signs', () => {
    const header = contentDisposition('inline', `a"; filename=evil.html; x=%41'(1)*.png`);
    expect(header).toBe(
      `inline; filename="a_; filename=evil.html; x=_41'(1)*.png"; ` +
        `filename*=UTF-8''a%22%3B%20filename%3Devil.html%3B%20x%3D%2541%27%281%29%2A.png`,
    );
    expect(decodeURIComponent(header.split("UTF-8''")[1])).toBe(`a"; filename=evil.html; x=%41'(1)*.png`);
  });
});
