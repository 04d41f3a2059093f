/** Small files for the back office's upload tests. */

/** A real 1×1 PNG (what upload_pic detects from the bytes). */
export const PNG_1X1 = {
  name: '现场照片.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d49444154789c6360f8cfc0f01f0005000201aa3fb6' +
      'd60000000049454e44ae426082',
    'hex',
  ),
};

/** Any file goes through the multi-part calls. */
export const MANUAL_PDF = {
  name: '产品手册.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n% e2e manual\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
};
