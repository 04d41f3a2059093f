/**
 * A small PDF 1.4 writer for the demo downloads (brochures, data sheets, manuals): A4 pages with
 * headings, wrapped paragraphs, simple tables and coloured bands. Chinese text uses Adobe's
 * predefined STSong-Light CID font with the UniGB-UCS2-H encoding, which PDF readers supply
 * themselves, so nothing is embedded and the files stay a few kilobytes. Keep the text to ASCII and
 * CJK characters: readers' substitute fonts lack many Latin-1 symbols (use m3, not m³).
 */

export type PdfColor = readonly [number, number, number];

export interface PdfBlock {
  heading?: string;
  paragraphs?: string[];
  bullets?: string[];
  /** First row is the header row. */
  table?: string[][];
}

export interface PdfDocument {
  title: string;
  subtitle: string;
  author: string;
  accent: PdfColor;
  blocks: PdfBlock[];
  footer: string;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const BODY_SIZE = 10.5;
const LINE_GAP = 1.6;

/** Text in the CJK font: UTF-16BE as a hex string (UCS-2 covers every character the demo uses). */
function hexText(text: string): string {
  return `<${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
}

/** Width in em: CJK and full-width characters 1, ASCII half (CIDs 1–95 get width 500 below). */
function emWidth(text: string): number {
  let width = 0;
  for (const char of text) width += char.charCodeAt(0) < 0x7f ? 0.5 : 1;
  return width;
}

/** Breaks `text` into lines no wider than `maxEm`, never inside a run of Latin letters or digits. */
export function wrapText(text: string, maxEm: number): string[] {
  const tokens = text.match(/[A-Za-z0-9.,:%/()+\-_]+ ?|[^A-Za-z0-9]/g) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (line && emWidth(line + token) > maxEm) {
      lines.push(line.trimEnd());
      line = token.trimStart();
    } else {
      line += token;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

const rgb = ([r, g, b]: PdfColor) => `${r.toFixed(3)} ${g.toFixed(3)} ${b.toFixed(3)}`;

/** Lays the document out on A4 pages and answers one content stream per page. */
class Layout {
  readonly pages: string[][] = [];
  private y = 0;

  constructor(private readonly doc: PdfDocument) {
    this.newPage();
  }

  private get ops(): string[] {
    return this.pages[this.pages.length - 1];
  }

  private newPage(): void {
    this.pages.push([]);
    const top = PAGE_HEIGHT - 110;
    this.ops.push(`${rgb(this.doc.accent)} rg 0 ${top} ${PAGE_WIDTH} 110 re f`);
    this.text(this.doc.title, MARGIN, PAGE_HEIGHT - 58, 20, [1, 1, 1]);
    this.text(this.doc.subtitle, MARGIN, PAGE_HEIGHT - 84, 11, [0.9, 0.94, 1]);
    this.ops.push(`0.85 0.87 0.9 RG 0.5 w ${MARGIN} 48 m ${PAGE_WIDTH - MARGIN} 48 l S`);
    this.text(`${this.doc.footer}    第 ${this.pages.length} 页`, MARGIN, 34, 8, [0.45, 0.48, 0.52]);
    this.y = top - 36;
  }

  text(value: string, x: number, y: number, size: number, color: PdfColor = [0.13, 0.16, 0.2]): void {
    this.ops.push(`BT ${rgb(color)} rg /F1 ${size} Tf ${x.toFixed(1)} ${y.toFixed(1)} Td ${hexText(value)} Tj ET`);
  }

  private need(height: number): void {
    if (this.y - height < 64) this.newPage();
  }

  heading(value: string): void {
    this.need(40);
    this.y -= 8;
    this.ops.push(`${rgb(this.doc.accent)} rg ${MARGIN} ${this.y - 3} 4 16 re f`);
    this.text(value, MARGIN + 12, this.y, 14, [0.1, 0.14, 0.22]);
    this.y -= 26;
  }

  paragraph(value: string, indent = 0): void {
    const maxEm = (PAGE_WIDTH - 2 * MARGIN - indent) / BODY_SIZE;
    for (const line of wrapText(value, maxEm)) {
      this.need(BODY_SIZE * LINE_GAP);
      this.text(line, MARGIN + indent, this.y, BODY_SIZE);
      this.y -= BODY_SIZE * LINE_GAP;
    }
    this.y -= 6;
  }

  bullet(value: string): void {
    this.need(BODY_SIZE * LINE_GAP);
    this.ops.push(`${rgb(this.doc.accent)} rg ${MARGIN + 3} ${this.y + 2} 4 4 re f`);
    this.paragraph(value, 14);
    this.y += 4;
  }

  table(rows: string[][]): void {
    const width = PAGE_WIDTH - 2 * MARGIN;
    const cell = width / rows[0].length;
    const rowHeight = 22;
    rows.forEach((row, index) => {
      this.need(rowHeight);
      const top = this.y + 14;
      if (index === 0)
        this.ops.push(`${rgb(this.doc.accent)} rg ${MARGIN} ${top - rowHeight} ${width} ${rowHeight} re f`);
      else if (index % 2 === 0)
        this.ops.push(`0.955 0.965 0.975 rg ${MARGIN} ${top - rowHeight} ${width} ${rowHeight} re f`);
      this.ops.push(`0.8 0.83 0.87 RG 0.5 w ${MARGIN} ${top - rowHeight} ${width} ${rowHeight} re S`);
      row.forEach((value, col) =>
        this.text(value, MARGIN + col * cell + 6, top - 15, 9.5, index === 0 ? [1, 1, 1] : [0.13, 0.16, 0.2]),
      );
      this.y -= rowHeight;
    });
    this.y -= 12;
  }
}

/** Serialises numbered objects with a correct cross-reference table (byte offsets) and trailer. */
function serialise(objects: string[], rootId: number, infoId: number): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const chunk = Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root ${rootId} 0 R /Info ${infoId} 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

export function buildPdf(doc: PdfDocument, createdAt: Date): Buffer {
  const layout = new Layout(doc);
  for (const block of doc.blocks) {
    if (block.heading) layout.heading(block.heading);
    block.paragraphs?.forEach((p) => layout.paragraph(p));
    block.bullets?.forEach((b) => layout.bullet(b));
    if (block.table) layout.table(block.table);
  }
  // Objects 1–5 are fixed; each page then adds a page object and its content stream.
  const pageIds = layout.pages.map((_, i) => 6 + i * 2);
  const stamp = createdAt.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ' +
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 5 0 R /DW 1000 /W [1 95 500] >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] ' +
      '/ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  layout.pages.forEach((ops, i) => {
    const stream = ops.join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
  });
  objects.push(
    `<< /Title ${hexTitle(doc.title)} /Author ${hexTitle(doc.author)} /Producer (corp-site demo seed) ` +
      `/CreationDate (D:${stamp}Z) >>`,
  );
  return serialise(objects, 1, objects.length);
}

/** Document-information strings: UTF-16BE with a byte-order mark, as hex. */
function hexTitle(text: string): string {
  return `<FEFF${hexText(text).slice(1, -1)}>`;
}
