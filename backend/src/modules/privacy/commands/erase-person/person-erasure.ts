import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { KERNEL, type Kernel } from '#platform/kernel';
import { escapeHtml } from '#platform/mail/mail-rule';
import { accountSubject, ERASED_VALUE, normalisedEmail } from '#platform/privacy/personal-fields';
import { userStream } from '../../../identity/domain/user/user.events';
import { ClosedAccountsQuery } from '../../../identity/queries/closed-accounts/closed-accounts.query';
import { guestEmailKey } from '@izlazak/contracts';
import { PERSON_ERASED, subscriberDigest, type ErasedRecord, type ErasedTicket, type ErasedTicketWaitlistEntry, type PersonErasedData } from '#platform/privacy/person-erased';
import { isReadModel, type Projector } from '#platform/projections/projector';
import { rebuildAside } from '#platform/projections/rebuild-aside';
import { erasedInJson } from './erased-in-json';
import { PRIVACY_REQUEST_RECORDS, type PrivacyRequestRecords } from '../../ports/privacy-request-records';

/** One erasure at a time: a person's records are collected and blanked by one job at once. */
const ERASURE_LOCK_KEY = 7_301_452_024;

/** A ticket the erased person passed on: to whom, and the name it went from. */
interface PassedOnTicket {
  friendEmail: string;
  passedBy: string;
}

/** What the read models blank, less the request it is recorded with. */
export type ErasedRecords = Omit<PersonErasedData, 'requestId'>;

/**
 * Erases a person by crypto-shredding: their key is deleted, so every domain event that names them
 * reads 'Obrisan gost' with blank contact details from now on (no event is rewritten); so are the
 * keys of their closed accounts, with every name, address and username those ever had. The read
 * models are not rebuilt: the records that named the person are collected by id and recorded in a
 * `PersonErased` event (`record`), which each read model holding a copy of their data handles by
 * blanking those rows as the shredded events now read; a read model that holds personal data but
 * does not handle it is rebuilt aside, as a safety net (none does today). Then what sits beside the
 * events in clear (mail not yet sent or sent, answers kept for Idempotency-Key retries, webhook
 * bodies, the jobs' rows) is scrubbed of the address and of the accounts' mails. The work is
 * bounded by the person's own records, not by the store's history.
 */
@Injectable()
export class PersonErasure {
  constructor(
    @Inject(KERNEL) private readonly kernel: Kernel,
    private readonly queryBus: QueryBus,
    @Inject(PRIVACY_REQUEST_RECORDS) private readonly privacyRequests: PrivacyRequestRecords,
  ) {}

