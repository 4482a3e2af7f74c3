import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { runMigrations } from '../../backend/src/platform/database/migrations';
import { PostgresEventStore } from '../../backend/src/platform/event-store/postgres-event-store';
import { withMetadata } from '../../backend/src/platform/commands/event-sourced-repository';
import { systemContext } from '../../backend/src/platform/commands/command-context';
import { MAIL_OUTBOX_MIGRATIONS, mailDispatcher } from '../../backend/src/platform/mail/mail-outbox';
import { MailRelay } from '../../backend/src/platform/mail/mail-relay';
import { createMailTransport, type MailTransport } from '../../backend/src/platform/mail/mail-transport';
import { mailLayout, type MailRule, type OutgoingMail } from '../../backend/src/platform/mail/mail-rule';
import { ProjectionRunner } from '../../backend/src/platform/projections/projection-runner';
import { defineReactor } from '../../backend/src/platform/projections/projector';
import type { DomainEvent } from '../../backend/src/platform/commands/decider';
import type { RecordedEvent } from '../../backend/src/platform/event-store/event-store.port';
import { CHECKPOINTS_MIGRATION } from '../../backend/src/platform/projections/checkpoints';
import { READ_MODEL_VERSIONS_MIGRATION } from '../../backend/src/platform/projections/read-model-versions';
import { EVENT_STORE_MIGRATIONS } from '../../backend/src/platform/event-store/event-store.migration';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { readMails, waitForMail } from '../support/mailbox';

// The suites share one PostgreSQL server, whose feed horizon is server-wide: another suite's long
// transaction holds this feed back too (docs/operations.md), so waits allow for it as the apps' do.
const FEED_WAIT_MS = 20_000;

const greeting: MailRule = {
  name: 'greeting',
  eventType: 'GuestGreeted',
  compose: (event: RecordedEvent<{ email: string; name: string }>, { links }) => ({
    to: event.data.email,
    subject: `Dobrodošli, ${event.data.name}`,
    ...mailLayout('sr-Latn', 'Dobrodošli', [`Zdravo ${event.data.name}, drago nam je što ste tu.`], { label: 'Otvori', url: `${links.appUrl}/` }),
  }),
};

