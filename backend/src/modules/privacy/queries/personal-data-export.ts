import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { guestEmailKey, type PersonalDataExport } from '@izlazak/contracts';
import { PG_POOL } from '#platform/database/database.tokens';
import { normalisedEmail } from '#platform/privacy/personal-fields';

/**
 * Collects the person's data from the read models (they hold what the events say, opened): the
 * account with that address, the reservations and waitlist entries placed with it or by the
 * account, its guest-list names, ticket orders, tickets and places on ticket waiting lists, the contact messages sent from it, the
 * newsletter subscription and the guest books' profiles it names. Nobody else's rows: every
 * query is by this address or this account.
 */
@Injectable()
export class PersonalDataExporter {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** Whether Izlazak holds anything under the address: an account (a closed one too), or a key for sealed data. */
  async knows(email: string): Promise<boolean> {
    const address = normalisedEmail(email);
    const { rows } = await this.pool.query(
      `SELECT 1 FROM users WHERE lower(email) = $1
       UNION ALL SELECT 1 FROM personal_data_keys WHERE subject_hash = encode(sha256(convert_to($2, 'UTF8')), 'hex')
       UNION ALL SELECT 1 FROM subscribers WHERE lower(email) = $1
       LIMIT 1`,
      [address, `email:${address}`],
    );
    return rows.length > 0;
  }

  async collect(email: string, now: Date): Promise<PersonalDataExport> {
    const address = normalisedEmail(email);
    const account = await this.account(address);
    return {
      email: address,
      exportedAt: now.toISOString(),
      account,
      reservations: await this.reservations(address, (account?.id as string | undefined) ?? null),
      waitlistEntries: await this.rows(
        `SELECT id, club AS venue, to_char(night, 'YYYY-MM-DD') AS night, persons, state, first_name AS "firstName", last_name AS "lastName",
                phone, email, zone_name AS zone, table_name AS "table", joined_at AS "joinedAt"
           FROM waitlist_entries WHERE lower(email) = $1 ORDER BY joined_at`,
        [address],
      ),
      guestListEntries: await this.rows(
        `SELECT e.id, v.name AS venue, to_char(e.night, 'YYYY-MM-DD') AS night, l.name AS list, e.first_name AS "firstName", e.last_name AS "lastName",
                e.phone, e.email, e.plus_ones AS "plusOnes", e.signed_up_at AS "signedUpAt", e.arrived_persons AS "arrivedPersons", e.arrived_at AS "arrivedAt"
           FROM guest_list_entries e JOIN guest_lists l ON l.id = e.list_id LEFT JOIN venues v ON v.id = e.club_id WHERE lower(e.email) = $1 ORDER BY e.signed_up_at`,
        [address],
      ),
      ticketOrders: await this.rows(
        `SELECT o.id, o.number AS "orderNumber", v.name AS venue, e.title AS event, to_char(o.night, 'YYYY-MM-DD') AS night, o.tier_name AS tier, o.quantity, o.amount,
                o.status, o.first_name AS "firstName", o.last_name AS "lastName", o.phone, o.email, o.reference, o.placed_at AS "placedAt", o.paid_at AS "paidAt"
           FROM ticket_orders o LEFT JOIN venues v ON v.id = o.club_id LEFT JOIN event_listings e ON e.id = o.event_id WHERE lower(o.email) = $1 ORDER BY o.placed_at, o.id`,
        [address],
      ),
      tickets: await this.rows(
        `SELECT k.id, v.name AS venue, e.title AS event, to_char(k.night, 'YYYY-MM-DD') AS night, k.tier_name AS tier, k.first_name AS "firstName", k.last_name AS "lastName",
                k.email, k.issued_at AS "issuedAt", k.admitted_at AS "admittedAt", (k.transferred_to IS NOT NULL) AS "transferred", (k.transferred_from IS NOT NULL) AS "receivedFromFriend"
           FROM tickets k LEFT JOIN venues v ON v.id = k.club_id LEFT JOIN event_listings e ON e.id = k.event_id WHERE lower(k.email) = $1 ORDER BY k.issued_at, k.id`,
        [address],
      ),
      ticketWaitlist: await this.rows(
        `SELECT w.id, v.name AS venue, e.title AS event, to_char(t.night, 'YYYY-MM-DD') AS night, t.name AS tier, w.quantity,
                CASE WHEN w.status = 'offered' AND NOT coalesce(w.offer_expires_at > $2, false) THEN 'lapsed' ELSE w.status END AS status,
                w.first_name AS "firstName", w.last_name AS "lastName", w.phone, w.email, w.joined_at AS "joinedAt", w.offer_expires_at AS "offerExpiresAt"
           FROM ticket_waitlist w LEFT JOIN ticket_tiers t ON t.id = w.tier_id LEFT JOIN venues v ON v.id = w.club_id LEFT JOIN event_listings e ON e.id = w.event_id
          WHERE lower(w.email) = $1 ORDER BY w.joined_at, w.id`,
        // An offer past its time reads as lapsed, recorded or not (as the entry's own page says).
        [address, now],
      ),
      contactMessages: await this.rows(
        `SELECT m.id, v.name AS venue, m.name, m.email, m.phone, m.theme, m.message, m.sent_at AS "sentAt"
           FROM contact_messages m LEFT JOIN venues v ON v.id = m.club_id WHERE lower(m.email) = $1 ORDER BY m.sent_at`,
        [address],
      ),
      newsletter:
        (
          await this.rows('SELECT email, subscribed, subscribed_at AS "subscribedAt", unsubscribed_at AS "unsubscribedAt" FROM subscribers WHERE lower(email) = $1', [address])
        )[0] ?? null,
      venueNotes: await this.rows(
        `SELECT v.name AS venue, p.first_name AS "firstName", p.last_name AS "lastName", p.phone, p.email, p.tags, p.tags_by AS "tagsBy", p.tags_at AS "tagsAt",
                p.note, p.note_by AS "noteBy", p.note_at AS "noteAt"
           FROM guest_keys k JOIN guest_profiles p ON p.id = k.guest_id LEFT JOIN venues v ON v.id = p.club_id
          WHERE k.key = $1 ORDER BY v.name`,
        [guestEmailKey(address) ?? ''],
      ),
    };
  }

