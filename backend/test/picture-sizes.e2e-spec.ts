import sharp from 'sharp';
import { UploadedFileEntity } from '../src/modules/uploads/uploaded-file.entity';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';
import { uploadPic } from './uploads-fixtures';

/** A JPEG `width` × `height` pixels as stored, shown turned a quarter (EXIF orientation 6). */
const turnedJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#36c' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c63' } })
    .png()
    .toBuffer();

/** get_image_sizes: a page's pictures measured in one call, from what was stored with each upload. */
describe.each(testDatabases())('picture sizes on %s', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await t.login();
  });
  afterAll(() => t.close());

  const upload = async (bytes: Buffer, name: string) => {
    const res = await uploadPic(t, token, bytes, name, name.endsWith('.png') ? 'image/png' : 'image/jpeg');
    if (res.body.code !== 0) throw new Error(JSON.stringify(res.body));
    return res.body.data as string;
  };

  it('answers the size of each uploaded picture as shown, and nothing for other addresses', async () => {
    const wide = await upload(await png(30, 20), 'wide.png');
    const turned = await upload(await turnedJpeg(40, 10), 'turned.jpg');
    const res = await t.publicCall('get_image_sizes', {
      srcs: [wide, turned, wide, '/uploads/2026/11/missing.png', 'https://elsewhere.example/a.png'],
    });
    expect(res.body).toEqual({
      code: 0,
      msg: '操作成功',
      data: { [wide]: { width: 30, height: 20 }, [turned]: { width: 10, height: 40 } },
    });
  });

  it('measures a picture uploaded before sizes were stored when first asked, once', async () => {
    const earlier = await upload(await png(7, 9), 'earlier.png');
    const key = earlier.slice('/uploads/'.length);
    const files = t.dataSource.getRepository(UploadedFileEntity);
    await files.update({ stored_key: key }, { width: null, height: null });
    const first = await t.publicCall('get_image_sizes', { srcs: [earlier] });
    expect(first.body.data).toEqual({ [earlier]: { width: 7, height: 9 } });
    const row = await files.findOneByOrFail({ stored_key: key });
    expect([row.width, row.height]).toEqual([7, 9]);
  });

  it('refuses more addresses than a call measures', async () => {
    const res = await t.publicCall('get_image_sizes', { srcs: Array.from({ length: 5_001 }, (_, i) => `/x/${i}`) });
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toEqual([{ field: 'srcs', message: 'srcs 最多 5000 个' }]);
  });
});