describe('mail delivery: outbox, relay, BullMQ when Redis is configured', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  let mailDir: string;
  const redisUrl = process.env.REDIS_URL;
  const redisConnections: Redis[] = [];

  beforeEach(async () => {
    database = await createTestDatabase();
    await runMigrations(database.pool, [...EVENT_STORE_MIGRATIONS, CHECKPOINTS_MIGRATION, READ_MODEL_VERSIONS_MIGRATION, ...MAIL_OUTBOX_MIGRATIONS]);
    store = new PostgresEventStore(database.pool);
    mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-mail-test-'));
  });
  afterEach(async () => {
    await store.close();
    for (const connection of redisConnections.splice(0)) await connection.quit();
    await database.drop();
    fs.rmSync(mailDir, { recursive: true, force: true });
  });

  function relayWith(transport: MailTransport) {
    let redis = null;
    if (redisUrl) {
      const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
      redisConnections.push(connection);
      redis = { connection, prefix: `izlazak-test:${randomUUID()}` };
    }
    return new MailRelay(database.pool, transport, redis);
  }

  async function greet(name: string, email: string) {
    return store.appendToStream(`guest-${randomUUID()}`, [withMetadata({ type: 'GuestGreeted', data: { name, email } }, systemContext(randomUUID()))], {
      expectedRevision: 'no_stream',
    });
  }

  it('sends one Serbian mail per event, and a replay from the start sends nothing again', async () => {
    const dispatcher = mailDispatcher([greeting], { appUrl: 'http://izlazak.test', linkSecret: 'test' }, database.pool);
    const runner = new ProjectionRunner(database.pool, store, [dispatcher], { idlePollMs: 50 });
    const relay = relayWith(createMailTransport({ mailDir, from: 'Izlazak <no-reply@izlazak.test>' }));
    runner.start();
    relay.start();
    try {
      await greet('Đorđe', 'djordje@izlazak.test');
      const last = await greet('Ana', 'ana@izlazak.test');
      const mail = await waitForMail(mailDir, (m) => m.to === 'djordje@izlazak.test');
      expect(mail.subject).toBe('Dobrodošli, Đorđe');
      expect(mail.text).toContain('Zdravo Đorđe');
      expect(mail.html).toContain('http://izlazak.test/');
      await waitForMail(mailDir, (m) => m.to === 'ana@izlazak.test');

      await runner.reset(dispatcher);
      await runner.waitFor(last.position, FEED_WAIT_MS, ['mail-dispatcher']);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await readMails(mailDir)).map((m) => m.to).sort()).toEqual(['ana@izlazak.test', 'djordje@izlazak.test']);
    } finally {
      await relay.stop();
      await runner.stop();
    }
  });

  it('retries a mail whose first sending fails, without holding up the feed', async () => {
    const files = createMailTransport({ mailDir, from: 'Izlazak <no-reply@izlazak.test>' });
    let failuresLeft = 1;
    const flaky: MailTransport = {
      async send(id, mail) {
        if (failuresLeft-- > 0) throw new Error('SMTP nije dostupan');
        await files.send(id, mail);
      },
    };
    const dispatcher = mailDispatcher([greeting], { appUrl: 'http://izlazak.test', linkSecret: 'test' }, database.pool);
    const runner = new ProjectionRunner(database.pool, store, [dispatcher], { idlePollMs: 50 });
    const relay = relayWith(flaky);
    runner.start();
    relay.start();
    try {
      const greeted = await greet('Mila', 'mila@izlazak.test');
      expect(await runner.waitFor(greeted.position, FEED_WAIT_MS, ['mail-dispatcher'])).toBe(true);
      await waitForMail(mailDir, (m) => m.to === 'mila@izlazak.test', 20_000);
      const { rows } = await database.pool.query(`SELECT status FROM mail_outbox`);
      expect(rows).toEqual([{ status: expect.stringMatching(/sent|queued/) }]);
    } finally {
      await relay.stop();
      await runner.stop();
    }
  });

  it("composes a batch's mails before its transaction opens: a slow mail holds back no other follower of the feed", async () => {
    let composingStarted: () => void = () => undefined;
    const composing = new Promise<void>((resolve) => (composingStarted = resolve));
    let finishComposing: () => void = () => undefined;
    const composed = new Promise<void>((resolve) => (finishComposing = resolve));
    const slowGreeting: MailRule = {
      ...greeting,
      compose: async (event, composition) => {
        composingStarted();
        await composed;
        return greeting.compose(event, composition);
      },
    };
    const dispatcher = mailDispatcher([slowGreeting], { appUrl: 'http://izlazak.test', linkSecret: 'test' }, database.pool);
    const visitors: string[] = [];
    const guestBook = defineReactor<DomainEvent<'GuestVisited', { name: string }>>({
      name: 'knjiga-gostiju',
      handlers: { GuestVisited: async (event) => void visitors.push(event.data.name) },
    });
    const runner = new ProjectionRunner(database.pool, store, [dispatcher, guestBook], { idlePollMs: 50 });
    runner.start();
    try {
      const greeted = await greet('Mila', 'mila@izlazak.test');
      await composing;
      const visited = await store.appendToStream(`guest-${randomUUID()}`, [withMetadata({ type: 'GuestVisited', data: { name: 'Vuk' } }, systemContext(randomUUID()))], {
        expectedRevision: 'no_stream',
      });
      expect(await runner.waitFor(visited.position, FEED_WAIT_MS, ['knjiga-gostiju'])).toBe(true);
      expect(visitors).toEqual(['Vuk']);

      finishComposing();
      expect(await runner.waitFor(greeted.position, FEED_WAIT_MS, ['mail-dispatcher'])).toBe(true);
      const { rows } = await database.pool.query(`SELECT to_address, subject FROM mail_outbox`);
      expect(rows).toEqual([{ to_address: 'mila@izlazak.test', subject: 'Dobrodošli, Mila' }]);
    } finally {
      finishComposing();
      await runner.stop();
    }
  });

  it('composes a batch again when its transaction failed, and queues its mail once', async () => {
    let compositions = 0;
    // PostgreSQL refuses a NUL in text: the first attempt's outbox insert fails, and with it the batch.
    const failingOnce: MailRule = {
      ...greeting,
      compose: async (event, composition) => {
        const mail = (await greeting.compose(event, composition)) as OutgoingMail;
        return ++compositions === 1 ? { ...mail, subject: `${mail.subject}\u0000` } : mail;
      },
    };
    const dispatcher = mailDispatcher([failingOnce], { appUrl: 'http://izlazak.test', linkSecret: 'test' }, database.pool);
    const runner = new ProjectionRunner(database.pool, store, [dispatcher], { idlePollMs: 50 });
    runner.start();
    try {
      const greeted = await greet('Lena', 'lena@izlazak.test');
      expect(await runner.waitFor(greeted.position, FEED_WAIT_MS, ['mail-dispatcher'])).toBe(true);
      const { rows } = await database.pool.query(`SELECT to_address, subject FROM mail_outbox`);
      expect(rows).toEqual([{ to_address: 'lena@izlazak.test', subject: 'Dobrodošli, Lena' }]);
      expect(compositions).toBe(2);
    } finally {
      await runner.stop();
    }
  });
});