  /** Answers whether Izlazak held a key for that address or an account of it. */
  async erase(email: string, record: (erased: ErasedRecords) => Promise<void>): Promise<boolean> {
    const address = normalisedEmail(email);
    const lock = await this.kernel.pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [ERASURE_LOCK_KEY]);
      const accounts = await this.queryBus.execute<ClosedAccountsQuery, string[]>(new ClosedAccountsQuery(address));
      const accountEvents = await this.eventIdsOf(accounts);
      const passedOn = await this.ticketsPassedOn(address);
      let known = await this.kernel.personalData.erase(`email:${address}`);
      for (const accountId of accounts) known = (await this.kernel.personalData.erase(accountSubject(accountId))) || known;
      // Collected once the key is gone: a record written meanwhile is sealed with it, and among them.
      await record(await this.recordsOf(address, accounts));
      for (const projector of this.kernel.projections.projectors.filter((each) => isReadModel(each) && !each.handlers[PERSON_ERASED] && this.holdsPersonalData(each))) {
        await rebuildAside(this.kernel.pool, this.kernel.store, projector);
      }
      await this.scrubBesideTheEvents(address, accountEvents);
      await this.forgetInTransferMails(passedOn);
      return known;
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [ERASURE_LOCK_KEY]).catch(() => undefined);
      lock.release();
    }
  }

  /** A job's row named the address: once it ran, it names nobody. */
  async forgetJobPayload(key: string): Promise<void> {
    await this.kernel.pool.query(`UPDATE scheduled_commands SET payload = '{}'::jsonb WHERE key = $1`, [key]);
  }

  /** A read model that follows an event naming somebody holds personal data, unless it says how it forgets them. */
  private holdsPersonalData(projector: Projector): boolean {
    return Object.keys(projector.handlers).some((type) => this.kernel.personalData.names(type));
  }

  /** The records that hold the address's person (by id): read before anything is blanked. */
  private async recordsOf(address: string, accounts: string[]): Promise<ErasedRecords> {
    const pool = this.kernel.pool;
    const records = <Row extends ErasedRecord = ErasedRecord>(sql: string, params: unknown[]) => pool.query<Row>(sql, params).then((result) => result.rows);
    const ids = (sql: string, params: unknown[]) => pool.query<{ id: string }>(sql, params).then((result) => result.rows.map((row) => row.id));
    const reservations = await records(
      `SELECT id, club_id AS "clubId", to_char(placed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS since FROM reservations WHERE lower(email) = $1 ORDER BY placed_at, id`,
      [address],
    );
    const waitlistEntries = await records(
      `SELECT id, club_id AS "clubId", to_char(joined_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS since FROM waitlist_entries WHERE lower(email) = $1 ORDER BY joined_at, id`,
      [address],
    );
    const guestListEntries = await records(
      `SELECT id, club_id AS "clubId", to_char(signed_up_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS since FROM guest_list_entries WHERE lower(email) = $1 ORDER BY signed_up_at, id`,
      [address],
    );
    const ticketOrders = await records(
      `SELECT id, club_id AS "clubId", to_char(placed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS since FROM ticket_orders WHERE lower(email) = $1 ORDER BY placed_at, id`,
      [address],
    );
    // The tickets the person held: those of their orders (a ticket passed on keeps its old holder's name) and those given to them.
    const tickets = await records<ErasedTicket>(
      `SELECT id, club_id AS "clubId", to_char(issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS since, order_id AS "orderId"
         FROM tickets WHERE lower(email) = $1 ORDER BY issued_at, id`,
      [address],
    );
    const ticketWaitlistEntries = await records<ErasedTicketWaitlistEntry>(
      `SELECT id, club_id AS "clubId", to_char(joined_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS since, event_id AS "eventId"
         FROM ticket_waitlist WHERE lower(email) = $1 ORDER BY joined_at, id`,
      [address],
    );
    const statementLines = (
      await pool.query<{ clubId: string; lineId: string }>(
        // The lines that paid their reservations' deposits, and their orders of tickets (a line booked to an order names its 9-character number).
        `SELECT club_id AS "clubId", line_id AS "lineId" FROM statement_lines s
          WHERE reservation_id = ANY($1::text[])
             OR (reservation_id IS NULL AND EXISTS (SELECT 1 FROM ticket_orders o WHERE o.club_id = s.club_id AND o.number = s.code AND lower(o.email) = $2))
          ORDER BY club_id, line_id`,
        [reservations.map((each) => each.id), address],
      )
    ).rows;
    return {
      reservations,
      waitlistEntries,
      guestListEntries,
      ticketOrders,
      tickets,
      ticketWaitlistEntries,
      contactMessages: await ids('SELECT id FROM contact_messages WHERE lower(email) = $1 ORDER BY id', [address]),
      subscribers: (await ids('SELECT email AS id FROM subscribers WHERE lower(email) = $1', [address])).map(subscriberDigest),
      guestProfiles: await ids('SELECT DISTINCT guest_id AS id FROM guest_keys WHERE key = $1 ORDER BY 1', [guestEmailKey(address) ?? '']),
      statementLines,
      accounts,
      privacyRequests: await this.privacyRequests.ofAddress(address),
    };
  }

  /** The accounts' own events: the mails they caused went to whichever address each account had then. */
  private async eventIdsOf(accounts: string[]): Promise<string[]> {
    const ids: string[] = [];
    for (const accountId of accounts) {
      for await (const event of this.kernel.store.readStream(userStream(accountId))) ids.push(event.metadata.eventId);
    }
    return ids;
  }

  private async scrubBesideTheEvents(address: string, accountEvents: string[]): Promise<void> {
    const mentioned = `%${address.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    await this.kernel.pool.query(
      `UPDATE mail_outbox SET to_address = '', reply_to = NULL, subject = '', html = '', text = '', status = 'erased'
        WHERE lower(to_address) LIKE $1 OR lower(coalesce(reply_to, '')) LIKE $1 OR lower(html) LIKE $1 OR lower(text) LIKE $1
           OR event_id = ANY($2::uuid[])`,
      [mentioned, accountEvents],
    );
    await this.kernel.pool.query(`UPDATE scheduled_commands SET payload = '{}'::jsonb WHERE lower(payload::text) LIKE $1`, [mentioned]);
    await this.kernel.pool.query("DELETE FROM idempotency_keys WHERE lower(coalesce(body, '')) LIKE $1", [mentioned]);
    await this.scrubWebhookBodies(address, mentioned);
  }

  /**
   * The tickets the person passed on: the friend each went to, and the person's name as that ticket
   * held it. Read before the read models blank the name.
   */
  private async ticketsPassedOn(address: string): Promise<PassedOnTicket[]> {
    const { rows } = await this.kernel.pool.query<PassedOnTicket>(
      `SELECT DISTINCT lower(friend.email) AS "friendEmail", passed.first_name || ' ' || passed.last_name AS "passedBy"
         FROM tickets passed JOIN tickets friend ON friend.id = passed.transferred_to
        WHERE lower(passed.email) = $1 AND friend.email <> ''`,
      [address],
    );
    return rows;
  }

  /**
   * The mail a friend got with a ticket the person passed on names the person, not their address: it
   * is the friend's mail (sent or still to send), so it stays, naming the person as the events now do.
   */
  private async forgetInTransferMails(passedOn: PassedOnTicket[]): Promise<void> {
    for (const { friendEmail, passedBy } of passedOn) {
      const erased = `${ERASED_VALUE.firstName} ${ERASED_VALUE.lastName}`;
      await this.kernel.pool.query(
        `UPDATE mail_outbox SET subject = replace(subject, $2, $4), text = replace(text, $2, $4), html = replace(replace(html, $3, $4), $2, $4)
          WHERE rule = 'ticket-transferred' AND lower(to_address) = $1`,
        [friendEmail, passedBy, escapeHtml(passedBy), erased],
      );
    }
  }

  /** Deliveries to integrators keep their body; the person reads in it as in the events. */
  private async scrubWebhookBodies(address: string, mentioned: string): Promise<void> {
    const { rows } = await this.kernel.pool.query<{ id: string; body: string }>('SELECT id, body FROM webhook_deliveries WHERE lower(body) LIKE $1', [mentioned]);
    for (const row of rows) {
      await this.kernel.pool.query('UPDATE webhook_deliveries SET body = $2 WHERE id = $1', [row.id, erasedInJson(row.body, address)]);
    }
  }
}
