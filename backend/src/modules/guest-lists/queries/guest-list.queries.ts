import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { said, type GuestListCodeView, type GuestListEntryView, type GuestListView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import { badRequest, forbidden, notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import { NightClock } from '#platform/time/night-clock';
import { promoterOfUser } from '../../promoters/queries/promoter-directory';
import { entryOfCode, GUEST_LIST_COLUMNS, GUEST_LIST_ENTRY_COLUMNS, guestListEntryView, guestListView, type GuestListEntryRow, type GuestListRow } from './guest-list-rows';

/** The venue's people (its manager and staff) and admins see a venue's lists and every name on them. */
export const worksAt = (caller: AuthenticatedUser | null, clubId: string) =>
  caller?.role === 'admin' || ((caller?.role === 'manager' || caller?.role === 'staff') && caller.clubId === clubId);

export class GetGuestListQuery {
  constructor(readonly listId: string) {}
}

export class ListGuestListsQuery {
  constructor(
    readonly clubId: string,
    readonly night: string | undefined,
    readonly caller: AuthenticatedUser,
  ) {}
}

/** The public lists still open, of a venue (tonight and the coming nights) or of one event: what the public pages offer to sign up to. */
export class PublicGuestListsQuery {
  constructor(
    readonly clubId: string | undefined,
    readonly eventId: string | undefined,
  ) {}
}

export class GuestListCodeQuery {
  constructor(readonly code: string) {}
}

export class GetGuestListEntryQuery {
  constructor(readonly entryId: string) {}
}

export class ListGuestListEntriesQuery {
  constructor(
    readonly listId: string,
    readonly caller: AuthenticatedUser,
  ) {}
}

/** A promoter of the venue: they see its lists (terms and counts) and, of the names, only their own. */
async function promotesAt(pool: pg.Pool, caller: AuthenticatedUser, clubId: string): Promise<boolean> {
  if (caller.role !== 'promoter') return false;
  const promoter = await promoterOfUser(pool, caller.id);
  return promoter?.clubIds.includes(clubId) ?? false;
}

abstract class GuestListReader {
  constructor(
    @Inject(PG_POOL) protected readonly pool: pg.Pool,
    protected readonly clock: NightClock,
  ) {}

  protected async list(listId: string): Promise<GuestListView> {
    const { rows } = await this.pool.query<GuestListRow>(`SELECT ${GUEST_LIST_COLUMNS} FROM guest_lists WHERE id = $1`, [listId]);
    if (!rows[0]) throw notFound(said('guestLists.notFound'));
    return guestListView(rows[0], this.clock.now());
  }
}

@QueryHandler(GetGuestListQuery)
export class GetGuestListHandler extends GuestListReader implements IQueryHandler<GetGuestListQuery, GuestListView> {
  execute({ listId }: GetGuestListQuery): Promise<GuestListView> {
    return this.list(listId);
  }
}

@QueryHandler(ListGuestListsQuery)
export class ListGuestListsHandler extends GuestListReader implements IQueryHandler<ListGuestListsQuery, GuestListView[]> {
  async execute({ clubId, night, caller }: ListGuestListsQuery): Promise<GuestListView[]> {
    if (!worksAt(caller, clubId) && !(await promotesAt(this.pool, caller, clubId))) throw forbidden(said('guestLists.notYourVenue'));
    const { rows } = await this.pool.query<GuestListRow>(
      `SELECT ${GUEST_LIST_COLUMNS} FROM guest_lists WHERE club_id = $1 AND ($2::date IS NULL OR night = $2::date) ORDER BY night DESC, created_at LIMIT 200`,
      [clubId, night ?? null],
    );
    const now = this.clock.now();
    return rows.map((row) => guestListView(row, now));
  }
}

@QueryHandler(GetGuestListEntryQuery)
export class GetGuestListEntryHandler implements IQueryHandler<GetGuestListEntryQuery, GuestListEntryView> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ entryId }: GetGuestListEntryQuery): Promise<GuestListEntryView> {
    const { rows } = await this.pool.query<GuestListEntryRow>(`SELECT ${GUEST_LIST_ENTRY_COLUMNS} FROM guest_list_entries WHERE id = $1`, [entryId]);
    if (!rows[0]) throw notFound(said('guestLists.notFound'));
    return guestListEntryView(rows[0]);
  }
}

@QueryHandler(ListGuestListEntriesQuery)
export class ListGuestListEntriesHandler extends GuestListReader implements IQueryHandler<ListGuestListEntriesQuery, GuestListEntryView[]> {
  async execute({ listId, caller }: ListGuestListEntriesQuery): Promise<GuestListEntryView[]> {
    const list = await this.list(listId);
    const ownOnly = !worksAt(caller, list.clubId);
    if (ownOnly && !(await promotesAt(this.pool, caller, list.clubId))) throw forbidden(said('guestLists.notYourVenue'));
    const { rows } = await this.pool.query<GuestListEntryRow>(
      `SELECT ${GUEST_LIST_ENTRY_COLUMNS} FROM guest_list_entries WHERE list_id = $1 AND ($2::text IS NULL OR promoter_id = $2) ORDER BY last_name, first_name, signed_up_at LIMIT 5000`,
      [listId, ownOnly ? caller.id : null],
    );
    return rows.map(guestListEntryView);
  }
}

/** The most lists a public page offers at once. */
const MOST_PUBLIC_LISTS = 20;

@QueryHandler(PublicGuestListsQuery)
export class PublicGuestListsHandler extends GuestListReader implements IQueryHandler<PublicGuestListsQuery, GuestListView[]> {
  async execute({ clubId, eventId }: PublicGuestListsQuery): Promise<GuestListView[]> {
    if (!clubId && !eventId) throw badRequest(said('guestLists.venueOrEventRequired'), 'clubId');
    const now = this.clock.now();
    const { rows } = await this.pool.query<GuestListRow>(
      `SELECT ${GUEST_LIST_COLUMNS} FROM guest_lists
        WHERE public AND closes_at_instant > $3 AND ($1::text IS NULL OR club_id = $1) AND ($2::text IS NULL OR event_id = $2)
        ORDER BY closes_at_instant, created_at LIMIT ${MOST_PUBLIC_LISTS}`,
      [clubId ?? null, eventId ?? null, now],
    );
    return rows.map((row) => guestListView(row, now));
  }
}

/** What the code's QR opens: the name's list, never its phone or e-mail (whoever holds the code sees this). */
@QueryHandler(GuestListCodeQuery)
export class GuestListCodeHandler implements IQueryHandler<GuestListCodeQuery, GuestListCodeView> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ code }: GuestListCodeQuery): Promise<GuestListCodeView> {
    const entry = await entryOfCode(this.pool, code);
    if (!entry) throw notFound(said('guestLists.entryNotFound'));
    const { rows } = await this.pool.query<{ name: string }>('SELECT name FROM venues WHERE id = $1', [entry.club_id]);
    return {
      code: entry.code,
      firstName: entry.first_name,
      plusOnes: entry.plus_ones,
      listId: entry.list_id,
      listName: entry.list_name,
      benefit: entry.benefit,
      night: entry.night_text,
      closesAt: entry.closes_at,
      club: rows[0]?.name ?? '',
      clubId: entry.club_id,
      arrived: entry.arrived_at !== null,
    };
  }
}

export const GUEST_LIST_QUERY_HANDLERS = [
  GetGuestListHandler,
  ListGuestListsHandler,
  GetGuestListEntryHandler,
  ListGuestListEntriesHandler,
  PublicGuestListsHandler,
  GuestListCodeHandler,
];
