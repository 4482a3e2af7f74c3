import type pg from 'pg';
import type { Migration } from '#platform/database/migrations';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { defineReadModel } from '#platform/projections/projector';
import { foldForSearch } from '../../venues/projections/venue-search';
import type { VenueEvent } from '../../venues/domain/venue.events';
import type { NightlifeEventChange, NightlifeEventDetails } from '../domain/nightlife-event.decider';
import type { StoredImageRef } from '../../venues/domain/venue.events';
import { weekdayOf } from '../domain/venue-night';

/**
 * Nightlife events shaped for their lists: the night and its weekday are columns, so every filter
 * of GET /api/event (date, dayOfTheWeek, nextWeek, eventFromDate, type, venue, title) is an indexed
 * condition and the order (priority, then start) is an index scan. The venue's name, address and
 * contacts and whether it is public are kept beside them in `event_venues`, fed by the venues' domain events
 * (the event store table is called `events`, hence `event_listings`).
 */
export const EVENTS_MIGRATION: Migration = {
  id: '20261123-50-events-read-model',
  sql: `
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE TABLE event_listings (
      id text PRIMARY KEY,
      club_id text NOT NULL,
      title text NOT NULL,
      description text NOT NULL,
      type text NOT NULL,
      night date NOT NULL,
      weekday smallint NOT NULL,
      start_time text NOT NULL,
      end_time text NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz,
      ticket_price text NOT NULL,
      priority integer NOT NULL,
      gallery jsonb NOT NULL,
      possibility_of_showing jsonb NOT NULL,
      image jsonb,
      search_text text NOT NULL,
      deleted boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX event_listings_night_idx ON event_listings (night, priority DESC, starts_at, id) WHERE NOT deleted;
    CREATE INDEX event_listings_weekday_idx ON event_listings (weekday, night) WHERE NOT deleted;
    CREATE INDEX event_listings_club_idx ON event_listings (club_id, night) WHERE NOT deleted;
    CREATE INDEX event_listings_type_idx ON event_listings (type, night) WHERE NOT deleted;
    CREATE INDEX event_listings_order_idx ON event_listings (priority DESC, starts_at, id) WHERE NOT deleted;
    CREATE INDEX event_listings_search_idx ON event_listings USING gin (search_text gin_trgm_ops) WHERE NOT deleted;

    CREATE TABLE event_venues (
      club_id text PRIMARY KEY,
      name text NOT NULL,
      location text NOT NULL,
      type text NOT NULL,
      phone text NOT NULL,
      email text NOT NULL,
      approved boolean NOT NULL,
      deleted boolean NOT NULL DEFAULT false
    );`,
};

/**
 * The revision of the event's stream each row shows (0 when published, one more with every change
 * and the deletion): its calendar file's SEQUENCE. Rows recorded before get it with their next
 * change, or with a rebuild (`npm run projections:rebuild -- events`); until then they say 0.
 */
export const EVENTS_REVISION_MIGRATION: Migration = {
  id: '20261202-31-events-revision',
  sql: `ALTER TABLE event_listings ADD COLUMN revision bigint NOT NULL DEFAULT 0;`,
};

/** 'Izvođači': events recorded before performers were named have none, which the default says. */
export const EVENTS_PERFORMERS_MIGRATION: Migration = {
  id: '20261230-10-events-performers',
  sql: `ALTER TABLE event_listings ADD COLUMN performers jsonb NOT NULL DEFAULT '[]'::jsonb;`,
};

/** The title and description in English (docs/i18n.md, *Venue content in English*); null: none. */
export const EVENTS_ENGLISH_MIGRATION: Migration = {
  id: '20270101-20-events-english',
  sql: `
    ALTER TABLE event_listings ADD COLUMN title_en text;
    ALTER TABLE event_listings ADD COLUMN description_en text;`,
};

type Tx = Pick<pg.PoolClient, 'query'>;

interface ScheduledEvent {
  eventId: string;
  clubId: string;
  details: NightlifeEventDetails;
  image: StoredImageRef | null;
  startsAt: string;
  endsAt: string | null;
}

function saveEvent(tx: Tx, e: ScheduledEvent, event: RecordedEvent) {
  const d = e.details;
  return tx.query(
    `INSERT INTO event_listings (id, club_id, title, description, type, night, weekday, start_time, end_time, starts_at, ends_at,
       ticket_price, priority, gallery, possibility_of_showing, image, search_text, created_at, updated_at, revision, performers,
       title_en, description_en)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$18,$19,$20,$21,$22)
     ON CONFLICT (id) DO UPDATE SET title = $3, description = $4, type = $5, night = $6, weekday = $7, start_time = $8,
       end_time = $9, starts_at = $10, ends_at = $11, ticket_price = $12, priority = $13, gallery = $14,
       possibility_of_showing = $15, image = $16, search_text = $17, updated_at = $18, revision = $19, performers = $20,
       title_en = $21, description_en = $22`,
    [
      e.eventId,
      e.clubId,
      d.title,
      d.description,
      d.type,
      d.dateOfEvent,
      weekdayOf(d.dateOfEvent),
      d.startTime,
      d.endTime,
      e.startsAt,
      e.endsAt,
      d.ticketPrice,
      Number(d.priority) || 0,
      JSON.stringify(d.gallery),
      JSON.stringify(d.possibilityOfShowing),
      e.image ? JSON.stringify(e.image) : null,
      foldForSearch(d.title),
      event.metadata.occurredAt,
      event.revision.toString(),
      JSON.stringify(d.performers ?? []),
      d.titleEn || null,
      d.descriptionEn || null,
    ],
  );
}

export const eventsProjector = defineReadModel<NightlifeEventChange | VenueEvent>({
  name: 'events',
  migrations: [EVENTS_MIGRATION, EVENTS_REVISION_MIGRATION, EVENTS_PERFORMERS_MIGRATION, EVENTS_ENGLISH_MIGRATION],
  tables: ['event_listings', 'event_venues'],
  handlers: {
    EventPublished: (event, tx) => saveEvent(tx, event.data, event).then(() => undefined),
    EventChanged: (event, tx) => saveEvent(tx, event.data, event).then(() => undefined),
    EventDeleted: async (event, tx) => {
      await tx.query(`UPDATE event_listings SET deleted = true, updated_at = $2, revision = $3 WHERE id = $1`, [
        event.data.eventId,
        event.metadata.occurredAt,
        event.revision.toString(),
      ]);
    },
    VenueRegistered: async (event, tx) => {
      const { clubId, details, status } = event.data;
      await tx.query(`INSERT INTO event_venues (club_id, name, location, type, phone, email, approved) VALUES ($1,$2,$3,$4,$5,$6,$7) ON CONFLICT (club_id) DO NOTHING`, [
        clubId,
        details.name,
        details.location,
        details.type,
        details.phone,
        details.email,
        status === 'approved',
      ]);
    },
    VenueApproved: async (event, tx) => {
      await tx.query(`UPDATE event_venues SET approved = true WHERE club_id = $1`, [event.data.clubId]);
    },
    VenueDetailsChanged: async (event, tx) => {
      const { clubId, details } = event.data;
      await tx.query(`UPDATE event_venues SET name = $2, location = $3, type = $4, phone = $5, email = $6 WHERE club_id = $1`, [
        clubId,
        details.name,
        details.location,
        details.type,
        details.phone,
        details.email,
      ]);
    },
    VenueDeleted: async (event, tx) => {
      await tx.query(`UPDATE event_venues SET deleted = true WHERE club_id = $1`, [event.data.clubId]);
    },
  },
});
