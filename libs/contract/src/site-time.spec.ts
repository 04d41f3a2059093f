import { siteWallTime } from './site-time';

describe("the site's clocks", () => {
  it('show a moment in China time with its offset, whatever zone this process runs in', () => {
    expect(siteWallTime('2026-11-21T08:00:00.000Z')).toEqual({
      date: '2026-11-21',
      time: '16:00:00',
      offset: '+08:00',
    });
    // Past midnight in China while still the day before in UTC.
    expect(siteWallTime('2026-12-31T16:30:05.000Z')).toEqual({
      date: '2027-01-01',
      time: '00:30:05',
      offset: '+08:00',
    });
    expect(siteWallTime(new Date(Date.UTC(2026, 6, 1, 0, 0, 0)))?.offset).toBe('+08:00');
  });

  it('answer null for a time that is none', () => {
    expect(siteWallTime('not a time')).toBeNull();
  });
});
