import type { Migration } from '#platform/database/migrations';
import { ERASED_VALUE } from '#platform/privacy/personal-fields';
import type { PersonErased } from '#platform/privacy/person-erased';
import { defineReadModel } from '#platform/projections/projector';
import type { ContactMessageEvent } from '../domain/contact-message.decider';

export const CONTACT_MESSAGES_MIGRATION: Migration = {
  id: '20261122-42-contact-messages-read-model',
  sql: `
    CREATE TABLE contact_messages (
      id text PRIMARY KEY,
      name text NOT NULL,
      email text NOT NULL,
      theme text NOT NULL,
      phone text NOT NULL,
      message text NOT NULL,
      club_id text,
      recipient text NOT NULL,
      sent_at timestamptz NOT NULL
    );
    CREATE INDEX contact_messages_sent_idx ON contact_messages (sent_at DESC, id);
    CREATE INDEX contact_messages_club_idx ON contact_messages (club_id, sent_at DESC) WHERE club_id IS NOT NULL;`,
};

export const contactMessagesProjector = defineReadModel<ContactMessageEvent | PersonErased>({
  name: 'contact-messages',
  migrations: [CONTACT_MESSAGES_MIGRATION],
  tables: ['contact_messages'],
  handlers: {
    ContactMessageSent: async (event, tx) => {
      const m = event.data;
      await tx.query(
        `INSERT INTO contact_messages (id, name, email, theme, phone, message, club_id, recipient, sent_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) ON CONFLICT (id) DO NOTHING`,
        [m.messageId, m.name, m.email, m.theme, m.phone, m.message, m.clubId, m.recipient, event.metadata.occurredAt],
      );
    },
    PersonErased: async (event, tx) => {
      if (event.data.contactMessages.length === 0) return;
      await tx.query('UPDATE contact_messages SET name = $2, email = $3, phone = $4, message = $5 WHERE id = ANY($1::text[])', [
        event.data.contactMessages,
        ERASED_VALUE.fullName,
        ERASED_VALUE.email,
        ERASED_VALUE.phone,
        ERASED_VALUE.text,
      ]);
    },
  },
});
