import type { WorkingHoursDay } from '../../venues/domain/venue.events';
import { nightOfSlot, nightSlot, slotAsked } from './night-slot';

const everyDay = (from: string, to: string, extra: Partial<WorkingHoursDay> = {}): WorkingHoursDay[] =>
  Array.from({ length: 7 }, (_, dayIndex) => ({ dayIndex, from, to, closed: false, alwaysOpen: false, ...extra }));
const at = (iso: string) => Date.parse(iso) / 1000;

describe('A night at a venue as Google slot', () => {
  it('starts at the opening in Belgrade (winter: UTC+1) and runs past midnight to the closing', () => {
    expect(nightSlot(everyDay('22:00', '04:00'), '2026-12-04')).toEqual({ night: '2026-12-04', startSec: at('2026-12-04T21:00:00Z'), durationSec: 6 * 3600 });
  });

  it('keeps summer time (UTC+2) and a night that ends the same evening', () => {
    expect(nightSlot(everyDay('18:00', '23:30'), '2026-07-10')).toEqual({ night: '2026-07-10', startSec: at('2026-07-10T16:00:00Z'), durationSec: 5.5 * 3600 });
  });

  it('gives an opening after midnight to the night before, as placements count nights', () => {
    const slot = nightSlot(everyDay('00:30', '05:00'), '2026-12-04')!;
    expect(slot.startSec).toBe(at('2026-12-04T23:30:00Z'));
    expect(nightOfSlot(slot.startSec)).toBe('2026-12-04');
  });

  it('has no slot on a closed night; a day open all day runs 06:00 to 06:00; a venue without hours opens at 20:00', () => {
    expect(nightSlot(everyDay('22:00', '04:00', { closed: true }), '2026-12-04')).toBeNull();
    expect(nightSlot(everyDay('', '', { alwaysOpen: true }), '2026-12-04')).toEqual({ night: '2026-12-04', startSec: at('2026-12-04T05:00:00Z'), durationSec: 24 * 3600 });
    expect(nightSlot([], '2026-12-04')).toEqual({ night: '2026-12-04', startSec: at('2026-12-04T19:00:00Z'), durationSec: 10 * 3600 });
  });

  it("takes only the venue's own slot: the opening instant, and its length when Google sends one", () => {
    const days = everyDay('22:00', '04:00');
    const start = at('2026-12-04T21:00:00Z');
    expect(slotAsked(days, start, null)?.night).toBe('2026-12-04');
    expect(slotAsked(days, start, 6 * 3600)?.night).toBe('2026-12-04');
    expect(slotAsked(days, start, 3600)).toBeNull();
    expect(slotAsked(days, start + 1800, null)).toBeNull();
  });
});
