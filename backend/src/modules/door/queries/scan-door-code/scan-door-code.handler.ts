import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DOOR_MESSAGES, tokenOfScannedCode, type DoorTicketView, type GuestListScanView, type ReservationView, type TicketScanView } from '@izlazak/contracts';
import { APP_CONFIG, type AppConfig } from '../../../../config/config';
import { forbidden, notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { SerbianHttpException } from '#platform/http/api-exception.filter';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../../events/domain/venue-night';
import { toView } from '../../../reservations/queries/reservation-rows';
import { entryOfCode, guestListEntryView, type CodedEntryRow } from '../../../guest-lists/queries/guest-list-rows';
import { judgeListScan, judgeScan, judgeTicketScan, type Scanner } from '../../domain/door-scan';
import { doorTicket } from '../../../tickets/queries/ticket-rows';
import { reservationOfCode, type CodedReservationRow } from '../door-code-rows';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { ScanDoorCodeQuery } from './scan-door-code.query';

export type ReservationScanView = ReservationView & { kind: 'reservation' };
export type DoorScanView = ReservationScanView | GuestListScanView | TicketScanView;

/**
 * The reservation or guest list name a scanned code is for, when the door may let it in tonight;
 * otherwise the refusal: 404 for no code, 403 for another venue's, 409 (with what the code is for)
 * for one that ended, another night's, one that came in already, a list that closed.
 */
@QueryHandler(ScanDoorCodeQuery)
export class ScanDoorCodeHandler implements IQueryHandler<ScanDoorCodeQuery, DoorScanView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: NightClock,
  ) {}

  async execute({ code, scanner }: ScanDoorCodeQuery): Promise<DoorScanView> {
    if (scanner.role !== 'admin' && !scanner.clubId) throw forbidden(DOOR_MESSAGES.noVenue);
    const row = await reservationOfCode(this.pool, this.config.jwtSecret, code);
    if (row) return this.reservation(row, scanner);
    const entry = await entryOfCode(this.pool, tokenOfScannedCode(code));
    if (entry) return this.listEntry(entry, scanner);
    const ticket = await doorTicket(this.pool, this.config.appUrl, { token: tokenOfScannedCode(code) });
    if (ticket) return this.ticket(ticket, scanner);
    throw notFound(DOOR_MESSAGES.unknownCode);
  }

  private listEntry(row: CodedEntryRow, scanner: AuthenticatedUser): GuestListScanView {
    const entry = guestListEntryView(row);
    const answer: GuestListScanView = {
      kind: 'guestList',
      entry,
      list: {
        _id: row.list_id,
        clubId: row.club_id,
        night: row.night_text,
        name: row.list_name,
        benefit: row.benefit,
        closesAt: row.closes_at,
      },
    };
    const now = this.clock.now();
    const verdict = judgeListScan(
      {
        clubId: row.club_id,
        night: row.night_text,
        guestName: `${entry.firstName} ${entry.lastName}`.trim(),
        arrivedAt: entry.arrived?.at ?? null,
        arrivedBy: entry.arrived?.by ?? null,
        closesAt: row.closes_at,
        closesAtInstant: row.closes_at_instant.toISOString(),
      },
      scannerOf(scanner),
      tonight(now),
      now,
    );
    if (verdict.admitted) return answer;
    throw new SerbianHttpException({ statusCode: verdict.status, message: verdict.said, field: 'code', ...(verdict.showsReservation ? answer : {}) });
  }

  private ticket(ticket: DoorTicketView, scanner: AuthenticatedUser): TicketScanView {
    const verdict = judgeTicketScan(ticket, scannerOf(scanner), tonight(this.clock.now()));
    if (verdict.admitted) return { kind: 'ticket', ticket };
    throw new SerbianHttpException({ statusCode: verdict.status, message: verdict.said, field: 'code', ...(verdict.showsReservation ? { ticket } : {}) });
  }

  private reservation(row: CodedReservationRow, scanner: AuthenticatedUser): ReservationScanView {
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
      scannerOf(scanner),
      tonight(this.clock.now()),
    );
    if (verdict.admitted) return { ...view, kind: 'reservation' };
    throw new SerbianHttpException({ statusCode: verdict.status, message: verdict.said, field: 'code', ...(verdict.showsReservation ? { reservation: view } : {}) });
  }
}

const scannerOf = (scanner: AuthenticatedUser): Scanner => ({ userId: scanner.id, role: scanner.role, clubId: scanner.clubId });
