import { buildPdf, PdfDocument, wrapText } from './pdf';

function sampleDoc(paragraphs = 1): PdfDocument {
  return {
    title: '澄川环境 产品手册',
    subtitle: 'Product brochure 2026',
    author: '澄川环境',
    accent: [0.1, 0.3, 0.5],
    footer: '苏州澄川环境科技股份有限公司',
    blocks: [
      {
        heading: '一、概述',
        paragraphs: Array.from({ length: paragraphs }, () => '膜生物反应器将生物处理与膜分离结合。'.repeat(6)),
      },
      {
        table: [
          ['型号', '处理量'],
          ['CC-MBR-50', '50 m3/d'],
        ],
        bullets: ['PLC 自动控制'],
      },
    ],
  };
}

const hexOf = (text: string) => Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();

/** Object offsets from the xref table, checked against where each `N 0 obj` really starts. */
function checkXref(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(Number(first)).toBe(0);
  const rows = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  rows.slice(1).forEach((row, index) => {
    expect(row).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(row.slice(0, 10));
    expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
  });
  return Number(count) - 1;
}

describe('buildPdf', () => {
  it('writes a PDF 1.4 file whose xref offsets point at every object', () => {
    const pdf = buildPdf(sampleDoc(), new Date('2026-11-21T08:00:00Z'));
    expect(pdf.subarray(0, 9).toString('latin1')).toBe('%PDF-1.4\n');
    expect(checkXref(pdf)).toBeGreaterThan(5);
  });

  it('declares each stream with its exact byte length', () => {
    const text = buildPdf(sampleDoc(), new Date()).toString('latin1');
    for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = (match.index ?? 0) + match[0].length;
      expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
    }
  });

  it('writes Chinese text as UCS-2 hex in the STSong-Light CID font and titles the document', () => {
    const text = buildPdf(sampleDoc(), new Date('2026-11-21T08:00:00Z')).toString('latin1');
    expect(text).toContain('/BaseFont /STSong-Light /Encoding /UniGB-UCS2-H');
    expect(text).toContain(`<${hexOf('一、概述')}> Tj`);
    expect(text).toContain(`/Title <FEFF${hexOf('澄川环境 产品手册')}>`);
    expect(text).toContain('/CreationDate (D:20261121080000Z)');
  });

  it('flows long text onto further pages and counts them', () => {
    const text = buildPdf(sampleDoc(40), new Date()).toString('latin1');
    const count = Number(/\/Count (\d+)/.exec(text)?.[1]);
    expect(count).toBeGreaterThan(1);
    expect(text.match(/\/Type \/Page /g)).toHaveLength(count);
    expect(text).toContain(`<${hexOf(`苏州澄川环境科技股份有限公司    第 ${count} 页`)}> Tj`);
  });
});

describe('wrapText', () => {
  it('breaks Chinese text at the width and keeps Latin words whole', () => {
    expect(wrapText('一二三四五六七八九十', 4)).toEqual(['一二三四', '五六七八', '九十']);
    expect(wrapText('型号 CC-MBR-100 膜组件', 6)).toEqual(['型号', 'CC-MBR-100', '膜组件']);
  });
});
