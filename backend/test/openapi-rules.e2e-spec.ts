import { getMetadataStorage } from 'class-validator';
import { createTestApp, TestApp } from './support/test-app';

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema };

/** class-validator's rules and the schema keyword that states each (on the items for a rule checked `each`). */
const KEYWORDS: Record<string, string[]> = {
  maxLength: ['maxLength'],
  minLength: ['minLength'],
  isLength: ['maxLength'],
  matches: ['pattern'],
  min: ['minimum'],
  max: ['maximum'],
  isIn: ['enum'],
  arrayMaxSize: ['maxItems'],
  plainText: ['pattern'],
};

/** The rules class-validator keeps, by class (its metadata storage is the library's documented way to read them). */
interface RuleMetadata {
  propertyName: string;
  name?: string;
  each?: boolean;
}

/**
 * Issue 31: a rule that exists only in prose (or in a validator) is a rule a generated client cannot know. Every rule of
 * a body the document describes is a keyword of its schema, so a client learns `maxLength`, `pattern`, `minimum`, …
 * from the document itself.
 */
describe('the OpenAPI document states every validation rule', () => {
  let t: TestApp;
  let schemas: Record<string, Schema>;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    schemas = (await t.http.get('/api/docs-json').expect(200)).body.components.schemas;
  });
  afterAll(() => t.close());

  it('has a keyword for each rule of each documented body', () => {
    const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<{ name: string }, RuleMetadata[]> };
    const missing: string[] = [];
    let checked = 0;
    for (const [target, rules] of storage.validationMetadatas) {
      const properties = schemas[target.name]?.properties;
      if (!properties) continue;
      for (const rule of rules) {
        const property = properties[rule.propertyName];
        const keywords = KEYWORDS[rule.name ?? ''];
        if (!property || !keywords || property.$ref || property.allOf) continue;
        const holder = rule.each && property.items ? property.items : property;
        for (const keyword of keywords) {
          checked++;
          if (holder[keyword] === undefined) missing.push(`${target.name}.${rule.propertyName}: ${keyword}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('states the plain-text rule as a pattern that refuses what the server refuses, and only that', async () => {
    const pattern = new RegExp(String(schemas.SaveNewsDto.properties?.title.pattern));
    const token = await t.login();
    const samples = [
      '标题\u0000',
      '标题\u001b[31m',
      '标题\u007f',
      '标题\u0085',
      '标题\t制表符',
      '两行\r\n标题',
      '普通标题',
    ];
    const server: boolean[] = [];
    for (const title of samples) {
      const res = await t.adminCall('save_news', token, { title, status: 0 });
      server.push(res.body.code === 0);
    }
    expect(samples.map((title) => pattern.test(title))).toEqual(server);
    expect(server).toEqual([false, false, false, false, true, true, true]);
  });
});
