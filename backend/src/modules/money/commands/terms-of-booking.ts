import { Injectable } from '@nestjs/common';
import { ReadModelVersions } from '#platform/projections/read-model-versions';
import { VersionedCache } from '#platform/projections/versioned-cache';
import { termsOfNight } from '../../reservations/domain/deposit-outcome';
import type { AcceptedTerms, BookingTerms, TermsBooking } from '../../reservations/ports/booking-terms';
import { applicableRule, depositOf, reservationTerms } from '../domain/terms-resolution';
import { TermsReader } from '../queries/terms-reader';

/** The terms' read model (inline: a save is seen at once) and the one that follows venues' and tables' streams. */
const TERMS_READ_MODELS = ['venue-terms', 'venues'];
const MAX_CACHED = 20_000;

/**
 * Reservations' BookingTerms port: the terms that apply to a placement, read when it is placed, with
 * the deposit's payment slip. A table drop places thousands of times a minute at one venue: its
 * terms and tables are read once and kept while the read models that follow them stay put.
 */
@Injectable()
export class TermsOfBooking implements BookingTerms {
  private readonly cache: VersionedCache;

  constructor(
    private readonly reader: TermsReader,
    versions: ReadModelVersions,
  ) {
    this.cache = new VersionedCache(versions, TERMS_READ_MODELS, MAX_CACHED);
  }

  async termsFor(booking: TermsBooking): Promise<AcceptedTerms | null> {
    await this.cache.refresh(booking.readModelsSince);
    const stored = await this.cache.kept(`terms/${booking.clubId}`, () => this.reader.venueTerms(booking.clubId));
    if (!stored || stored.terms.rules.length === 0) return null;
    const table = await this.cache.kept(`table/${booking.tableId}`, () => this.reader.table(booking.tableId));
    const rule = applicableRule(stored.terms, { tableId: booking.tableId, area: table?.area ?? '', night: booking.night, eventId: booking.eventId });
    if (!rule) return null;
    const terms = termsOfNight({ ...reservationTerms(rule), nightStartsAt: booking.nightStartsAt ?? null }, booking.night);
    return { terms, deposit: depositOf(stored.terms, rule, booking.uniqueId, booking.placedAt, booking.nightStartsAt ?? null) };
  }
}