  /**
   * The address the signed-in account proved (opened a link mailed to it, or Google vouched for
   * it); null while it has not. An address asked for and not yet confirmed is never the account's.
   */
  async provenAddressOf(userId: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ email: string }>('SELECT email FROM users WHERE id = $1 AND NOT deleted AND is_verified AND address_proven', [userId]);
    return rows[0]?.email ?? null;
  }

  /** The live account under the address, if any. */
  async accountOf(email: string): Promise<{ id: string; role: string } | null> {
    const { rows } = await this.pool.query<{ id: string; role: string }>('SELECT id, role FROM users WHERE NOT deleted AND lower(email) = $1 LIMIT 1', [normalisedEmail(email)]);
    return rows[0] ?? null;
  }

  private async account(address: string): Promise<Record<string, unknown> | null> {
    const [account] = await this.rows(
      `SELECT id, username, email, first_name AS "firstName", last_name AS "lastName", mobile_phone AS "mobilePhone", role,
              is_verified AS "isVerified", created_at AS "createdAt"
         FROM users WHERE NOT deleted AND lower(email) = $1 LIMIT 1`,
      [address],
    );
    return account ?? null;
  }

  private reservations(address: string, userId: string | null) {
    return this.rows(
      `SELECT r.unique_id AS "reservationNumber", r.club AS venue, to_char(r.night, 'YYYY-MM-DD') AS night, r.event_title AS event, r.table_name AS "table",
              r.persons, r.status, r.first_name AS "firstName", r.last_name AS "lastName", r.phone, r.email, r.placed_at AS "placedAt"
         FROM reservations r WHERE NOT r.deleted AND (lower(r.email) = $1 OR (r.user_id IS NOT NULL AND r.user_id = $2)) ORDER BY r.placed_at`,
      [address, userId],
    );
  }

  private async rows(sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
    return (await this.pool.query<Record<string, unknown>>(sql, params)).rows;
  }
}
