import type pg from 'pg';
import { SLIDER_SLOTS, type SliderSlot } from '@izlazak/contracts';
import type { StoredImageRef, VenueDetails, WorkingHoursDay } from '../../venues/domain/venue.events';
import { tonight } from '../../events/domain/venue-night';
import { belgradeIso } from '../domain/belgrade-time';
import type { PublicEvent, PublicVenue } from '../domain/public-page';
import { newest, type SitemapUrl } from '../domain/sitemap';

/** The read models a public page is read from (the read cache keeps a page while they stand). */
export const VENUE_PAGE_TABLES = ['venues'] as const;
export const EVENT_PAGE_TABLES = ['event_listings', 'venues'] as const;
export const SITEMAP_TABLES = ['venues', 'event_listings'] as const;

/** Whether a page's subject is there: public, gone (was public, now deleted: 410) or never public (404). */
export type Found<T> = { state: 'public'; value: T } | { state: 'gone'; value: T } | { state: 'missing' };

interface VenueRow extends Pick<PublicVenue, 'id' | 'name' | 'type' | 'description' | 'location' | 'city' | 'phone' | 'email' | 'latitude' | 'longitude'> {
  images: Partial<Record<'logo' | 'lightLogo' | 'thumbnail' | 'mapClub', StoredImageRef>>;
  slider_images: Partial<Record<SliderSlot, StoredImageRef>>;
  working_hours: WorkingHoursDay[];
  social_media: VenueDetails['socialMedia'];
  description_en: string | null;
  status: string;
  deleted: boolean;
}

const VENUE_COLUMNS = `v.id, v.name, v.type, v.description, v.description_en, v.location, v.city, v.phone, v.email, v.images, v.slider_images, v.working_hours,
  v.latitude, v.longitude, v.social_media, v.status, v.deleted`;

const absolute = (appUrl: string, link: string) => new URL(link, `${appUrl}/`).toString();

/** The picture a venue's home opens on: its slider's first slide, or its profile picture (VenueHero). */
export function venueLeadPicture(row: Pick<VenueRow, 'images' | 'slider_images'>): string | null {
  return SLIDER_SLOTS.map((slot) => row.slider_images[slot]?.url).find(Boolean) ?? row.images.thumbnail?.url ?? null;
}

function toPublicVenue(row: VenueRow, appUrl: string): PublicVenue {
  const pictures = [row.images.thumbnail?.url, ...SLIDER_SLOTS.map((slot) => row.slider_images[slot]?.url), row.images.logo?.url, row.images.lightLogo?.url];
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    description: row.description,
    descriptionEn: row.description_en,
    location: row.location,
    city: row.city,
    phone: row.phone,
    email: row.email,
    url: `${appUrl}/club/${encodeURIComponent(row.id)}`,
    images: [...new Set(pictures.filter((url): url is string => Boolean(url)).map((url) => absolute(appUrl, url)))],
    latitude: row.latitude,
    longitude: row.longitude,
    workingHours: row.working_hours,
    socialLinks: row.social_media.map((link) => link.link).filter((link) => /^https?:\/\//i.test(link)),
  };
}

const found = <Row extends { status: string; deleted: boolean }, T>(row: Row | undefined, value: (row: Row) => T, goneToo = false): Found<T> => {
  if (!row || row.status !== 'approved') return { state: 'missing' };
  return row.deleted || goneToo ? { state: 'gone', value: value(row) } : { state: 'public', value: value(row) };
};

export async function readPublicVenue(pool: pg.Pool, clubId: string, appUrl: string): Promise<Found<PublicVenue> & { leadPicture?: string | null }> {
  const { rows } = await pool.query<VenueRow>(`SELECT ${VENUE_COLUMNS} FROM venues v WHERE v.id = $1`, [clubId]);
  const row: VenueRow | undefined = rows[0];
  const result = found(row, (venue) => toPublicVenue(venue, appUrl));
  return result.state === 'missing' || !row ? result : { ...result, leadPicture: venueLeadPicture(row) };
}

interface EventRow extends VenueRow {
  event_id: string;
  title: string;
  event_description: string;
  event_title_en: string | null;
  event_description_en: string | null;
  event_type: string;
  night: string;
  start_time: string;
  starts_at: Date;
  ends_at: Date | null;
  ticket_price: string;
  performers: string[];
  image: StoredImageRef | null;
  event_deleted: boolean;
  created_at: Date;
}

/** An event with its venue; a deleted event (or one of a deleted venue) is gone, as cancelled. */
export async function readPublicEvent(pool: pg.Pool, eventId: string, appUrl: string, now: Date): Promise<Found<PublicEvent>> {
  const { rows } = await pool.query<EventRow>(
    `SELECT e.id AS event_id, e.title, e.description AS event_description, e.title_en AS event_title_en, e.description_en AS event_description_en, e.type AS event_type, to_char(e.night, 'YYYY-MM-DD') AS night,
       e.start_time, e.starts_at, e.ends_at, e.ticket_price, e.performers, e.image, e.deleted AS event_deleted, e.created_at, ${VENUE_COLUMNS}
     FROM event_listings e JOIN venues v ON v.id = e.club_id WHERE e.id = $1`,
    [eventId],
  );
  const row: EventRow | undefined = rows[0];
  return found(
    row,
    (row) => {
      const url = `${appUrl}/event/${encodeURIComponent(row.event_id)}`;
      return {
        id: row.event_id,
        title: row.title,
        description: row.event_description,
        titleEn: row.event_title_en,
        descriptionEn: row.event_description_en,
        type: row.event_type,
        night: row.night,
        startTime: row.start_time,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        ticketPrice: row.ticket_price,
        performers: row.performers,
        url,
        poster: row.image ? absolute(appUrl, row.image.url) : null,
        createdAt: row.created_at,
        past: row.night < tonight(now),
        cancelled: row.event_deleted || row.deleted,
        venue: toPublicVenue(row, appUrl),
      };
    },
    row?.event_deleted,
  );
}

/**
 * The sitemap's addresses: the site's own pages, every public venue and every event from tonight
 * on (oldest night first), each with when it last changed.
 */
export async function readSitemapUrls(pool: pg.Pool, appUrl: string, now: Date): Promise<SitemapUrl[]> {
  const venues = await pool.query<{ id: string; updated_at: Date }>(`SELECT id, updated_at FROM venues WHERE status = 'approved' AND NOT deleted ORDER BY id`);
  const events = await pool.query<{ id: string; updated_at: Date }>(
    `SELECT e.id, e.updated_at FROM event_listings e JOIN venues v ON v.id = e.club_id
     WHERE NOT e.deleted AND NOT v.deleted AND v.status = 'approved' AND e.night >= $1::date
     ORDER BY e.night, e.starts_at, e.id`,
    [tonight(now)],
  );
  const venueUrls = venues.rows.map((row) => ({ loc: `${appUrl}/club/${encodeURIComponent(row.id)}`, lastmod: belgradeIso(row.updated_at) }));
  const eventUrls = events.rows.map((row) => ({ loc: `${appUrl}/event/${encodeURIComponent(row.id)}`, lastmod: belgradeIso(row.updated_at) }));
  return [
    { loc: `${appUrl}/`, lastmod: newest([...venueUrls, ...eventUrls]) },
    { loc: `${appUrl}/events`, lastmod: newest(eventUrls) },
    { loc: `${appUrl}/clubs`, lastmod: newest(venueUrls) },
    { loc: `${appUrl}/contact`, lastmod: null },
    { loc: `${appUrl}/about`, lastmod: null },
    ...venueUrls,
    ...eventUrls,
  ];
}
