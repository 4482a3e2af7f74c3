import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RESERVATION_MESSAGES, type ReservationDetailView, type ReservationView } from '@izlazak/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import { badRequest } from '#platform/commands/domain-errors';
import { attendTokenFits, cancelTokenFits, reservationOfCancelToken } from '../domain/reservation-cancel-link';
import { GetReservationQuery } from '../queries/get-reservation/get-reservation.query';

export type GuestLinkPurpose = 'cancel' | 'attend' | 'any';

/**
 * The reservation a guest's link is for, while the link still fits it (same id, same guest
 * address): a cancel link cancels, a 'Dolazim' link confirms attendance, either one reads.
 */
@Injectable()
export class GuestLinkReservations {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async reservationOf(token: string, purpose: GuestLinkPurpose): Promise<ReservationDetailView> {
    const refused = () => badRequest(purpose === 'attend' ? RESERVATION_MESSAGES.badReminderLink : RESERVATION_MESSAGES.badCancelLink, 'token');
    const reservationId = reservationOfCancelToken(token);
    if (!reservationId) throw refused();
    const reservation = await this.queryBus.execute<GetReservationQuery, ReservationDetailView>(new GetReservationQuery(reservationId, null, true)).catch(() => {
      throw refused();
    });
    const secret = this.config.jwtSecret;
    const fits =
      (purpose !== 'attend' && cancelTokenFits(secret, token, reservationId, reservation.email)) ||
      (purpose !== 'cancel' && attendTokenFits(secret, token, reservationId, reservation.email));
    if (!fits) throw refused();
    return reservation;
  }
}

/** What a guest's link or a command answers: the reservation without the venue's mail ledger. */
export const withoutMails = ({ mails: _mails, ...view }: ReservationDetailView): ReservationView => view;
