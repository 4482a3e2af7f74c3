import { belgradeIso, serbianDate } from './belgrade-time';

describe("Belgrade's wall clock with its offset", () => {
  it('writes winter times with +01:00 and summer times with +02:00', () => {
    expect(belgradeIso(new Date('2026-12-31T22:00:00Z'))).toBe('2026-12-31T23:00:00+01:00');
    expect(belgradeIso(new Date('2026-07-10T21:30:15Z'))).toBe('2026-07-10T23:30:15+02:00');
  });

  it('crosses midnight into the next Belgrade day', () => {
    expect(belgradeIso(new Date('2026-10-30T23:30:00Z'))).toBe('2026-10-31T00:30:00+01:00');
  });

  it('takes the offset of the instant around the change to winter time', () => {
    expect(belgradeIso(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25T02:30:00+02:00');
    expect(belgradeIso(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30:00+01:00');
  });

  it('writes a night as dd.MM.yyyy', () => {
    expect(serbianDate('2026-12-31')).toBe('31.12.2026');
  });
});
