import { readRuntimeSettings, runtimeSettingsMetaTag, type RuntimeSettings } from './runtime-settings';

const SETTINGS: RuntimeSettings = { apiBase: '/api', tokenSecret: 'x"y<z>&', buildId: 'b1' };

/** A document holding one meta tag whose attribute the browser has already decoded. */
function documentWith(content: string | null): Pick<Document, 'querySelector'> {
  const meta = { getAttribute: (name: string) => (name === 'content' ? content : null) };
  return { querySelector: (selector: string) => (selector.includes('site-runtime-settings') ? meta : null) } as never;
}

describe('runtime settings', () => {
  it('writes a meta tag whose attribute cannot be broken out of', () => {
    const tag = runtimeSettingsMetaTag(SETTINGS);
    expect(tag).toMatch(/^<meta name="site-runtime-settings" content="[^"<>]*">$/);
    expect(tag).toContain('x\\&quot;y&lt;z&gt;&amp;');
  });

  it('reads the settings the page carries', () => {
    expect(readRuntimeSettings(documentWith(JSON.stringify(SETTINGS)))).toEqual(SETTINGS);
  });

  it.each([null, '', 'not json', '{"apiBase":"/api"}', '{"apiBase":1,"tokenSecret":"s","buildId":"b"}'])(
    'refuses a page without complete settings (%s) with a message saying why',
    (content) => {
      expect(() => readRuntimeSettings(documentWith(content))).toThrow('页面缺少运行时配置');
    },
  );
});
