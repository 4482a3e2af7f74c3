import { Injectable } from '@nestjs/common';
import type { AcceptedTerms, BookingTerms, TermsBooking } from '../../reservations/ports/booking-terms';
import { applicableRule, depositOf, reservationTerms } from '../domain/terms-resolution';
import { TermsReader } from '../queries/terms-reader';

/**
 * Reservations' BookingTerms port: the terms that apply to a placement, read when it is placed (the
 * terms' read model is inline, so a save is seen at once), with the deposit's payment slip.
 */
@Injectable()
export class TermsOfBooking implements BookingTerms {
  constructor(private readonly reader: TermsReader) {}

  async termsFor(booking: TermsBooking): Promise<AcceptedTerms | null> {
    const stored = await this.reader.venueTerms(booking.clubId);
    if (!stored || stored.terms.rules.length === 0) return null;
    const table = await this.reader.table(booking.tableId);
    const rule = applicableRule(stored.terms, { tableId: booking.tableId, area: table?.area ?? '', night: booking.night, eventId: booking.eventId });
    if (!rule) return null;
    return { terms: reservationTerms(rule), deposit: depositOf(stored.terms, rule, booking.uniqueId, booking.placedAt) };
  }
}
