import type { Page } from '@playwright/test';
import { AdminCall, BAIDU_TONGJI_KEY, type Setting } from '@site/contract';
import { expect, test } from '../support/fixtures';

/**
 * The public site runs under a CSP without 'unsafe-inline' for scripts: every inline script carries the nonce of
 * its response (docs/decisions/009-security-headers.md). Chromium must report no violation on any kind of page,
 * and the pages must still hydrate: a client-side navigation fetches data instead of reloading the document.
 */

declare global {
  interface Window {
    reportCspViolation?: (violation: string) => void;
    notReloaded?: boolean | string;
  }
}

/** Every CSP violation the pages report, from the DOM event and from the console, for the rest of the test. */
async function cspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      window.reportCspViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** Follows a link of the hydrated page: React Router fetches the next page's data, the document stays. */
async function navigatesOnTheClient(page: Page, link: string, to: RegExp) {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await page.evaluate(() => (window.notReloaded = true));
  const data = page.waitForRequest((request) => request.url().endsWith('.data') || request.url().includes('.data?'));
  await page.locator(link).first().click();
  await data;
  await expect(page).toHaveURL(to);
  expect(await page.evaluate(() => window.notReloaded)).toBe(true);
}

/** What Chromium reports when the policy with `nonce` refuses an inline script: a console error and the event. */
const refused = (nonce: string) => [
  `console: Executing inline script violates the following Content Security Policy directive 'script-src 'self' 'nonce-${nonce}''. Either the 'unsafe-inline' keyword, a hash ('sha256-zXhDzfi2FUZ8rhSxxOGAuV9IXHwY5YSzimC/xpEQxUc='), or a nonce ('nonce-...') is required to enable inline execution. The action has been blocked.`,
  expect.stringMatching(/^script-src-elem blocked inline/),
];

/** Whether the page runs an inline script that has no nonce (the policy must refuse it, and report it). */
async function runsInlineScriptWithoutNonce(page: Page): Promise<boolean> {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.notReloaded = "injected";';
    document.body.append(script);
  });
  return (await page.evaluate(() => window.notReloaded)) === 'injected';
}

test.describe('public site: Content-Security-Policy with a nonce', () => {
  test('home, news, a news item and education run every script without a violation, and hydrate', async ({
    page,
    content,
  }) => {
    const violations = await cspViolations(page);
    const nonces = new Set<string>();
    for (const path of ['/', '/news', `/detail/${content.richNewsId}`, '/education']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
      const scriptSrc = csp.split(';').find((part) => part.startsWith('script-src ')) ?? '';
      expect(scriptSrc, path).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1] ?? '';
      nonces.add(nonce);

      // The browser hides nonces from the DOM: read them from the HTML that came over the wire.
      const html = (await response?.text()) ?? '';
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
      expect(inline.length, path).toBeGreaterThan(2);
      for (const attributes of inline) {
        // JSON-LD is data, never run: it needs no nonce (and Chromium must not complain about it).
        if (attributes.includes('type="application/ld+json"')) continue;
        expect(attributes, path).toContain(`nonce="${nonce}"`);
      }
      expect(html, path).toContain('type="application/ld+json"');

      await navigatesOnTheClient(
        page,
        path === '/' ? 'main a[href="/news"]' : 'a.site-brand',
        path === '/' ? /\/news$/ : /\/$/,
      );
    }
    expect(nonces.size).toBe(4);
    expect(violations).toEqual([]);
    // The policy is enforced, not merely sent.
    expect(await runsInlineScriptWithoutNonce(page)).toBe(false);
    expect(violations.sort()).toEqual(refused([...nonces].at(-1) ?? ''));
  });

  test('a page the browser revalidates (304) keeps its nonce and policy: it still runs and hydrates', async ({
    page,
  }) => {
    const violations = await cspViolations(page);
    const first = await page.goto('/news');
    const { etag, 'content-security-policy': policy } = (await first?.allHeaders()) ?? {};
    expect(etag).toMatch(/^W\/"/);
    const nonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1] ?? 'missing';
    for (let i = 0; i < 2; i += 1) {
      const again = await page.reload();
      const { 'if-none-match': revalidating } = (await again?.request().allHeaders()) ?? {};
      expect(revalidating).toBe(etag);
      // The 304 carries no policy: the browser keeps the page and its policy, one nonce for both.
      expect((await again?.allHeaders())?.['content-security-policy']).toBeUndefined();
    }
    await navigatesOnTheClient(page, 'a.site-brand', /\/$/);
    expect(violations).toEqual([]);
    // Still the policy of the first response: the page's own scripts ran with its nonce, a stray one is refused.
    expect(await runsInlineScriptWithoutNonce(page)).toBe(false);
    expect(violations.sort()).toEqual(refused(nonce));
  });

  test('百度统计: with an id set, every page loads hm.js under its nonce without a violation; without one, nothing', async ({
    page,
    adminCall,
  }) => {
    const id = '0123456789abcdef0123456789abcdef';
    const hmJs = `https://hm.baidu.com/hm.js?${id}`;
    // The network here is closed: Baidu's script is answered by the test, which counts it.
    let loaded = 0;
    await page.route('https://hm.baidu.com/**', (route) => {
      loaded += 1;
      return route.fulfill({ contentType: 'application/javascript', body: 'window._hmtLoaded = true;' });
    });
    const violations = await cspViolations(page);
    const hydration: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|Minified React error/i.test(message.text()))
        hydration.push(message.text());
    });
    const setting = await adminCall<Setting>(AdminCall.SAVE_SET, {
      key: BAIDU_TONGJI_KEY,
      value: id,
      title: '百度统计 ID',
      group: 'seo',
      is_public: 1,
    });
    try {
      for (const path of ['/', '/news']) {
        const response = await page.goto(path);
        const nonce = /'nonce-([^']+)'/.exec((await response?.allHeaders())?.['content-security-policy'] ?? '')?.[1];
        expect(await response?.text(), path).toContain(`<script async="" src="${hmJs}" nonce="${nonce}"></script>`);
        await expect
          .poll(() => page.evaluate(() => (window as { _hmtLoaded?: boolean })._hmtLoaded), { message: path })
          .toBe(true);
      }
      await page.waitForFunction(() => '__reactRouterDataRouter' in window);
      expect(loaded).toBe(2);
      expect(violations).toEqual([]);
      expect(hydration).toEqual([]);
    } finally {
      await adminCall(AdminCall.DEL_SET, { id: setting.id });
    }
    const html = await (await page.goto('/about'))?.text();
    expect(html).not.toContain('hm.baidu.com');
    expect(loaded).toBe(2);
  });
});
