import { DEFAULT_LOCALE } from '@izlazak/contracts';
import { createHash } from 'node:crypto';
import type { Migration } from '#platform/database/migrations';
import type { PersonErased } from '#platform/privacy/person-erased';
import { defineReadModel } from '#platform/projections/projector';
import type { SubscriptionEvent } from '../domain/subscription.decider';

export const SUBSCRIBERS_MIGRATION: Migration = {
  id: '20261122-43-subscribers-read-model',
  sql: `
    CREATE TABLE subscribers (
      email text PRIMARY KEY,
      subscribed boolean NOT NULL,
      unsubscribe_token_hash text NOT NULL,
      subscribed_at timestamptz NOT NULL,
      unsubscribed_at timestamptz
    );
    CREATE UNIQUE INDEX subscribers_token_idx ON subscribers (unsubscribe_token_hash);
    CREATE INDEX subscribers_active_idx ON subscribers (subscribed_at, email) WHERE subscribed;`,
};

/** Each subscriber's language, for the news mails (sr-Latn for the subscriptions made before it was kept). */
export const SUBSCRIBERS_LOCALE_MIGRATION: Migration = {
  id: '20261231-30-subscribers-locale',
  sql: `ALTER TABLE subscribers ADD COLUMN locale text NOT NULL DEFAULT 'sr-Latn';`,
};

/** The read model keeps only a hash of the unsubscribe token: enough to find the address. */
export const unsubscribeTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const subscribersProjector = defineReadModel<SubscriptionEvent | PersonErased>({
  name: 'subscribers',
  migrations: [SUBSCRIBERS_MIGRATION, SUBSCRIBERS_LOCALE_MIGRATION],
  tables: ['subscribers'],
  handlers: {
    SubscriberSubscribed: async (event, tx) => {
      const { email, unsubscribeToken, locale } = event.data;
      // An erased subscriber's address reads blank: nobody is on the list any more.
      if (!email) return;
      await tx.query(
        `INSERT INTO subscribers (email, subscribed, unsubscribe_token_hash, subscribed_at, unsubscribed_at, locale)
         VALUES ($1, true, $2, $3, NULL, $4)
         ON CONFLICT (email) DO UPDATE SET subscribed = true, unsubscribe_token_hash = EXCLUDED.unsubscribe_token_hash,
           subscribed_at = EXCLUDED.subscribed_at, unsubscribed_at = NULL, locale = EXCLUDED.locale`,
        [email, unsubscribeTokenHash(unsubscribeToken), event.metadata.occurredAt, locale ?? DEFAULT_LOCALE],
      );
    },
    SubscriberUnsubscribed: async (event, tx) => {
      const { email } = event.data;
      await tx.query(`UPDATE subscribers SET subscribed = false, unsubscribed_at = $2 WHERE email = $1`, [email, event.metadata.occurredAt]);
    },
    SubscriberLanguageChanged: async (event, tx) => {
      const { email, locale } = event.data;
      if (!email) return;
      await tx.query(`UPDATE subscribers SET locale = $2 WHERE email = $1`, [email, locale]);
    },
    // The subscriber erased: off the list, as a rebuild leaves them (the subscription's id is the history's digest of the address).
    PersonErased: async (event, tx) => {
      if (event.data.subscribers.length === 0) return;
      await tx.query(`DELETE FROM subscribers WHERE left(encode(sha256(convert_to(lower(trim(email)), 'UTF8')), 'hex'), 16) = ANY($1::text[])`, [event.data.subscribers]);
    },
  },
});
