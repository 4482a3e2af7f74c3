import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { said, type Locale, type TicketCodeView } from '@izlazak/contracts';
import { notFound } from '#platform/commands/domain-errors';
import { PG_POOL } from '#platform/database/database.tokens';
import type { Queryable } from '#platform/database/pool';
import { googleWalletSaveUrl } from '#platform/wallet/google-wallet-link';
import { walletConfigured } from '#platform/wallet/apple-wallet-pass';
import type { WalletTicket } from '#platform/wallet/wallet-ticket';
import { APP_CONFIG, type AppConfig } from '../../../../config/config';
import { NightClock } from '#platform/time/night-clock';
import { eventStartOf, ticketCancelDeadline } from '../../domain/ticket-cancel';
import { ticketCodeUrl } from '../../domain/ticket-code';
import { isTicketToken, ticketStatusOf } from '../ticket-rows';

/** GET /api/tickets/{token}: the ticket whose code this is (whoever holds the code sees it; nothing of the buyer's contact). */
export class GetTicketCodeQuery {
  constructor(readonly token: string) {}
}

interface TicketCodeRow {
  id: string;
  token: string;
  tier_name: string;
  first_name: string;
  last_name: string;
  transferred_to: string | null;
  admitted_at: Date | null;
  voided_at: Date | null;
  event_id: string;
  club_id: string;
  night: string;
  title: string;
  start_time: string;
  club: string;
  address: string;
  locale: string | null;
  event_live: boolean;
  ticket_cancel_hours: number | null;
}

/** The ticket of a code with its event and venue, or null: a token of another shape names nothing, without a query. */
export async function ticketOfCode(db: Queryable, token: string): Promise<TicketCodeRow | null> {
  if (!isTicketToken(token)) return null;
  const { rows } = await db.query<TicketCodeRow>(
    `SELECT t.id, t.token, t.tier_name, t.first_name, t.last_name, t.transferred_to, t.admitted_at, t.voided_at, t.event_id, t.club_id,
            to_char(t.night, 'YYYY-MM-DD') AS night, coalesce(e.title, '') AS title, coalesce(e.start_time, '') AS start_time,
            coalesce(v.name, '') AS club, concat_ws(', ', nullif(v.location, ''), nullif(v.city, '')) AS address, o.locale,
            (e.id IS NOT NULL AND e.deleted IS NOT TRUE) AS event_live, v.ticket_cancel_hours
       FROM tickets t
       LEFT JOIN ticket_orders o ON o.id = t.order_id
       LEFT JOIN event_listings e ON e.id = t.event_id
       LEFT JOIN venues v ON v.id = t.club_id
      WHERE t.token = $1`,
    [token],
  );
  return rows[0] ?? null;
}

/** What a wallet shows of a ticket (platform/wallet knows nothing of orders). */
export const walletTicketOf = (appUrl: string, row: TicketCodeRow): WalletTicket => ({
  token: row.token,
  codeUrl: ticketCodeUrl(appUrl, row.token),
  eventId: row.event_id,
  eventTitle: row.title,
  venueName: row.club,
  ...(row.address ? { venueAddress: row.address } : {}),
  night: row.night,
  startTime: row.start_time || '22:00',
  tierName: row.tier_name,
  holderName: `${row.first_name} ${row.last_name}`,
  ...(row.locale ? { locale: row.locale as Locale } : {}),
});

/** The API path of a ticket's Apple Wallet pass. */
export const ticketPassPath = (token: string) => `/api/tickets/${encodeURIComponent(token)}/pass.pkpass`;
/** The API path of the QR picture of a ticket's code (the same the mail shows). */
export const ticketQrPath = (token: string) => `/api/tickets/${encodeURIComponent(token)}/qr.png`;

/** Until when the holder may still cancel the ticket, as the decider allows it; null once past, or when the venue does not allow it. */
function cancelUntilOf(row: TicketCodeRow, now: Date): string | null {
  const until = ticketCancelDeadline(eventStartOf(row.night, row.start_time), row.ticket_cancel_hours);
  return until !== null && now.toISOString() < until ? until : null;
}

@QueryHandler(GetTicketCodeQuery)
export class GetTicketCodeHandler implements IQueryHandler<GetTicketCodeQuery, TicketCodeView> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: NightClock,
  ) {}

  async execute({ token }: GetTicketCodeQuery): Promise<TicketCodeView> {
    const row = await ticketOfCode(this.pool, token);
    if (!row) throw notFound(said('tickets.ticketNotFound'));
    const status = ticketStatusOf(row);
    const valid = status === 'valid';
    const wallet = walletTicketOf(this.config.appUrl, row);
    return {
      _id: row.id,
      code: wallet.codeUrl,
      token: row.token,
      status,
      tierName: row.tier_name,
      holder: { firstName: row.first_name, lastName: row.last_name },
      eventId: row.event_id,
      eventTitle: row.title,
      clubId: row.club_id,
      club: row.club,
      venueAddress: row.address,
      night: row.night,
      startTime: row.start_time,
      admittedAt: row.admitted_at?.toISOString() ?? null,
      qrImage: ticketQrPath(row.token),
      appleWalletUrl: valid && walletConfigured(this.config) ? ticketPassPath(row.token) : null,
      googleWalletUrl: valid ? googleWalletSaveUrl(this.config, wallet) : null,
      cancelUntil: valid && row.event_live ? cancelUntilOf(row, this.clock.now()) : null,
    };
  }
}
