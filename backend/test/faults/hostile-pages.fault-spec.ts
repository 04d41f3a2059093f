import { PictureSizesService } from '../../src/modules/uploads/picture-sizes.service';
import { UploadStorage } from '../../src/modules/uploads/storage/upload-storage';
import { UploadedFileEntity } from '../../src/modules/uploads/uploaded-file.entity';
import { createCase, createNews } from '../support/content-factories';
import { HEALTH_BOUND_MS, whileHealthAnswers } from '../support/health-watch';
import { getFromChildProcess } from '../support/raw-http';
import { publicSiteBuilt } from '../support/built';
import { createTestApp, TestApp } from '../support/test-app';

const built = publicSiteBuilt('hostile-pages');

const FEFF = '\uFEFF';
const formula = (tex: string) =>
  `<span class="ql-formula" data-value="${tex}">${FEFF}<span contenteditable="false"></span>${FEFF}</span>`;

/** Public pages of content written to be expensive to render: each page still answers, and so does health. */
(built ? describe : describe.skip)('public pages of hostile content', () => {
  let t: TestApp;
  let token: string;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { frontends: true });
    // Listening on a port of its own: the public site's loaders call the API over loopback on it.
    port = await t.listen();
    token = await t.login();
    // The first renders load the site's modules: measured here, they would not be the hostile content's cost.
    for (const path of ['/', '/news', '/perform']) await t.http.get(path).expect(200);
  });
  afterAll(() => t.close());

  it('shows a formula nested 1,500 \\frac deep as its source on its page and on the list showing it', async () => {
    const tex = `${'\\frac{1}{'.repeat(1500)}x${'}'.repeat(1500)}`;
    const content = `<p>公式 ${formula(tex)} 之后</p>`;
    const news = await createNews(t, token, { content });
    await createCase(t, token, { content });
    const { result, slowestHealthMs } = await whileHealthAnswers(t.http, async () => [
      await t.http.get(`/detail/${news.id}`),
      await t.http.get('/perform'),
    ]);
    for (const page of result) {
      expect(page.status).toBe(200);
      expect(page.text).toContain(`<code class="formula-source">${tex}</code>`);
      expect(page.text).toContain('之后');
    }
    expect(slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });

  it('renders a page of 3,000 pictures, each sized, with one size lookup and no picture read', async () => {
    const files = t.dataSource.getRepository(UploadedFileEntity);
    const keys = Array.from({ length: 3000 }, (_, i) => `2026/11/${i.toString(16).padStart(32, '0')}.png`);
    const rows = keys.map((stored_key, i) => ({
      stored_key,
      original_name: `${i}.png`,
      mime: 'image/png',
      size: 1000,
      sha256: '0'.repeat(64),
      admin_id: null,
      width: 600 + i,
      height: 400,
    }));
    // In slices: TypeORM reads the new ids back in one expression, which SQLite bounds.
    for (let start = 0; start < rows.length; start += 200) await files.insert(rows.slice(start, start + 200));
    const content = `<p>${keys.map((key) => `<img src="/uploads/${key}">`).join('')}</p>`;
    const news = await createNews(t, token, { content });
    const lookups = jest.spyOn(t.app.get(PictureSizesService), 'sizesOf');
    const reads = jest.spyOn(t.app.get(UploadStorage), 'openRead');
    const { result, slowestHealthMs } = await whileHealthAnswers(t.http, () =>
      getFromChildProcess(`http://127.0.0.1:${port}/detail/${news.id}`),
    );
    expect(result.status).toBe(200);
    expect(result.text.match(/ width="\d+" height="400"/g)).toHaveLength(3000);
    expect(result.text).toContain(`<img src="/uploads/${keys[2999]}" loading="lazy" decoding="async" alt width="3599"`);
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(reads).not.toHaveBeenCalled();
    expect(slowestHealthMs).toBeLessThan(HEALTH_BOUND_MS);
  });
});
