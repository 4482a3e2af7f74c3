import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DOOR_MESSAGES, type ReservationView } from '@izlazak/contracts';
import { APP_CONFIG, type AppConfig } from '../../../../config/config';
import { forbidden, notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { SerbianHttpException } from '#platform/http/api-exception.filter';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../../events/domain/venue-night';
import { toView } from '../../../reservations/queries/reservation-rows';
import { judgeScan } from '../../domain/door-scan';
import { reservationOfCode } from '../door-code-rows';
import { ScanDoorCodeQuery } from './scan-door-code.query';

/**
 * The reservation a scanned code is for, when the door may let it in tonight; otherwise the
 * refusal: 404 for no code, 403 for another venue's, 409 (with the reservation) for one that ended,
 * another night's, or one that arrived already.
 */
@QueryHandler(ScanDoorCodeQuery)
export class ScanDoorCodeHandler implements IQueryHandler<ScanDoorCodeQuery, ReservationView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: NightClock,
  ) {}

  async execute({ code, scanner }: ScanDoorCodeQuery): Promise<ReservationView> {
    if (scanner.role !== 'admin' && !scanner.clubId) throw forbidden(DOOR_MESSAGES.noVenue);
    const row = await reservationOfCode(this.pool, this.config.jwtSecret, code);
    if (!row) throw notFound(DOOR_MESSAGES.unknownCode);
    const view = toView(row);
    const verdict = judgeScan(
      {
        clubId: row.club_id,
        night: row.night,
        status: row.status,
        deleted: row.deleted,
        arrivedAt: view.arrivedAt,
        arrivedBy: view.arrivedBy,
        guestName: `${view.firstName} ${view.lastName}`.trim(),
        tableName: view.tableName,
      },
      { userId: scanner.id, role: scanner.role, clubId: scanner.clubId },
      tonight(this.clock.now()),
    );
    if (verdict.admitted) return view;
    throw new SerbianHttpException({ statusCode: verdict.status, message: verdict.said, field: 'code', ...(verdict.showsReservation ? { reservation: view } : {}) });
  }
}
