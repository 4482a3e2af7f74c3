import { ERASED_VALUE } from '#platform/privacy/personal-fields';
import type { PersonErased } from '#platform/privacy/person-erased';
import { defineReadModel } from '#platform/projections/projector';
import type { TicketSalesEvent } from '../domain/ticket-sales/ticket-sales.events';

/**
 * `ticket_tiers`: each tier of an event with what is sold; `ticket_orders`: each order with its
 * buyer and payment; `tickets`: each ticket issued (a transferred one stays, pointing at the friend's);
 * `ticket_waitlist`: each place on a tier's waiting list ('Obavesti me') and the offer made to it;
 * `ticket_waitlist_attempts`: a repeated 'Obavesti me' of an address that waits, answered as a new place.
 * What is held is read against the clock (an unpaid order past its due time holds nothing), so these
 * tables keep facts, not counts that would go stale.
 */
export const ticketsProjector = defineReadModel<TicketSalesEvent | PersonErased>({
  name: 'tickets',
  tables: ['ticket_tiers', 'ticket_orders', 'tickets', 'ticket_waitlist', 'ticket_waitlist_attempts', 'ticket_double_entries'],
  migrations: [
    {
      id: '20261203-10-tickets',
      sql: `
        CREATE TABLE ticket_tiers (
          id text PRIMARY KEY,
          event_id text NOT NULL,
          club_id text NOT NULL,
          night date NOT NULL,
          position integer NOT NULL,
          name text NOT NULL,
          price integer NOT NULL,
          capacity integer NOT NULL,
          sales_start timestamptz,
          sales_end timestamptz,
          sale_ends_at timestamptz,
          max_per_order integer NOT NULL,
          opens_after text,
          on_sale boolean NOT NULL DEFAULT true
        );
        CREATE INDEX ticket_tiers_event_idx ON ticket_tiers (event_id, position);

        CREATE TABLE ticket_orders (
          id text PRIMARY KEY,
          number text NOT NULL,
          event_id text NOT NULL,
          club_id text NOT NULL,
          night date NOT NULL,
          tier_id text NOT NULL,
          tier_name text NOT NULL,
          quantity integer NOT NULL,
          amount integer NOT NULL,
          status text NOT NULL,
          first_name text NOT NULL,
          last_name text NOT NULL,
          email text NOT NULL,
          phone text NOT NULL,
          reference text,
          ips_qr text,
          account text,
          payee_name text,
          due_at timestamptz,
          placed_at timestamptz NOT NULL,
          paid_at timestamptz,
          paid_amount integer,
          paid_by text,
          line_id text,
          locale text
        );
        CREATE INDEX ticket_orders_tier_idx ON ticket_orders (tier_id, status);
        CREATE INDEX ticket_orders_event_idx ON ticket_orders (event_id, placed_at);
        CREATE INDEX ticket_orders_club_idx ON ticket_orders (club_id, night);
        CREATE UNIQUE INDEX ticket_orders_reference_idx ON ticket_orders (reference) WHERE reference IS NOT NULL;
        CREATE INDEX ticket_orders_due_idx ON ticket_orders (due_at) WHERE status = 'AwaitingPayment';

        CREATE TABLE tickets (
          id text PRIMARY KEY,
          token text NOT NULL,
          order_id text NOT NULL,
          event_id text NOT NULL,
          club_id text NOT NULL,
          night date NOT NULL,
          tier_id text NOT NULL,
          tier_name text NOT NULL,
          first_name text NOT NULL,
          last_name text NOT NULL,
          email text NOT NULL,
          issued_at timestamptz NOT NULL,
          transferred_to text,
          transferred_from text,
          admitted_at timestamptz,
          admitted_by text
        );
        CREATE UNIQUE INDEX tickets_token_idx ON tickets (token);
        CREATE INDEX tickets_order_idx ON tickets (order_id);
        CREATE INDEX tickets_night_idx ON tickets (club_id, night);`,
    },
    {
      id: '20261203-11-ticket-waitlist',
      sql: `
        CREATE TABLE ticket_waitlist (
          id text PRIMARY KEY,
          token text NOT NULL,
          event_id text NOT NULL,
          club_id text NOT NULL,
          tier_id text NOT NULL,
          quantity integer NOT NULL,
          first_name text NOT NULL,
          last_name text NOT NULL,
          email text NOT NULL,
          phone text NOT NULL,
          status text NOT NULL,
          joined_at timestamptz NOT NULL,
          offer_expires_at timestamptz,
          locale text
        );
        CREATE UNIQUE INDEX ticket_waitlist_token_idx ON ticket_waitlist (token);
        CREATE INDEX ticket_waitlist_tier_idx ON ticket_waitlist (tier_id, joined_at);`,
    },
    {
      id: '20261203-20-ticket-double-entries',
      sql: `
        CREATE TABLE ticket_double_entries (
          ticket_id text NOT NULL,
          club_id text NOT NULL,
          night date NOT NULL,
          tier_id text NOT NULL,
          first_at timestamptz NOT NULL,
          first_by text NOT NULL,
          second_at timestamptz NOT NULL,
          second_by text NOT NULL,
          command_id text,
          recorded_at timestamptz NOT NULL,
          revision bigint NOT NULL,
          PRIMARY KEY (ticket_id, revision)
        );
        CREATE INDEX ticket_double_entries_night_idx ON ticket_double_entries (club_id, night);
        CREATE INDEX ticket_double_entries_command_idx ON ticket_double_entries (command_id) WHERE command_id IS NOT NULL;`,
    },
    {
      // Refunds (docs/tickets.md): what the venue owes back, and orders found by their number (a statement line's reference).
      id: '20261203-30-ticket-refunds',
      sql: `
        ALTER TABLE ticket_orders ADD COLUMN refund_state text;
        ALTER TABLE ticket_orders ADD COLUMN refund_reason text;
        ALTER TABLE ticket_orders ADD COLUMN refund_due_at timestamptz;
        ALTER TABLE ticket_orders ADD COLUMN refunded_at timestamptz;
        ALTER TABLE ticket_orders ADD COLUMN refunded_by text;
        CREATE INDEX ticket_orders_number_idx ON ticket_orders (club_id, number);
        CREATE INDEX ticket_orders_paid_idx ON ticket_orders (club_id, paid_at) WHERE status = 'Paid';`,
    },
    {
      // 'Obavesti me' repeated for an address that waits: the answer's place, as a new one would be (no one's name in it).
      id: '20261206-10-ticket-waitlist-attempts',
      sql: `
        CREATE TABLE ticket_waitlist_attempts (
          id text PRIMARY KEY,
          tier_id text NOT NULL,
          quantity integer NOT NULL,
          attempted_at timestamptz NOT NULL
        );`,
    },
    {
      // Single tickets refunded by the venue or cancelled by their holders (docs/tickets.md): each voided at once, its place back on sale, its price owed.
      id: '20270102-20-ticket-refunds-single',
      sql: `
        ALTER TABLE tickets ADD COLUMN voided_at timestamptz;
        ALTER TABLE tickets ADD COLUMN refund_state text;
        ALTER TABLE tickets ADD COLUMN refund_amount integer;
        ALTER TABLE tickets ADD COLUMN refund_by text;
        ALTER TABLE tickets ADD COLUMN refunded_at timestamptz;
        ALTER TABLE ticket_orders ADD COLUMN voided integer NOT NULL DEFAULT 0;
        ALTER TABLE ticket_orders ADD COLUMN ticket_refunds integer NOT NULL DEFAULT 0;
        CREATE INDEX tickets_refunds_idx ON tickets (club_id, event_id) WHERE refund_state IS NOT NULL;`,
    },
  ],
  handlers: {
    TicketTiersSet: async (event, tx) => {
      const { eventId, clubId, night, saleEndsAt, tiers } = event.data;
      await tx.query('UPDATE ticket_tiers SET on_sale = false WHERE event_id = $1 AND NOT (id = ANY($2::text[]))', [eventId, tiers.map((tier) => tier.tierId)]);
      for (const [position, tier] of tiers.entries()) {
        await tx.query(
          `INSERT INTO ticket_tiers (id, event_id, club_id, night, position, name, price, capacity, sales_start, sales_end, sale_ends_at, max_per_order, opens_after, on_sale)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, true)
           ON CONFLICT (id) DO UPDATE SET position = $5, name = $6, price = $7, capacity = $8, sales_start = $9, sales_end = $10, sale_ends_at = $11,
             max_per_order = $12, opens_after = $13, on_sale = true`,
          [tier.tierId, eventId, clubId, night, position, tier.name, tier.price, tier.capacity, tier.salesStart, tier.salesEnd, saleEndsAt, tier.maxPerOrder, tier.opensAfter],
        );
      }
    },
    TicketOrderPlaced: async (event, tx) => {
      const { orderId, number, eventId, clubId, night, tierId, tierName, quantity, amount, buyer, payment, placedAt, locale } = event.data;
      await tx.query(
        `INSERT INTO ticket_orders (id, number, event_id, club_id, night, tier_id, tier_name, quantity, amount, status, first_name, last_name, email, phone,
           reference, ips_qr, account, payee_name, due_at, placed_at, locale)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'AwaitingPayment', $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20) ON CONFLICT (id) DO NOTHING`,
        [
          orderId,
          number,
          eventId,
          clubId,
          night,
          tierId,
          tierName,
          quantity,
          amount,
          buyer.firstName,
          buyer.lastName,
          buyer.email,
          buyer.phone,
          payment?.reference ?? null,
          payment?.ipsQr ?? null,
          payment?.account ?? null,
          payment?.payeeName ?? null,
          payment?.dueAt ?? null,
          placedAt,
          locale ?? null,
        ],
      );
      if (event.data.offerEntryId) await tx.query(`UPDATE ticket_waitlist SET status = 'claimed', offer_expires_at = NULL WHERE id = $1`, [event.data.offerEntryId]);
    },
    TicketOrderPaid: async (event, tx) => {
      const { orderId, eventId, clubId, night, amount, paidAt, lineId, byName, tickets } = event.data;
      const { rows } = await tx.query<{ tier_id: string }>(
        `UPDATE ticket_orders SET status = 'Paid', paid_at = $2, paid_amount = $3, paid_by = $4, line_id = $5 WHERE id = $1 RETURNING tier_id`,
        [orderId, paidAt, amount, byName, lineId],
      );
      const tierId = rows[0]?.tier_id ?? '';
      for (const ticket of tickets) {
        await tx.query(
          `INSERT INTO tickets (id, token, order_id, event_id, club_id, night, tier_id, tier_name, first_name, last_name, email, issued_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (id) DO NOTHING`,
          [ticket.ticketId, ticket.token, orderId, eventId, clubId, night, tierId, ticket.tierName, ticket.holder.firstName, ticket.holder.lastName, ticket.holder.email, paidAt],
        );
      }
    },
    TicketOrderExpired: async (event, tx) => {
      await tx.query(`UPDATE ticket_orders SET status = 'Expired' WHERE id = $1 AND status = 'AwaitingPayment'`, [event.data.orderId]);
    },
    TicketAdmitted: async (event, tx) => {
      const { ticketId, at, byName } = event.data;
      await tx.query('UPDATE tickets SET admitted_at = $2, admitted_by = $3 WHERE id = $1', [ticketId, at, byName]);
    },
    TicketTransferred: async (event, tx) => {
      const { ticketId, newTicketId, newToken, orderId, eventId, clubId, night, tierId, tierName, to, at } = event.data;
      await tx.query('UPDATE tickets SET transferred_to = $2 WHERE id = $1', [ticketId, newTicketId]);
      await tx.query(
        `INSERT INTO tickets (id, token, order_id, event_id, club_id, night, tier_id, tier_name, first_name, last_name, email, issued_at, transferred_from)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (id) DO NOTHING`,
        [newTicketId, newToken, orderId, eventId, clubId, night, tierId, tierName, to.firstName, to.lastName, to.email, at, ticketId],
      );
    },
    TicketWaitlistJoined: async (event, tx) => {
      const { entryId, token, eventId, clubId, tierId, quantity, buyer, joinedAt, locale } = event.data;
      await tx.query(
        `INSERT INTO ticket_waitlist (id, token, event_id, club_id, tier_id, quantity, first_name, last_name, email, phone, status, joined_at, locale)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'waiting', $11, $12) ON CONFLICT (id) DO NOTHING`,
        [entryId, token, eventId, clubId, tierId, quantity, buyer.firstName, buyer.lastName, buyer.email, buyer.phone, joinedAt, locale ?? null],
      );
    },
    TicketWaitlistJoinRepeated: async (event, tx) => {
      const { attemptId, tierId, quantity, at } = event.data;
      await tx.query('INSERT INTO ticket_waitlist_attempts (id, tier_id, quantity, attempted_at) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING', [
        attemptId,
        tierId,
        quantity,
        at,
      ]);
    },
    TicketOfferMade: async (event, tx) => {
      await tx.query(`UPDATE ticket_waitlist SET status = 'offered', offer_expires_at = $2 WHERE id = $1`, [event.data.entryId, event.data.expiresAt]);
    },
    TicketOfferLapsed: async (event, tx) => {
      await tx.query(`UPDATE ticket_waitlist SET status = 'lapsed', offer_expires_at = NULL WHERE id = $1`, [event.data.entryId]);
    },
    TicketDoubleEntryRecorded: async (event, tx) => {
      const { ticketId, clubId, night, tierId, first, second, recordedAt } = event.data;
      await tx.query(
        `INSERT INTO ticket_double_entries (ticket_id, club_id, night, tier_id, first_at, first_by, second_at, second_by, command_id, recorded_at, revision)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING`,
        [ticketId, clubId, night, tierId, first.at, first.byName, second.at, second.byName, second.commandId, recordedAt, String(event.revision)],
      );
    },
    TicketOrderRefundDue: async (event, tx) => {
      const { orderId, reason, at } = event.data;
      await tx.query(`UPDATE ticket_orders SET refund_state = 'due', refund_reason = $2, refund_due_at = $3 WHERE id = $1 AND refund_state IS NULL`, [orderId, reason, at]);
      await tx.query('UPDATE tickets SET voided_at = $2 WHERE order_id = $1 AND voided_at IS NULL', [orderId, at]);
    },
    TicketRefundDue: async (event, tx) => {
      const { ticketId, orderId, amount, by, at } = event.data;
      const { rowCount } = await tx.query(
        `UPDATE tickets SET voided_at = $2, refund_state = $3, refund_amount = $4, refund_by = $5, refunded_at = $6 WHERE id = $1 AND refund_state IS NULL`,
        [ticketId, at, amount > 0 ? 'due' : 'done', amount, by, amount > 0 ? null : at],
      );
      if (rowCount) await tx.query('UPDATE ticket_orders SET voided = voided + 1, ticket_refunds = ticket_refunds + $2 WHERE id = $1', [orderId, amount]);
    },
    TicketRefunded: async (event, tx) => {
      await tx.query(`UPDATE tickets SET refund_state = 'done', refunded_at = $2 WHERE id = $1`, [event.data.ticketId, event.data.at]);
    },
    TicketOrderRefunded: async (event, tx) => {
      const { orderId, byName, at } = event.data;
      await tx.query(`UPDATE ticket_orders SET refund_state = 'done', refunded_at = $2, refunded_by = $3 WHERE id = $1`, [orderId, at, byName]);
    },
    PersonErased: async (event, tx) => {
      const orders = (event.data.ticketOrders ?? []).map(({ id }) => id);
      const tickets = (event.data.tickets ?? []).map(({ id }) => id);
      const { firstName, lastName, phone, email } = ERASED_VALUE;
      if (orders.length > 0) {
        await tx.query('UPDATE ticket_orders SET first_name = $2, last_name = $3, phone = $4, email = $5 WHERE id = ANY($1::text[])', [orders, firstName, lastName, phone, email]);
      }
      if (tickets.length > 0) await tx.query('UPDATE tickets SET first_name = $2, last_name = $3, email = $4 WHERE id = ANY($1::text[])', [tickets, firstName, lastName, email]);
      // A place on a waiting list keeps its turn, quantity and offer (the tier's counts stay true), held by nobody one can name.
      const waiting = (event.data.ticketWaitlistEntries ?? []).map(({ id }) => id);
      if (waiting.length > 0) {
        await tx.query('UPDATE ticket_waitlist SET first_name = $2, last_name = $3, phone = $4, email = $5 WHERE id = ANY($1::text[])', [
          waiting,
          firstName,
          lastName,
          phone,
          email,
        ]);
      }
    },
  },
});
