import type { Queryable } from '#platform/database/pool';
import { weekdayOf } from '../../events/domain/venue-night';
import { nightStart } from '../domain/night-reminder';

interface OpeningDay {
  dayIndex: number;
  from: string;
  closed: boolean;
  alwaysOpen: boolean;
}

/**
 * When a venue's night starts, as the read models know it: the night's first event at the venue,
 * else the venue's opening time that weekday, else 22:00 (docs/reminders.md).
 */
export async function nightStartAt(db: Queryable, clubId: string, night: string): Promise<Date> {
  const { rows } = await db.query<{ first_event: Date | null; working_hours: OpeningDay[] | null }>(
    `SELECT (SELECT min(starts_at) FROM event_listings WHERE club_id = $1 AND night = $2::date AND NOT deleted) AS first_event,
            (SELECT working_hours FROM venues WHERE id = $1) AS working_hours`,
    [clubId, night],
  );
  const day = (rows[0]?.working_hours ?? []).find((entry) => entry.dayIndex === weekdayOf(night));
  const openingTime = day && !day.closed && !day.alwaysOpen && /^\d\d:\d\d$/.test(day.from) ? day.from : null;
  return nightStart(night, { firstEventStart: rows[0]?.first_event ?? null, openingTime });
}
