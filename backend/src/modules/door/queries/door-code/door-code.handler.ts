import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DOOR_MESSAGES, RESERVATION_MESSAGES, type DoorCodeView, type GuestDoorCodeView, type ReservationDetailView, type ReservationView } from '@izlazak/contracts';
import { APP_CONFIG, type AppConfig } from '../../../../config/config';
import { notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { doorCodeUrl, doorToken } from '../../../reservations/domain/door-code';
import { GetReservationQuery } from '../../../reservations/queries/get-reservation/get-reservation.query';
import { toView } from '../../../reservations/queries/reservation-rows';
import { reservationOfCode } from '../door-code-rows';
import { GetDoorCodeQuery, GetReservationByDoorCodeQuery } from './door-code.query';

/** What the guest's page behind the QR code shows: nothing that a stranger who saw the code should read. */
@QueryHandler(GetReservationByDoorCodeQuery)
export class GetReservationByDoorCodeHandler implements IQueryHandler<GetReservationByDoorCodeQuery, GuestDoorCodeView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ token }: GetReservationByDoorCodeQuery): Promise<GuestDoorCodeView> {
    const row = await reservationOfCode(this.pool, this.config.jwtSecret, token);
    if (!row) throw notFound(DOOR_MESSAGES.unknownCode);
    if (row.deleted) throw notFound(RESERVATION_MESSAGES.notFound);
    return guestDoorCodeOf(toView(row));
  }
}

/** The venue, the night, the table, the party and the code's state; a deposit only while the guest still has to pay it. */
export function guestDoorCodeOf(reservation: ReservationView): GuestDoorCodeView {
  const { _id, uniqueId, clubId, club, date, eventTitle, tableName, persons, status, arrivedPersons, arrivedAt, terms, deposit } = reservation;
  const depositDue = status === 'AwaitingPayment' && deposit?.state === 'due' ? deposit : null;
  return { _id, uniqueId, clubId, club, date, eventTitle, tableName, persons, status, arrivedPersons, arrivedAt, terms, depositDue };
}

@QueryHandler(GetDoorCodeQuery)
export class GetDoorCodeHandler implements IQueryHandler<GetDoorCodeQuery, DoorCodeView> {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ reservationId, viewer }: GetDoorCodeQuery): Promise<DoorCodeView> {
    // Who may see the reservation may see its code: its guest, its venue's people, admins (else 404).
    const { _id } = await this.queryBus.execute<GetReservationQuery, ReservationDetailView>(new GetReservationQuery(reservationId, viewer));
    return doorCodeOf(this.config, _id);
  }
}

export function doorCodeOf(config: Pick<AppConfig, 'appUrl' | 'jwtSecret'>, reservationId: string): DoorCodeView {
  const token = doorToken(config.jwtSecret, reservationId);
  return { _id: reservationId, token, url: doorCodeUrl(config.appUrl, token), qr: doorQrPath(token) };
}

export const doorQrPath = (token: string) => `/api/door/code/${encodeURIComponent(token)}/qr.png`;
