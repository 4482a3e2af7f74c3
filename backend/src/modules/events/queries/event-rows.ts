import type { EventView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import type { StoredImageRef } from '../../venues/domain/venue.events';
import { tonight } from '../domain/venue-night';

/** Who is looking. */
export type Viewer = Pick<AuthenticatedUser, 'role' | 'clubId'> | null;

export { NightClock } from '#platform/time/night-clock';

export interface EventRow {
  id: string;
  club_id: string;
  title: string;
  description: string;
  title_en: string | null;
  description_en: string | null;
  type: string;
  night: string;
  weekday: number;
  start_time: string;
  end_time: string;
  starts_at: Date;
  ends_at: Date | null;
  ticket_price: string;
  priority: number;
  gallery: string[];
  possibility_of_showing: string[];
  performers: string[];
  image: StoredImageRef | null;
  club: string;
  location: string;
  club_type: string;
  club_phone: string;
  club_email: string;
}

/** The columns every event query selects: the listing and its venue (`e`, `v`). */
export const EVENT_COLUMNS = `e.id, e.club_id, e.title, e.description, e.type, to_char(e.night, 'YYYY-MM-DD') AS night, e.weekday,
  e.start_time, e.end_time, e.starts_at, e.ends_at, e.ticket_price, e.priority, e.gallery, e.possibility_of_showing, e.performers, e.image, e.title_en, e.description_en,
  v.name AS club, v.location, v.type AS club_type, v.phone AS club_phone, v.email AS club_email`;
export const EVENT_FROM = 'event_listings e JOIN event_venues v ON v.club_id = e.club_id';

/**
 * The SQL condition for the events a viewer may see, appending its parameters to `params`.
 * Deleted events and the events of deleted venues are never seen; those of a venue awaiting
 * approval only by admins and that venue's manager.
 */
export function visibleEvents(viewer: Viewer, params: unknown[]): string {
  const alive = 'NOT e.deleted AND NOT v.deleted';
  if (viewer?.role === 'admin') return alive;
  if (viewer?.role === 'manager' && viewer.clubId) {
    params.push(viewer.clubId);
    return `${alive} AND (v.approved OR e.club_id = $${params.length})`;
  }
  return `${alive} AND v.approved`;
}

export function toEventView(row: EventRow, now: Date): EventView {
  return {
    _id: row.id,
    title: row.title,
    titleEn: row.title_en,
    description: row.description,
    descriptionEn: row.description_en,
    dateOfEvent: row.night,
    startTime: row.start_time,
    endTime: row.end_time,
    startDate: row.starts_at.toISOString(),
    endDate: row.ends_at?.toISOString() ?? null,
    dayOfTheWeek: row.weekday,
    type: row.type,
    gallery: row.gallery,
    possibilityOfShowing: row.possibility_of_showing,
    performers: row.performers,
    ticketPrice: row.ticket_price,
    image: row.image?.url ?? null,
    smallImage: row.image?.smallUrl ?? null,
    priority: String(row.priority),
    clubId: row.club_id,
    club: row.club,
    location: row.location,
    clubType: row.club_type,
    clubPhone: row.club_phone,
    clubEmail: row.club_email,
    past: row.night < tonight(now),
  };
}
