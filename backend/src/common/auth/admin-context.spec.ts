import type { EntityManager } from 'typeorm';
import type { Clock } from '../clock';
import type { ChangeRecorder, RowChange } from '../crud/change-recorder';
import type { AppRequest } from '../http/request-context';
import { AdminContextPipe } from './admin-context';
import type { AuthenticatedAdmin } from './authenticated-admin';

const NOW = new Date('2026-11-29T08:00:00Z');
const clock = { now: () => NOW } as Clock;
const EDITOR = { id: 4, username: 'editor', role: 'editor' } as AuthenticatedAdmin;

/** A request as CallAccessGuard leaves it: `lang` validated, the admin signed in (or not yet), its response beside it. */
const requestOf = (admin?: AuthenticatedAdmin) =>
  ({
    lang: 'en',
    ip: '198.51.100.7',
    headers: { 'user-agent': 'a browser' },
    admin,
    res: { setHeader: jest.fn() },
  }) as unknown as AppRequest;

describe('AdminContextPipe', () => {
  it('makes one context of a call: its lang, the time now, who acts and from where', () => {
    const call = new AdminContextPipe(clock).transform(requestOf(EDITOR));
    expect(call).toMatchObject({ lang: 'en', now: NOW, admin: EDITOR, ip: '198.51.100.7', userAgent: 'a browser' });
    expect(call.actor).toEqual({
      admin_id: 4,
      username: 'editor',
      role: 'editor',
      ip: '198.51.100.7',
      user_agent: 'a browser',
    });
  });

  it("records its writes' changes by its actor through the app's ChangeRecorder", async () => {
    const recorder = { record: jest.fn(async () => undefined), lastChangedBy: jest.fn(async () => 'admin') };
    const call = new AdminContextPipe(clock, recorder as unknown as ChangeRecorder).transform(requestOf(EDITOR));
    const manager = {} as EntityManager;
    const change: RowChange = { table: 'news', action: 'create', before: null, after: { id: 1 } };
    await call.author.record(manager, change);
    expect(recorder.record).toHaveBeenCalledWith(manager, change, call.actor);
    expect(await call.author.lastChangedBy(manager, 'news', 1)).toBe('admin');
  });

  it('serves a sign-in, before anyone is signed in: its address and browser, and no admin to ask for', () => {
    const call = new AdminContextPipe(clock).transform(requestOf());
    expect(call).toMatchObject({ ip: '198.51.100.7', userAgent: 'a browser' });
    expect(call.actor.admin_id).toBeNull();
    expect(() => call.admin).toThrow('not an admin call');
  });
});
