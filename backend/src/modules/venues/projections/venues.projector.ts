import type { Migration } from '#platform/database/migrations';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { defineReadModel } from '#platform/projections/projector';
import type { VenueEvent } from '../domain/venue.events';
import type { TableEvent } from '../domain/table.decider';
import type { TableAdded, TableChanged, TableRemoved } from '../domain/table.decider';
import type {
  VenueApproved,
  VenueDeleted,
  VenueDetails,
  VenueDetailsChanged,
  VenueImageChanged,
  VenueRegistered,
  VenueSliderImagesChanged,
  VenueWorkingHoursUpdated,
} from '../domain/venue.events';
import { searchableText } from './venue-search';

/**
 * Venues and their tables, shaped for the public clubs page, the admin's venue list and the
 * tables screen. Search is a trigram index over a folded text (lower case, no diacritics), so
 * "kafic" finds "Kafić" and a substring finds a venue without scanning the table.
 */
export const VENUES_MIGRATION: Migration = {
  id: '20261122-40-venues-read-model',
  sql: `
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE TABLE venues (
      id text PRIMARY KEY,
      unique_id text NOT NULL,
      name text NOT NULL,
      location text NOT NULL,
      type text NOT NULL,
      description text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL,
      phone2 text NOT NULL,
      social_media jsonb NOT NULL,
      city text NOT NULL,
      color text NOT NULL,
      rang text NOT NULL,
      status text NOT NULL,
      deleted boolean NOT NULL DEFAULT false,
      manager_id text,
      images jsonb NOT NULL DEFAULT '{}',
      slider_images jsonb NOT NULL DEFAULT '{}',
      working_hours jsonb NOT NULL DEFAULT '[]',
      search_text text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX venues_search_idx ON venues USING gin (search_text gin_trgm_ops) WHERE NOT deleted;
    CREATE INDEX venues_listing_idx ON venues (status, rang, lower(name), id) WHERE NOT deleted;
    CREATE INDEX venues_type_idx ON venues (type) WHERE NOT deleted;

    CREATE TABLE venue_tables (
      id text PRIMARY KEY,
      club_id text NOT NULL,
      name text NOT NULL,
      max_persons text NOT NULL,
      area text NOT NULL,
      removed boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX venue_tables_club_idx ON venue_tables (club_id, created_at, id) WHERE NOT removed;`,
};

/**
 * Each row keeps the revision of its stream (`club-<id>`, `table-<id>`) that it shows: the
 * `version` an edit form sends back, so that an edit made from an older one is refused. Rows
 * recorded before the column existed get it with their stream's next event, or with a rebuild
 * (`npm run projections:rebuild -- venues`); until then they have none and are edited as before.
 */
export const VENUES_STREAM_REVISIONS_MIGRATION: Migration = {
  id: '20261124-40-venues-stream-revisions',
  sql: `
    ALTER TABLE venues ADD COLUMN stream_revision bigint;
    ALTER TABLE venue_tables ADD COLUMN stream_revision bigint;`,
};

/** The night's settings: when an unarrived table is released, and how long a waitlist offer holds one. */
export const VENUES_NIGHT_SETTINGS_MIGRATION: Migration = {
  id: '20261202-20-venues-night-settings',
  sql: `
    ALTER TABLE venues ADD COLUMN table_hold_until text;
    ALTER TABLE venues ADD COLUMN waitlist_offer_minutes integer;`,
};

/** The map pin the manager sets in the venue's settings (WGS 84 degrees; both or neither). */
export const VENUES_MAP_PIN_MIGRATION: Migration = {
  id: '20261202-30-venues-map-pin',
  sql: `
    ALTER TABLE venues ADD COLUMN latitude double precision;
    ALTER TABLE venues ADD COLUMN longitude double precision;`,
};

/** Where guests pay deposits, as the venue's settings set it (docs/payments.md). */
export const VENUES_HOLD_AFTER_START_MIGRATION: Migration = {
  id: '20261228-10-venues-hold-after-start',
  sql: 'ALTER TABLE venues ADD COLUMN table_hold_after_start_minutes integer;',
};

/** When confirmed guests are reminded on their night (docs/reminders.md); null: the default hour. */
export const VENUES_REMINDER_TIME_MIGRATION: Migration = {
  id: '20261229-10-venues-reminder-time',
  sql: 'ALTER TABLE venues ADD COLUMN reminder_time text;',
};

