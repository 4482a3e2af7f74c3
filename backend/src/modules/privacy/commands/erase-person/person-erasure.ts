import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { KERNEL, type Kernel } from '#platform/kernel';
import { accountSubject, normalisedEmail } from '#platform/privacy/personal-fields';
import { userStream } from '../../../identity/domain/user.events';
import { ClosedAccountsQuery } from '../../../identity/queries/closed-accounts/closed-accounts.query';
import { isReadModel } from '#platform/projections/projector';
import { rebuildAside } from '#platform/projections/rebuild-aside';
import { erasedInJson } from './erased-in-json';

/** One erasure at a time: each rebuilds the read models aside, in schemas of fixed names. */
const ERASURE_LOCK_KEY = 7_301_452_024;

/**
 * Erases a person by crypto-shredding: their key is deleted, so every domain event that names them
 * reads 'Obrisan gost' with blank contact details from now on (no event is rewritten); so are the
 * keys of their closed accounts, with every name, address and username those ever had. The read
 * models are then rebuilt from those events, so they hold what a rebuild would give; and what sits
 * beside the events in clear (mail not yet sent or sent, answers kept for Idempotency-Key retries)
 * is scrubbed of the address and of the accounts' mails.
 */
@Injectable()
export class PersonErasure {
  constructor(
    @Inject(KERNEL) private readonly kernel: Kernel,
    private readonly queryBus: QueryBus,
  ) {}

  /** Answers whether Izlazak held a key for that address or an account of it. */
  async erase(email: string): Promise<boolean> {
    const address = normalisedEmail(email);
    const lock = await this.kernel.pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [ERASURE_LOCK_KEY]);
      const accounts = await this.queryBus.execute<ClosedAccountsQuery, string[]>(new ClosedAccountsQuery(address));
      const accountEvents = await this.eventIdsOf(accounts);
      let known = await this.kernel.personalData.erase(`email:${address}`);
      for (const accountId of accounts) known = (await this.kernel.personalData.erase(accountSubject(accountId))) || known;
      for (const projector of this.kernel.projections.projectors.filter(isReadModel)) {
        await rebuildAside(this.kernel.pool, this.kernel.store, projector);
      }
      await this.scrubBesideTheEvents(address, accountEvents);
      return known;
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [ERASURE_LOCK_KEY]).catch(() => undefined);
      lock.release();
    }
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
    await this.kernel.pool.query('DELETE FROM idempotency_keys WHERE lower(coalesce(body, \'\')) LIKE $1', [mentioned]);
    await this.scrubWebhookBodies(address, mentioned);
  }

  /** Deliveries to integrators keep their body; the person reads in it as in the events. */
  private async scrubWebhookBodies(address: string, mentioned: string): Promise<void> {
    const { rows } = await this.kernel.pool.query<{ id: string; body: string }>('SELECT id, body FROM webhook_deliveries WHERE lower(body) LIKE $1', [mentioned]);
    for (const row of rows) {
      await this.kernel.pool.query('UPDATE webhook_deliveries SET body = $2 WHERE id = $1', [row.id, erasedInJson(row.body, address)]);
    }
  }
}
