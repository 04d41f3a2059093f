import { BAD_URLS, createImg, imgFields } from './support/content-factories';
import { createTestApp, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';
import { errorFields } from './support/assertions';
import { picture, uploadPic } from './uploads-fixtures';

describe.each(testDatabases())('images on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.login();
  });
  afterAll(() => t.close());
  beforeEach(() => t.dataSource.query('DELETE FROM imgs'));

  const ids = (list: Array<{ id: number }>) => list.map((row) => row.id);

  describe('a video entry', () => {
    it('is saved only with an /uploads/ address of a stored file (an outside one cannot be checked, and passes)', async () => {
      const missing = await t.adminCall('save_img', admin, imgFields({ video: '/uploads/2026/11/missing.mp4' }));
      expect(missing.status).toBe(422);
      expect(missing.body.msg).toBe('参数校验失败');
      expect(missing.body.data).toEqual({
        errors: [{ field: 'video', message: '视频文件不存在，请重新上传或选择媒体库中的文件' }],
      });
      const stored = (await uploadPic(t, admin, picture('png', 512)).expect(200)).body.data as string;
      const saved = await t.adminCall('save_img', admin, imgFields({ video: stored })).expect(200);
      expect(saved.body.data.video).toBe(stored);
      for (const call of ['save_news', 'save_case']) {
        const refused = await t.adminCall(call, admin, { title: '带视频', video: '/uploads/2026/11/missing.mp4' });
        expect([call, refused.status, errorFields(refused.body.data.errors)]).toEqual([call, 422, ['video']]);
      }
      await t.adminCall('save_img', admin, imgFields({ video: 'https://cdn.example.com/v.mp4' })).expect(200);
    });
  });

  describe('public get_img_list', () => {
    it('lists visible entries of the lang by sort, then newest id; filters by group', async () => {
      const bannerLate = await createImg(t, admin, { sort: 2 });
      const bannerOld = await createImg(t, admin, { sort: 1 });
      const bannerNew = await createImg(t, admin, {
        sort: 1,
        link: 'https://example.com/p',
        video: 'https://cdn.example.com/v.mp4',
      });
      const partner = await createImg(t, admin, { group: 'partner', sort: 0 });
      await createImg(t, admin, { status: 0 });
      await createImg(t, admin, {}, 'en');

      const all = await t.publicCall('get_img_list', {}).expect(200);
      expect(all.body).toEqual({
        code: 0,
        msg: expect.any(String),
        data: { list: [partner, bannerNew, bannerOld, bannerLate] },
      });

      const banners = await t.publicCall('get_img_list', { group: 'banner' }).expect(200);
      expect(ids(banners.body.data.list)).toEqual([bannerNew.id, bannerOld.id, bannerLate.id]);
      const none = await t.publicCall('get_img_list', { group: 'honor' }).expect(200);
      expect(none.body.data).toEqual({ list: [] });
    });

    it('needs the hourly token and a valid group', async () => {
      expect((await t.http.post('/api/get_img_list').send({}).expect(403)).body.code).toBe(403);
      expect(
        errorFields((await t.publicCall('get_img_list', { group: 'g'.repeat(33) }).expect(422)).body.data.errors),
      ).toEqual(['group']);
    });
  });

  describe('adm/save_img', () => {
    it('creates in the lang of the request with defaults, and updates only what is sent', async () => {
      const created = await t
        .adminCall('save_img', admin, { group: 'honor', image: 'https://cdn.example.com/a.png' })
        .set('lang', 'en')
        .expect(200);
      expect(created.body.data).toEqual({
        id: expect.any(Number),
        lang: 'en',
        title: '',
        group: 'honor',
        image: 'https://cdn.example.com/a.png',
        video: '',
        link: '',
        description: '',
        status: 1,
        sort: 0,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        version: 1,
      });

      const updated = await t
        .adminCall('save_img', admin, { id: created.body.data.id, description: '荣誉证书', lang: 'cn', sort: 4 })
        .set('lang', 'en')
        .expect(200);
      expect(updated.body.data).toEqual({
        ...created.body.data,
        description: '荣誉证书',
        sort: 4,
        updated_at: expect.any(String),
        version: 2,
      });
    });

    it('answers the entry as the list shows it', async () => {
      const saved = await t
        .adminCall('save_img', admin, imgFields({ link: '/uploads/2026/11/brochure.pdf' }))
        .expect(200);
      const listed = await t.adminCall('get_img_list', admin, { ids: [saved.body.data.id] });
      expect(listed.body.data.list).toEqual([saved.body.data]);
    });

    it('links to a page of the public site, as the demo banners do, but never to the back office', async () => {
      const saved = await t.adminCall('save_img', admin, imgFields({ link: '/about' })).expect(200);
      expect(saved.body.data.link).toBe('/about');
      const refused = await t.adminCall('save_img', admin, imgFields({ link: '/adm/login' })).expect(422);
      expect(refused.body.data.errors).toEqual([
        { field: 'link', message: '链接必须是本站页面路径（如 /about）、/uploads/ 下的文件或 http(s) 网址' },
      ]);
    });

    it('answers 404 for an id that does not exist or belongs to another lang', async () => {
      const english = await createImg(t, admin, {}, 'en');
      for (const id of [english.id, 999999]) {
        expect((await t.adminCall('save_img', admin, { id, title: 'x' }).expect(404)).body).toEqual({
          code: 404,
          error: 'NOT_FOUND',
          msg: '图片不存在',
          data: null,
        });
      }
    });

    it.each<[string, object, string]>([
      ['missing group', { image: '/uploads/a.png' }, 'group'],
      ['group with spaces', { group: 'my group', image: '/uploads/a.png' }, 'group'],
      ['group in capitals', { group: 'Banner', image: '/uploads/a.png' }, 'group'],
      ['missing image', { group: 'banner' }, 'image'],
      ['empty image', { group: 'banner', image: '' }, 'image'],
      ['title over 200', imgFields({ title: 'x'.repeat(201) }), 'title'],
      ['description over 1000', imgFields({ description: 'x'.repeat(1001) }), 'description'],
      ['status 3', imgFields({ status: 3 }), 'status'],
      ...BAD_URLS.flatMap((url) =>
        (['image', 'video', 'link'] as const).map((field): [string, object, string] => [
          `${field} ${url}`,
          imgFields({ [field]: url }),
          field,
        ]),
      ),
    ])('refuses %s with 422', async (_name, body, field) => {
      const res = await t.adminCall('save_img', admin, body).expect(422);
      expect(errorFields(res.body.data.errors)).toEqual([field]);
      expect((await t.adminCall('get_img_list', admin, {})).body.data.total).toBe(0);
    });

    it('refuses a wrong type with 422', async () => {
      const res = await t.adminCall('save_img', admin, imgFields({ sort: 'top' })).expect(422);
      expect(errorFields(res.body.data.errors)).toEqual(['sort']);
    });
  });

  describe('adm/change_img_status', () => {
    it('hides and shows an entry, which the public list follows', async () => {
      const entry = await createImg(t, admin);
      const hidden = await t.adminCall('change_img_status', admin, { id: entry.id, status: 0 }).expect(200);
      expect(hidden.body.data).toEqual({
        ...entry,
        status: 0,
        updated_at: expect.any(String),
        version: entry.version + 1,
      });
      expect((await t.publicCall('get_img_list', {})).body.data.list).toEqual([]);

      await t.adminCall('change_img_status', admin, { id: entry.id, status: 1 }).expect(200);
      expect(ids((await t.publicCall('get_img_list', {})).body.data.list)).toEqual([entry.id]);
    });

    it('answers 404 for a missing or other-language entry, 422 for a bad status', async () => {
      const english = await createImg(t, admin, {}, 'en');
      await t.adminCall('change_img_status', admin, { id: english.id, status: 0 }).expect(404);
      await t.adminCall('change_img_status', admin, { id: 999999, status: 0 }).expect(404);
      const still = await t.publicCall('get_img_list', {}).set('lang', 'en');
      expect(ids(still.body.data.list)).toEqual([english.id]);
      expect(
        errorFields(
          (await t.adminCall('change_img_status', admin, { id: english.id, status: 2 }).expect(422)).body.data.errors,
        ),
      ).toEqual(['status']);
      expect(
        errorFields((await t.adminCall('change_img_status', admin, { status: 1 }).expect(422)).body.data.errors),
      ).toEqual(['id']);
    });
  });

  describe('adm/get_img_list', () => {
    it('lists every entry of the lang; filters and sorts by group (a reserved word) and others', async () => {
      const a = await createImg(t, admin, { group: 'partner', title: '伙伴甲', sort: 1 });
      const b = await createImg(t, admin, { group: 'banner', status: 0, description: '首页大图', sort: 1 });
      const c = await createImg(t, admin, { group: 'honor', sort: 0 });
      await createImg(t, admin, {}, 'en');

      expect(ids((await t.adminCall('get_img_list', admin, {}).expect(200)).body.data.list)).toEqual([
        c.id,
        b.id,
        a.id,
      ]);
      expect(ids((await t.adminCall('get_img_list', admin, { group: 'partner' })).body.data.list)).toEqual([a.id]);
      const byGroup = await t.adminCall('get_img_list', admin, { sort: 'group', order: 'asc' }).expect(200);
      expect(ids(byGroup.body.data.list)).toEqual([b.id, c.id, a.id]);
      const byGroupDesc = await t.adminCall('get_img_list', admin, { sort: 'group', order: 'desc' }).expect(200);
      expect(ids(byGroupDesc.body.data.list)).toEqual([a.id, c.id, b.id]);
      expect(ids((await t.adminCall('get_img_list', admin, { keyword: '首页' })).body.data.list)).toEqual([b.id]);
      expect(ids((await t.adminCall('get_img_list', admin, { keyword: '伙伴' })).body.data.list)).toEqual([a.id]);
      expect(ids((await t.adminCall('get_img_list', admin, { status: 0 })).body.data.list)).toEqual([b.id]);
      expect(ids((await t.adminCall('get_img_list', admin, { ids: [c.id] })).body.data.list)).toEqual([c.id]);
      const page = await t.adminCall('get_img_list', admin, { page: 2, limit: 2 });
      expect(page.body.data).toEqual({ list: [expect.objectContaining({ id: a.id })], total: 3, page: 2, limit: 2 });
      await t.adminCall('get_img_list', admin, { sort: 'image' }).expect(400);
      await t.adminCall('get_img_list', admin, { limit: 101 }).expect(422);
    });
  });

  describe('adm/del_img and access', () => {
    it('deletes by id or ids within the lang', async () => {
      const [a, b] = [await createImg(t, admin), await createImg(t, admin)];
      const english = await createImg(t, admin, {}, 'en');
      expect((await t.adminCall('del_img', admin, { ids: [a.id, b.id, english.id] }).expect(200)).body.data).toEqual({
        deleted: 2,
      });
      expect((await t.adminCall('del_img', admin, { id: english.id }).set('lang', 'en')).body.data).toEqual({
        deleted: 1,
      });
      expect((await t.adminCall('del_img', admin, { ids: [] }).expect(422)).body.code).toBe(422);
    });

    it('needs an access token for every admin call', async () => {
      for (const call of ['get_img_list', 'save_img', 'del_img', 'change_img_status']) {
        const res = await t.http.post(`/api/adm/${call}`).send({ id: 1, status: 1 }).expect(401);
        expect(res.body).toMatchObject({ code: 401, data: null });
      }
    });
  });
});
