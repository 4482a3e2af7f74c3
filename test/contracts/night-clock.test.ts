import { belgradeInstant, formatNight, nightOf } from '@izlazak/contracts';
import { nightOf as serverNightOf } from '../../backend/src/modules/events/domain/venue-night';

// The frontend is an ES module package: its types are read as such, the module is loaded by jest.
type BelgradeTime = typeof import('../../frontend/src/lib/belgrade-time.js', { with: { 'resolution-mode': 'import' } });
type DoorNight = typeof import('../../frontend/src/features/door/door-night.js', { with: { 'resolution-mode': 'import' } });
const dashboard: BelgradeTime = require('../../frontend/src/lib/belgrade-time');
const door: DoorNight = require('../../frontend/src/features/door/door-night');

const QUARTER_HOUR = 15 * 60_000;
const HOUR = 3_600_000;

/** The last Sunday of a month at 01:00 UTC: when the EU's clocks change. */
function lastSundayAt1Utc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0, 1));
  return last.getTime() - last.getUTCDay() * 24 * HOUR;
}

/**
 * Belgrade's offset worked out from the EU rule itself (CEST from the last Sunday of March to the
 * last Sunday of October, 01:00 UTC), not from Intl: an oracle the night clock is checked against.
 */
function referenceNight(instant: number): string {
  const year = new Date(instant).getUTCFullYear();
  const summer = instant >= lastSundayAt1Utc(year, 2) && instant < lastSundayAt1Utc(year, 9);
  const wall = new Date(instant + (summer ? 2 : 1) * HOUR);
  const day = wall.getUTCHours() < 6 ? new Date(wall.getTime() - 24 * HOUR) : wall;
  return day.toISOString().slice(0, 10);
}

describe("One clock for the night: contracts' night arithmetic, used alike by the server, the dashboard and the door", () => {
  it('puts every quarter hour of 2026 and 2027 in the same night on every side, the two daylight-saving mornings included', () => {
    const disagreements: string[] = [];
    for (let instant = Date.UTC(2026, 0, 1); instant < Date.UTC(2028, 0, 1); instant += QUARTER_HOUR) {
      const at = new Date(instant);
      const expected = referenceNight(instant);
      const sides = [nightOf(at), serverNightOf(at), dashboard.tonight(at), door.venueNight(at)];
      if (sides.some((night) => night !== expected)) disagreements.push(`${at.toISOString()}: ${expected} expected, ${sides.join(' / ')}`);
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
  });

  it('answers the mornings the issue named: 2026-10-25 04:30Z is still the 24th, 2027-03-28 03:30Z still the 27th', () => {
    expect([dashboard.tonight(new Date('2026-10-25T04:30:00Z')), serverNightOf(new Date('2026-10-25T04:30:00Z'))]).toEqual(['2026-10-24', '2026-10-24']);
    expect(dashboard.tonight(new Date('2026-10-25T05:00:00Z'))).toBe('2026-10-25');
    expect([dashboard.tonight(new Date('2027-03-28T03:30:00Z')), serverNightOf(new Date('2027-03-28T03:30:00Z'))]).toEqual(['2027-03-27', '2027-03-27']);
    expect(dashboard.tonight(new Date('2027-03-28T04:00:00Z'))).toBe('2027-03-28');
  });

  it('turns a Belgrade wall-clock time into its instant the same way on both sides, and writes a night dd.MM.yyyy', () => {
    for (const [date, time, iso] of [
      ['2026-12-05', '23:00', '2026-12-05T22:00:00.000Z'],
      ['2026-07-04', '01:30', '2026-07-03T23:30:00.000Z'],
      ['2027-03-28', '02:30', '2027-03-28T01:30:00.000Z'], // the hour skipped in spring: the hour after
      ['2026-10-25', '03:00', '2026-10-25T02:00:00.000Z'],
    ]) {
      expect([belgradeInstant(date, time).toISOString(), dashboard.belgradeInstant(date, time)]).toEqual([iso, iso]);
    }
    expect([formatNight('2026-12-05'), dashboard.formatNight('2026-12-05')]).toEqual(['05.12.2026', '05.12.2026']);
  });
});
