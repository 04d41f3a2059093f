import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { frontendPaths } from '../src/server/frontends';
import { createCase, createNews } from './support/content-factories';
import { HEALTH_BOUND_MS, whileHealthAnswers } from './support/health-watch';
import { createTestApp, TestApp } from './support/test-app';

const built = existsSync(frontendPaths().publicServerEntry);
if (!built) console.warn('hostile-pages skipped: the public site is not built (npm run build)');

const FEFF = '\uFEFF';
const formula = (tex: string) =>
  `<span class="ql-formula" data-value="${tex}">${FEFF}<span contenteditable="false"></span>${FEFF}</span>`;

/** Public pages of content written to be expensive to render: each page still answers, and so does health. */
(built ? describe : describe.skip)('public pages of hostile content', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { frontends: true });
    // Listening on a port of its own: the public site's loaders call the API over loopback on it.
    await t.app.listen(0, '127.0.0.1');
    expect((t.app.getHttpServer().address() as AddressInfo).port).toBeGreaterThan(0);
    token = await t.login();
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
});
