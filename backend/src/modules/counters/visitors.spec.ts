import type { Request } from 'express';
import { openVisitor, sealVisitor, visitorOfRequest } from './visitors';

const BAIDU = 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)';
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';

const requestFrom = (ip: string, agent: string) => ({ ip, get: () => agent }) as unknown as Request;

describe('visitors', () => {
  it('tells a crawler from a person, and one person from another by address and browser', () => {
    expect(visitorOfRequest(requestFrom('203.0.113.1', BAIDU)).counts).toBe(false);
    const person = visitorOfRequest(requestFrom('203.0.113.1', BROWSER));
    expect(person.counts).toBe(true);
    expect(visitorOfRequest(requestFrom('203.0.113.1', BROWSER))).toEqual(person);
    expect(visitorOfRequest(requestFrom('203.0.113.2', BROWSER)).key).not.toBe(person.key);
    expect(person.key).not.toContain('203.0.113');
  });

  it('opens a seal it made, and nothing altered or made up', () => {
    const person = visitorOfRequest(requestFrom('203.0.113.1', BROWSER));
    const sealed = sealVisitor(person);
    expect(openVisitor(sealed)).toEqual(person);
    const counted = sealVisitor({ ...person, counts: false }).replace(/^0/, '1');
    expect(openVisitor(counted)).toBeNull();
    expect(openVisitor(`1.${'a'.repeat(32)}.${'b'.repeat(43)}`)).toBeNull();
    expect(openVisitor(undefined)).toBeNull();
    expect(openVisitor('')).toBeNull();
  });
});
