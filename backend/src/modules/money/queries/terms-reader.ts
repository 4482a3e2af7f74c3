import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { EventSourcedRepository } from '#platform/commands/event-sourced-repository';
import { PG_POOL } from '#platform/database/database.tokens';
import { nightlifeEventDecider, nightlifeEventStream } from '../../events/domain/nightlife-event.decider';
import { tableDecider, tableStream } from '../../venues/domain/table.decider';
import { venueDecider } from '../../venues/domain/venue.decider';
import { venueStream, type WorkingHoursDay } from '../../venues/domain/venue.events';
import type { VenueTerms } from '../domain/terms.decider';
import { NO_PAYEE_TERMS as NO_TERMS } from '../domain/terms.decider';
import { venuePaymentOf, withVenuePayment, type VenuePayment } from '../domain/venue-payment';

export interface StoredTerms {
  version: number;
  terms: VenueTerms;
}

export interface VenueTermsRead {
  /** null: never saved. */
  version: number | null;
  terms: VenueTerms;
}

export interface TableOfVenue {
  clubId: string;
  area: string;
}

export interface EventOfVenue {
  clubId: string;
  night: string;
  /** 'HH:mm' in Belgrade on its night ('01:00' is after midnight). */
  startTime: string;
}

/** PostgreSQL text holds no NUL: such an id names nothing. */
const unstorable = (id: string) => id.includes('\0');

/**
 * What the terms are read with: the terms' read model (inline, so always current), and the venue's
 * tables and events from their read models, or from their streams when one is a moment too new for them.
 */
@Injectable()
export class TermsReader {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly repository: EventSourcedRepository,
  ) {}

  async terms(clubId: string): Promise<StoredTerms | null> {
    if (unstorable(clubId)) return null;
    const { rows } = await this.pool.query<{ version: number; terms: VenueTerms }>('SELECT version, terms FROM venue_terms WHERE club_id = $1', [clubId]);
    return rows[0] ? { version: rows[0].version, terms: rows[0].terms } : null;
  }

  /** The venue exists and is not deleted (approved or not: its manager sets its terms before it opens). */
  async venueExists(clubId: string): Promise<boolean> {
    return (await this.venuePayment(clubId)) !== null;
  }

  /**
   * The venue's payment details as its settings hold them (null: no such venue). A venue that set
   * them before they were venue settings has them in its terms, read when the venue has none.
   */
  async venuePayment(clubId: string): Promise<VenuePayment | null> {
    if (unstorable(clubId)) return null;
    const { state } = await this.repository.load(venueStream(clubId), venueDecider);
    if (!state.exists || state.deleted || !state.details) return null;
    return venuePaymentOf(state.details);
  }

  /** The venue's weekly hours (none said: empty), which tell when its nights start. */
  async workingHours(clubId: string): Promise<WorkingHoursDay[]> {
    if (unstorable(clubId)) return [];
    const { state } = await this.repository.load(venueStream(clubId), venueDecider);
    return state.workingHours;
  }

  /** The venue's terms (none set: no rules) with its payment details in them, as every slip and view reads them; null: no such venue. */
  async venueTerms(clubId: string): Promise<VenueTermsRead | null> {
    const [stored, payment] = await Promise.all([this.terms(clubId), this.venuePayment(clubId)]);
    if (!payment) return null;
    return { version: stored?.version ?? null, terms: withVenuePayment(stored?.terms ?? NO_TERMS, payment) };
  }

  async table(tableId: string): Promise<TableOfVenue | null> {
    if (unstorable(tableId)) return null;
    const { state } = await this.repository.load(tableStream(tableId), tableDecider);
    if (!state.exists || state.removed || !state.clubId) return null;
    return { clubId: state.clubId, area: state.details?.area ?? '' };
  }

  async event(eventId: string): Promise<EventOfVenue | null> {
    if (unstorable(eventId)) return null;
    const { state } = await this.repository.load(nightlifeEventStream(eventId), nightlifeEventDecider);
    if (!state.exists || state.deleted || !state.clubId || !state.details) return null;
    return { clubId: state.clubId, night: state.details.dateOfEvent, startTime: state.details.startTime };
  }

  /** The venue's tables among `ids` (a rule names only its own venue's). */
  async tablesOf(clubId: string, ids: string[]): Promise<Set<string>> {
    const wanted = [...new Set(ids)].filter((id) => !unstorable(id));
    if (wanted.length === 0) return new Set();
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM venue_tables WHERE club_id = $1 AND NOT removed AND id = ANY($2)', [clubId, wanted]);
    const known = new Set(rows.map((row) => row.id));
    for (const id of wanted.filter((id) => !known.has(id))) if ((await this.table(id))?.clubId === clubId) known.add(id);
    return known;
  }

  /** The venue's events among `ids`. */
  async eventsOf(clubId: string, ids: string[]): Promise<Set<string>> {
    const wanted = [...new Set(ids)].filter((id) => !unstorable(id));
    if (wanted.length === 0) return new Set();
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM event_listings WHERE club_id = $1 AND NOT deleted AND id = ANY($2)', [clubId, wanted]);
    const known = new Set(rows.map((row) => row.id));
    for (const id of wanted.filter((id) => !known.has(id))) if ((await this.event(id))?.clubId === clubId) known.add(id);
    return known;
  }
}