/** How long an order of paid tickets waiting for its payment holds them (docs/tickets.md); null: the default 30 minutes. */
export const VENUES_TICKET_HOLD_MIGRATION: Migration = {
  id: '20261203-20-venues-ticket-hold',
  sql: 'ALTER TABLE venues ADD COLUMN ticket_hold_minutes integer;',
};

export const VENUES_PAYMENT_DETAILS_MIGRATION: Migration = {
  id: '20261227-10-venues-payment-details',
  sql: `
    ALTER TABLE venues ADD COLUMN payment_account text;
    ALTER TABLE venues ADD COLUMN payee_name text;
    ALTER TABLE venues ADD COLUMN payee_place text;
    ALTER TABLE venues ADD COLUMN deposit_hold_minutes integer;`,
};

/** The description in English (docs/i18n.md, *Venue content in English*); null: none. */
export const VENUES_ENGLISH_MIGRATION: Migration = {
  id: '20270101-10-venues-description-en',
  sql: 'ALTER TABLE venues ADD COLUMN description_en text;',
};

/** Until how many hours before an event's start a ticket's holder may cancel it (docs/tickets.md); null: guests cannot cancel. */
export const VENUES_TICKET_CANCEL_MIGRATION: Migration = {
  id: '20270102-20-venues-ticket-cancel-hours',
  sql: 'ALTER TABLE venues ADD COLUMN ticket_cancel_hours integer;',
};

const data = <E extends { data: unknown }>(event: RecordedEvent) => event.data as E['data'];
/** pg takes a bigint as its decimal text. */
const revisionOf = (event: RecordedEvent) => event.revision.toString();

export const venuesProjector = defineReadModel<VenueEvent | TableEvent>({
  name: 'venues',
  migrations: [
    VENUES_MIGRATION,
    VENUES_STREAM_REVISIONS_MIGRATION,
    VENUES_NIGHT_SETTINGS_MIGRATION,
    VENUES_MAP_PIN_MIGRATION,
    VENUES_PAYMENT_DETAILS_MIGRATION,
    VENUES_HOLD_AFTER_START_MIGRATION,
    VENUES_REMINDER_TIME_MIGRATION,
    VENUES_TICKET_HOLD_MIGRATION,
    VENUES_ENGLISH_MIGRATION,
    VENUES_TICKET_CANCEL_MIGRATION,
  ],
  tables: ['venues', 'venue_tables'],
  handlers: {
    VenueRegistered: async (event, tx) => {
      const venue = data<VenueRegistered>(event);
      const d = venue.details;
      await tx.query(
        `INSERT INTO venues (id, unique_id, name, location, type, description, email, phone, phone2, social_media, city,
           color, rang, status, manager_id, search_text, created_at, updated_at, stream_revision, table_hold_until, waitlist_offer_minutes,
           latitude, longitude, payment_account, payee_name, payee_place, deposit_hold_minutes, table_hold_after_start_minutes, reminder_time, ticket_hold_minutes,
           description_en, ticket_cancel_hours)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31)
         ON CONFLICT (id) DO NOTHING`,
        [
          venue.clubId,
          venue.uniqueId,
          d.name,
          d.location,
          d.type,
          d.description,
          d.email,
          d.phone,
          d.phone2,
          JSON.stringify(d.socialMedia),
          d.city,
          d.color,
          d.rang,
          venue.status,
          venue.managerId,
          searchableText(d),
          event.metadata.occurredAt,
          revisionOf(event),
          d.tableHoldUntil || null,
          d.waitlistOfferMinutes ?? null,
          d.latitude ?? null,
          d.longitude ?? null,
          ...paymentDetails(d),
          d.tableHoldAfterStartMinutes || null,
          d.reminderTime ?? null,
          d.ticketHoldMinutes ?? null,
          d.descriptionEn || null,
          d.ticketCancelHours ?? null,
        ],
      );
    },
    VenueApproved: async (event, tx) => {
      const { clubId } = data<VenueApproved>(event);
      await tx.query(`UPDATE venues SET status = 'approved', updated_at = $2, stream_revision = $3 WHERE id = $1`, [clubId, event.metadata.occurredAt, revisionOf(event)]);
    },
    VenueDetailsChanged: async (event, tx) => {
      const { clubId, details } = data<VenueDetailsChanged>(event);
      await updateDetails(tx, clubId, details, event);
    },
    VenueImageChanged: async (event, tx) => {
      const { clubId, slot, image } = data<VenueImageChanged>(event);
      await tx.query(`UPDATE venues SET images = images || jsonb_build_object($2::text, $3::jsonb), updated_at = $4, stream_revision = $5 WHERE id = $1`, [
        clubId,
        slot,
        JSON.stringify(image),
        event.metadata.occurredAt,
        revisionOf(event),
      ]);
    },
    VenueSliderImagesChanged: async (event, tx) => {
      const { clubId, images } = data<VenueSliderImagesChanged>(event);
      const bySlot = Object.fromEntries(images.map(({ slot, ...image }) => [slot, image]));
      await tx.query(`UPDATE venues SET slider_images = slider_images || $2::jsonb, updated_at = $3, stream_revision = $4 WHERE id = $1`, [
        clubId,
        JSON.stringify(bySlot),
        event.metadata.occurredAt,
        revisionOf(event),
      ]);
    },
    VenueWorkingHoursUpdated: async (event, tx) => {
      const { clubId, days } = data<VenueWorkingHoursUpdated>(event);
      await tx.query(`UPDATE venues SET working_hours = $2, updated_at = $3, stream_revision = $4 WHERE id = $1`, [
        clubId,
        JSON.stringify(days),
        event.metadata.occurredAt,
        revisionOf(event),
      ]);
    },
    VenueDeleted: async (event, tx) => {
      const { clubId } = data<VenueDeleted>(event);
      await tx.query(`UPDATE venues SET deleted = true, updated_at = $2, stream_revision = $3 WHERE id = $1`, [clubId, event.metadata.occurredAt, revisionOf(event)]);
    },
    TableAdded: async (event, tx) => {
      const table = data<TableAdded>(event);
      await tx.query(
        `INSERT INTO venue_tables (id, club_id, name, max_persons, area, created_at, updated_at, stream_revision)
         VALUES ($1,$2,$3,$4,$5,$6,$6,$7) ON CONFLICT (id) DO NOTHING`,
        [table.tableId, table.clubId, table.name, table.maxPersons, table.area, event.metadata.occurredAt, revisionOf(event)],
      );
    },
    TableChanged: async (event, tx) => {
      const table = data<TableChanged>(event);
      await tx.query(`UPDATE venue_tables SET name = $2, max_persons = $3, area = $4, updated_at = $5, stream_revision = $6 WHERE id = $1`, [
        table.tableId,
        table.name,
        table.maxPersons,
        table.area,
        event.metadata.occurredAt,
        revisionOf(event),
      ]);
    },
    TableRemoved: async (event, tx) => {
      const { tableId } = data<TableRemoved>(event);
      await tx.query(`UPDATE venue_tables SET removed = true, updated_at = $2, stream_revision = $3 WHERE id = $1`, [tableId, event.metadata.occurredAt, revisionOf(event)]);
    },
  },
});

