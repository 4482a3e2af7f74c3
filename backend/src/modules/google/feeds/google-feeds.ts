import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { TABLE_HOLDING_STATUSES } from '@izlazak/contracts';
import { addDays, tonight } from '../../events/domain/venue-night';
import type { WorkingHoursDay } from '../../venues/domain/venue.events';
import { confirmationModeOf, GOOGLE_SERVICE_ID } from '../domain/google-booking';
import { nightSlot } from '../domain/night-slot';

/** How far ahead the availability feed tells the nights. */
export const FEED_NIGHTS = 30;

/** Google's FeedMetadata: every file is the whole feed, in one shard. */
export interface FeedMetadata {
  processing_instruction: 'PROCESS_AS_COMPLETE';
  shard_number: 0;
  total_shards: 1;
  nonce: string;
  generation_timestamp: number;
}

interface OptedInVenue {
  id: string;
  name: string;
  type: string;
  phone: string;
  location: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  confirms_by_hand: boolean;
  working_hours: WorkingHoursDay[];
}

/** Google's merchant categories for our venue types. */
const CATEGORIES: Record<string, string> = {
  Klub: 'night_club',
  Splav: 'night_club',
  Restoran: 'restaurant',
  Kafana: 'restaurant',
  Kafić: 'cafe',
  Bar: 'bar',
  Pab: 'bar',
  'Lounge bar': 'bar',
};

const SERVICE_NAME = 'Rezervacija stola';

/**
 * The merchant, service and availability feeds of Reserve with Google, as its feed specifications
 * define them (JSON with the protos' field names), for the venues that opted in: one merchant per
 * venue, one service ('table') each, and for each of the next FEED_NIGHTS nights one availability
 * per party size a table seats, with how many such tables there are and how many are free.
 */
export async function googleFeeds(pool: pg.Pool, options: { appUrl: string; now: Date }) {
  const venues = await optedInVenues(pool);
  const metadata: FeedMetadata = {
    processing_instruction: 'PROCESS_AS_COMPLETE',
    shard_number: 0,
    total_shards: 1,
    nonce: String(options.now.getTime()),
    generation_timestamp: Math.floor(options.now.getTime() / 1000),
  };
  const nights = Array.from({ length: FEED_NIGHTS }, (_, i) => addDays(tonight(options.now), i));
  return {
    merchants: { metadata, merchant: venues.map((venue) => merchantOf(venue, options.appUrl)) },
    services: { metadata, service: venues.map(serviceOf) },
    availability: { metadata, service_availability: [{ availability: await availabilityOf(pool, venues, nights) }] },
  };
}

/** Writes merchants.json, services.json and availability.json into `folder`; answers their paths. */
export async function writeGoogleFeeds(pool: pg.Pool, folder: string, options: { appUrl: string; now: Date }): Promise<string[]> {
  const feeds = await googleFeeds(pool, options);
  fs.mkdirSync(folder, { recursive: true });
  return Object.entries(feeds).map(([name, feed]) => {
    const file = path.join(folder, `${name}.json`);
    fs.writeFileSync(file, `${JSON.stringify(feed, null, 2)}\n`);
    return file;
  });
}

async function optedInVenues(pool: pg.Pool): Promise<OptedInVenue[]> {
  const { rows } = await pool.query<OptedInVenue>(
    `SELECT v.id, v.name, v.type, v.phone, v.location, v.city, v.latitude, v.longitude, g.confirms_by_hand, v.working_hours
       FROM google_venues g JOIN venues v ON v.id = g.club_id
      WHERE g.enabled AND v.status = 'approved' AND NOT v.deleted ORDER BY v.id`,
  );
  return rows;
}

function merchantOf(venue: OptedInVenue, appUrl: string) {
  const address = { street_address: venue.location, locality: venue.city, country: 'RS' };
  const geo = venue.latitude !== null && venue.longitude !== null ? { latitude: venue.latitude, longitude: venue.longitude, address } : { address };
  return {
    merchant_id: venue.id,
    name: venue.name,
    ...(venue.phone ? { telephone: venue.phone } : {}),
    url: `${appUrl}/club/${venue.id}`,
    category: CATEGORIES[venue.type] ?? 'night_club',
    geo,
  };
}

function serviceOf(venue: OptedInVenue) {
  return {
    merchant_id: venue.id,
    service_id: GOOGLE_SERVICE_ID,
    localized_service_name: { value: SERVICE_NAME, localized_value: [{ locale: 'sr', value: SERVICE_NAME }] },
    prepayment_type: 'NOT_SUPPORTED',
  };
}

async function availabilityOf(pool: pg.Pool, venues: OptedInVenue[], nights: string[]) {
  if (venues.length === 0) return [];
  const { rows } = await pool.query<{ club_id: string; night: string; seats: number; taken: boolean }>(
    `SELECT t.club_id, to_char(n.night, 'YYYY-MM-DD') AS night, NULLIF(t.max_persons, '')::int AS seats,
            EXISTS (SELECT 1 FROM reservations r WHERE r.table_id = t.id AND r.night = n.night AND NOT r.deleted
                      AND r.status = ANY($3::text[])) AS taken
       FROM venue_tables t CROSS JOIN unnest($2::date[]) AS n(night)
      WHERE t.club_id = ANY($1) AND NOT t.removed`,
    [venues.map((venue) => venue.id), nights, TABLE_HOLDING_STATUSES],
  );
  const tablesOf = new Map<string, typeof rows>();
  for (const row of rows.filter((table) => table.seats > 0)) {
    const key = `${row.club_id}|${row.night}`;
    tablesOf.set(key, [...(tablesOf.get(key) ?? []), row]);
  }
  return venues.flatMap((venue) =>
    nights.flatMap((night) => {
      const slot = nightSlot(venue.working_hours, night);
      const tables = tablesOf.get(`${venue.id}|${night}`) ?? [];
      if (!slot || tables.length === 0) return [];
      const mostSeats = Math.max(...tables.map((table) => table.seats));
      return Array.from({ length: mostSeats }, (_, i) => i + 1).map((partySize) => {
        const fitting = tables.filter((table) => table.seats >= partySize);
        return {
          merchant_id: venue.id,
          service_id: GOOGLE_SERVICE_ID,
          start_sec: slot.startSec,
          duration_sec: slot.durationSec,
          spots_total: fitting.length,
          spots_open: fitting.filter((table) => !table.taken).length,
          resources: { party_size: partySize },
          confirmation_mode: confirmationModeOf(venue.confirms_by_hand),
        };
      });
    }),
  );
}
