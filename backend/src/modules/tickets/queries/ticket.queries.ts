import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { belgradeClockTime, said, type TicketOfferView, type TicketOrderView, type TicketTiersView, type TicketView, type TicketWaitlistEntryView } from '@izlazak/contracts';
import { notFound } from '#platform/commands/domain-errors';
import { SerbianHttpException } from '#platform/http/api-exception.filter';
import { PG_POOL } from '#platform/database/database.tokens';
import { NightClock } from '#platform/time/night-clock';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import { doorTicket, doubleEntryOfCommand, offerView, orderView, ticketView, tiersOfEvent, waitlistEntryView, type TicketRow } from './ticket-rows';
import type { TicketDoubleEntryRecorded } from '../domain/ticket-sales/ticket-sales.events';

export class GetTicketTiersQuery {
  constructor(readonly eventId: string) {}
}

/** An order by its id: the buyer was given it (a UUID nobody guesses), the venue sees it in its lists. */
export class GetTicketOrderQuery {
  constructor(readonly orderId: string) {}
}

export class GetTicketQuery {
  constructor(readonly ticketId: string) {}
}

@QueryHandler(GetTicketTiersQuery)
export class GetTicketTiersHandler implements IQueryHandler<GetTicketTiersQuery, TicketTiersView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: NightClock,
  ) {}

  async execute({ eventId }: GetTicketTiersQuery): Promise<TicketTiersView> {
    const { rows } = await this.pool.query('SELECT 1 FROM event_listings WHERE id = $1 AND NOT deleted', [eventId]);
    if (rows.length === 0) throw notFound(said('tickets.eventNotFound'));
    return { eventId, tiers: await tiersOfEvent(this.pool, eventId, this.clock.now()) };
  }
}

@QueryHandler(GetTicketOrderQuery)
export class GetTicketOrderHandler implements IQueryHandler<GetTicketOrderQuery, TicketOrderView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: NightClock,
  ) {}

  async execute({ orderId }: GetTicketOrderQuery): Promise<TicketOrderView> {
    const order = await orderView(this.pool, orderId, this.config.appUrl, this.clock.now());
    if (!order) throw notFound(said('tickets.orderNotFound'));
    const { clubId: _venue, ...view } = order;
    return view;
  }
}

@QueryHandler(GetTicketQuery)
export class GetTicketHandler implements IQueryHandler<GetTicketQuery, TicketView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ ticketId }: GetTicketQuery): Promise<TicketView> {
    const { rows } = await this.pool.query<TicketRow>('SELECT id, token, tier_name, first_name, last_name, transferred_to, admitted_at, voided_at FROM tickets WHERE id = $1', [
      ticketId,
    ]);
    if (!rows[0]) throw notFound(said('tickets.ticketNotFound'));
    return ticketView(this.config.appUrl, rows[0]);
  }
}

/**
 * The answer to an admission: the ticket let in, or, when a door phone that was offline let in a
 * ticket already in, the double entry it was recorded as (409, both times and both doormen, the ticket).
 */
export class GetTicketAdmissionQuery {
  constructor(
    readonly ticketId: string,
    readonly commandId: string | null,
    readonly recorded: TicketDoubleEntryRecorded['data'] | null,
  ) {}
}

@QueryHandler(GetTicketAdmissionQuery)
export class GetTicketAdmissionHandler implements IQueryHandler<GetTicketAdmissionQuery, TicketView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ ticketId, commandId, recorded }: GetTicketAdmissionQuery): Promise<TicketView> {
    const double = recorded
      ? { firstAt: recorded.first.at, firstBy: recorded.first.byName, secondAt: recorded.second.at, secondBy: recorded.second.byName }
      : commandId
        ? await doubleEntryOfCommand(this.pool, ticketId, commandId)
        : null;
    if (!double) return this.queryBus.execute(new GetTicketQuery(ticketId));
    const ticket = await doorTicket(this.pool, this.config.appUrl, { ticketId });
    const message = said('tickets.doubleEntry', {
      firstTime: belgradeClockTime(new Date(double.firstAt).toISOString()),
      firstBy: double.firstBy,
      secondTime: belgradeClockTime(new Date(double.secondAt).toISOString()),
      secondBy: double.secondBy,
    });
    throw new SerbianHttpException({ statusCode: 409, message, field: 'status', ...(ticket ? { ticket } : {}) });
  }
}

export class GetTicketWaitlistEntryQuery {
  constructor(readonly entryId: string) {}
}

export class GetTicketOfferQuery {
  constructor(readonly token: string) {}
}

@QueryHandler(GetTicketWaitlistEntryQuery)
export class GetTicketWaitlistEntryHandler implements IQueryHandler<GetTicketWaitlistEntryQuery, TicketWaitlistEntryView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: NightClock,
  ) {}

  async execute({ entryId }: GetTicketWaitlistEntryQuery): Promise<TicketWaitlistEntryView> {
    const entry = await waitlistEntryView(this.pool, entryId, this.clock.now());
    if (!entry) throw notFound(said('tickets.offerNotFound'));
    return entry;
  }
}

@QueryHandler(GetTicketOfferQuery)
export class GetTicketOfferHandler implements IQueryHandler<GetTicketOfferQuery, TicketOfferView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: NightClock,
  ) {}

  async execute({ token }: GetTicketOfferQuery): Promise<TicketOfferView> {
    const offer = await offerView(this.pool, token, this.clock.now());
    if (!offer) throw notFound(said('tickets.offerNotFound'));
    return offer;
  }
}

export const TICKET_QUERY_HANDLERS = [
  GetTicketTiersHandler,
  GetTicketOrderHandler,
  GetTicketHandler,
  GetTicketAdmissionHandler,
  GetTicketWaitlistEntryHandler,
  GetTicketOfferHandler,
];
