import { addDays, belgradeInstant, comingNightOn, eventTimes, nextWeekNights, nightOf, weekdayOf } from './venue-night';

describe('a venue night in Europe/Belgrade', () => {
  it('belongs a Friday 23:00 start and the hours after midnight to Friday', () => {
    // 2026-11-20 is a Friday; Belgrade is UTC+1 in November.
    expect(nightOf(new Date('2026-11-20T22:00:00Z'))).toBe('2026-11-20');
    expect(nightOf(new Date('2026-11-21T03:59:00Z'))).toBe('2026-11-20');
    expect(nightOf(new Date('2026-11-21T05:00:00Z'))).toBe('2026-11-21');
    expect(weekdayOf('2026-11-20')).toBe(5);
  });

  it('turns a night, a start and an end into instants: 23:00–05:00 ends the next morning, 01:00 is after midnight', () => {
    const friday = eventTimes('2026-11-20', '23:00', '05:00');
    expect(friday.startsAt.toISOString()).toBe('2026-11-20T22:00:00.000Z');
    expect(friday.endsAt?.toISOString()).toBe('2026-11-21T04:00:00.000Z');
    const late = eventTimes('2026-11-20', '01:00', '');
    expect(late.startsAt.toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(late.endsAt).toBeNull();
    expect(nightOf(late.startsAt)).toBe('2026-11-20');
  });

  it('follows summer time (UTC+2) and the change of clocks', () => {
    expect(belgradeInstant('2026-07-10', '22:00').toISOString()).toBe('2026-07-10T20:00:00.000Z');
    // Clocks go back on 2026-10-25 at 03:00: a night that spans it is still one night.
    const overTheChange = eventTimes('2026-10-24', '23:00', '05:00');
    expect(overTheChange.startsAt.toISOString()).toBe('2026-10-24T21:00:00.000Z');
    expect(overTheChange.endsAt?.toISOString()).toBe('2026-10-25T04:00:00.000Z');
    // Clocks go forward on 2026-03-29 at 02:00.
    expect(belgradeInstant('2026-03-29', '06:00').toISOString()).toBe('2026-03-29T04:00:00.000Z');
    expect(nightOf(new Date('2026-03-29T04:00:00Z'))).toBe('2026-03-29');
  });

  it('counts the next week as the seven nights after tonight, across a month end', () => {
    // 01:30 on Saturday 2026-10-31 is still Friday's night.
    const now = new Date('2026-10-31T00:30:00Z');
    expect(nextWeekNights(now)).toEqual({ from: '2026-10-31', to: '2026-11-06' });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('finds the coming night on a weekday, tonight included', () => {
    const fridayEvening = new Date('2026-11-20T19:00:00Z');
    expect(comingNightOn(5, fridayEvening)).toBe('2026-11-20');
    expect(comingNightOn(4, fridayEvening)).toBe('2026-11-26');
    expect(comingNightOn(0, fridayEvening)).toBe('2026-11-22');
  });
});