function updateDetails(tx: { query: (sql: string, params: unknown[]) => Promise<unknown> }, clubId: string, d: VenueDetails, event: RecordedEvent) {
  return tx.query(
    `UPDATE venues SET name = $2, location = $3, type = $4, description = $5, email = $6, phone = $7, phone2 = $8,
       social_media = $9, city = $10, color = $11, rang = $12, search_text = $13, updated_at = $14, stream_revision = $15,
       table_hold_until = $16, waitlist_offer_minutes = $17, latitude = $18, longitude = $19,
       payment_account = $20, payee_name = $21, payee_place = $22, deposit_hold_minutes = $23, table_hold_after_start_minutes = $24, reminder_time = $25, ticket_hold_minutes = $26,
       description_en = $27, ticket_cancel_hours = $28
     WHERE id = $1`,
    [
      clubId,
      d.name,
      d.location,
      d.type,
      d.description,
      d.email,
      d.phone,
      d.phone2,
      JSON.stringify(d.socialMedia),
      d.city,
      d.color,
      d.rang,
      searchableText(d),
      event.metadata.occurredAt,
      revisionOf(event),
      d.tableHoldUntil || null,
      d.waitlistOfferMinutes ?? null,
      d.latitude ?? null,
      d.longitude ?? null,
      ...paymentDetails(d),
      d.tableHoldAfterStartMinutes || null,
      d.reminderTime ?? null,
      d.ticketHoldMinutes ?? null,
      d.descriptionEn || null,
      d.ticketCancelHours ?? null,
    ],
  );
}

const paymentDetails = (d: VenueDetails) => [d.paymentAccount || null, d.payeeName ?? null, d.payeePlace ?? null, d.depositHoldMinutes ?? null];
