import { Injectable } from '@nestjs/common';
import { addDays, belgradeInstant, DEFAULT_PAYMENT_CODE, DEFAULT_TICKET_HOLD_MINUTES, eventTimes, NIGHT_ENDS_AT_HOUR, t } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { EventSourcedRepository } from '#platform/commands/event-sourced-repository';
import { nightlifeEventDecider, nightlifeEventStream } from '../../events/domain/nightlife-event.decider';
import { venueDecider } from '../../venues/domain/venue.decider';
import { venueStream } from '../../venues/domain/venue.events';
import { eventStartOf } from '../domain/ticket-cancel';
import type { EventFacts, PayeeFacts } from '../domain/ticket-sales/ticket-sales.decider';

/** The event's facts a sale decides with (its venue, night, end) and the venue's payee, read from their streams. */
export interface SaleFacts {
  event: EventFacts;
  payee: PayeeFacts;
  /** When the event starts and the venue's `ticketCancelHours` (null: guests cannot cancel their tickets). */
  cancel: { startsAt: string; hours: number | null };
}

const NO_EVENT: EventFacts = { live: false, clubId: '', night: '', saleEndsAt: null };

/** An event with no announced end is sold until its night ends (06:00 the next morning). */
function saleEndOf(night: string, startTime: string, endTime: string): string {
  const { endsAt } = eventTimes(night, startTime || '22:00', endTime);
  return (endsAt ?? belgradeInstant(addDays(night, 1), `${String(NIGHT_ENDS_AT_HOUR).padStart(2, '0')}:00`)).toISOString();
}

@Injectable()
export class SaleFactsReader {
  constructor(private readonly repository: EventSourcedRepository) {}

  async of(eventId: string): Promise<SaleFacts> {
    const { state: event } = await this.repository.load(nightlifeEventStream(eventId), nightlifeEventDecider);
    if (!event.exists || event.deleted || !event.clubId || !event.details) return { event: NO_EVENT, payee: noPayee(), cancel: { startsAt: '', hours: null } };
    const { state: venue } = await this.repository.load(venueStream(event.clubId), venueDecider);
    const { dateOfEvent, startTime, endTime, title } = event.details;
    const details = venue.details;
    const live = venue.exists && !venue.deleted && details !== null;
    return {
      event: { live, clubId: event.clubId, night: dateOfEvent, saleEndsAt: saleEndOf(dateOfEvent, startTime, endTime) },
      payee: {
        account: details?.paymentAccount || null,
        name: details?.payeeName || details?.name || '',
        place: details?.payeePlace ?? '',
        paymentCode: DEFAULT_PAYMENT_CODE,
        purpose: t('tickets.paymentPurpose', { event: title }).slice(0, 35).trim(),
        holdMinutes: details?.ticketHoldMinutes ?? DEFAULT_TICKET_HOLD_MINUTES,
      },
      cancel: { startsAt: eventStartOf(dateOfEvent, startTime), hours: details?.ticketCancelHours ?? null },
    };
  }
}

const noPayee = (): PayeeFacts => ({ account: null, name: '', place: '', paymentCode: DEFAULT_PAYMENT_CODE, purpose: '', holdMinutes: DEFAULT_TICKET_HOLD_MINUTES });

/** The venue's manager and admins set an event's tickets and take payments by hand. */
export const managesVenue = (caller: AuthenticatedUser | null, clubId: string) => caller?.role === 'admin' || (caller?.role === 'manager' && caller.clubId === clubId);

/** Its manager, its staff and admins work the venue's door. */
export const worksAt = (caller: AuthenticatedUser | null, clubId: string) =>
  caller?.role === 'admin' || ((caller?.role === 'manager' || caller?.role === 'staff') && caller.clubId === clubId);
