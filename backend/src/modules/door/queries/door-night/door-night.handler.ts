import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DOOR_MESSAGES, MAX_DOOR_LIST, RESERVATION_MESSAGES, TABLE_HOLDING_STATUSES, type DoorNightView, type DoorReservationView, type DoorTableView } from '@izlazak/contracts';
import { APP_CONFIG, type AppConfig } from '../../../../config/config';
import { badRequest, forbidden, notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { NightClock } from '#platform/time/night-clock';
import { tonight } from '../../../events/domain/venue-night';
import { doorToken } from '../../../reservations/domain/door-code';
import { RESERVATION_COLUMNS, toView, type ReservationRow } from '../../../reservations/queries/reservation-rows';
import { GUEST_BADGES, withGuestBadges, type GuestBadges } from '../../../reservations/ports/guest-badges';
import { TABLE_OFFER_HOLDS, type TableOfferHolds } from '../../../reservations/ports/table-offer-holds';
import { DoorNightQuery } from './door-night.query';

/** The statuses the door sees tonight: those who may still come (a deposit still due among them), and those who came or never did. */
const AT_THE_DOOR = ['Pending', 'Complete', 'AwaitingPayment', 'Arrived', 'NoShow'];

/** 'Sto 2' before 'Sto 10': names are compared as people read them. */
const byName = new Intl.Collator('sr-Latn', { numeric: true, sensitivity: 'base' }).compare;

interface TableRow {
  id: string;
  name: string;
  max_persons: string;
  area: string;
}

@QueryHandler(DoorNightQuery)
export class DoorNightHandler implements IQueryHandler<DoorNightQuery, DoorNightView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: NightClock,
    @Inject(GUEST_BADGES) private readonly guestBadges: GuestBadges,
    @Inject(TABLE_OFFER_HOLDS) private readonly offerHolds: TableOfferHolds,
  ) {}

  async execute({ viewer, clubId: asked }: DoorNightQuery): Promise<DoorNightView> {
    const clubId = this.venueOf(viewer, asked);
    const { rows: venues } = await this.pool.query<{ name: string }>('SELECT name FROM venues WHERE id = $1 AND NOT deleted', [clubId]);
    if (!venues[0]) throw notFound(RESERVATION_MESSAGES.venueNotFound);
    const now = this.clock.now();
    const night = tonight(now);
    const [reservations, tables, offered] = await Promise.all([
      this.pool.query<ReservationRow>(
        `SELECT ${RESERVATION_COLUMNS} FROM reservations
          WHERE club_id = $1 AND night = $2::date AND NOT deleted AND status = ANY($3::text[])
          ORDER BY table_name, placed_at LIMIT ${MAX_DOOR_LIST}`,
        [clubId, night, AT_THE_DOOR],
      ),
      this.pool.query<TableRow>(
        `SELECT t.id, t.name, t.max_persons, t.area FROM venue_tables t
          WHERE t.club_id = $1 AND NOT t.removed AND NOT EXISTS (
            SELECT 1 FROM reservations r WHERE r.table_id = t.id AND r.night = $2::date AND NOT r.deleted AND r.status = ANY($3::text[]))`,
        [clubId, night, TABLE_HOLDING_STATUSES],
      ),
      this.offerHolds.ofNight(clubId, night, now),
    ]);
    const offeredIds = new Set(offered.map((hold) => hold.tableId));
    return {
      clubId,
      club: venues[0].name,
      night,
      asOf: now.toISOString(),
      reservations: (
        await withGuestBadges(
          this.guestBadges,
          reservations.rows.map((row) => this.doorRow(row)),
        )
      ).sort((a, b) => byName(a.tableName, b.tableName)),
      freeTables: tables.rows
        .filter((table) => !offeredIds.has(table.id))
        .map(freeTable)
        .sort((a, b) => byName(a.name, b.name)),
      offeredTables: offered.sort((a, b) => byName(a.tableName, b.tableName)),
    };
  }

  /** An admin names the venue; the venue's manager and staff read their own. */
  private venueOf(viewer: DoorNightQuery['viewer'], asked: string | undefined): string {
    if (viewer.role === 'admin') {
      if (!asked) throw badRequest(DOOR_MESSAGES.clubId, 'clubId');
      return asked;
    }
    if (!viewer.clubId) throw forbidden(DOOR_MESSAGES.noVenue);
    if (asked && asked !== viewer.clubId) throw forbidden();
    return viewer.clubId;
  }

  private doorRow(row: ReservationRow): DoorReservationView {
    const view = toView(row);
    return {
      _id: view._id,
      uniqueId: view.uniqueId,
      firstName: view.firstName,
      lastName: view.lastName,
      phone: view.phone,
      persons: view.persons,
      tableId: view.tableId,
      tableName: view.tableName,
      eventTitle: view.eventTitle,
      status: view.status,
      arrivedPersons: view.arrivedPersons,
      arrivedAt: view.arrivedAt,
      arrivedBy: view.arrivedBy,
      walkIn: view.walkIn,
      version: view.version,
      attendance: view.attendance,
      doorToken: doorToken(this.config.jwtSecret, view._id),
      depositDue: view.status === 'AwaitingPayment' && view.deposit?.state === 'due' ? { amount: view.deposit.amount, dueAt: view.deposit.dueAt } : null,
    };
  }
}

function freeTable(row: TableRow): DoorTableView {
  const maxPersons = Number(row.max_persons);
  return { _id: row.id, name: row.name, maxPersons: Number.isFinite(maxPersons) ? maxPersons : 0, area: row.area };
}
