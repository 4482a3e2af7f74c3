import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApplication, type RunningApplication } from '../../backend/src/app';
import { freePort, TEST_ADMIN, testConfig } from '../support/app';
import { apiClient } from '../support/http';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { MANAGER_PASSWORD, createVenue } from './venues-fixtures';
import { guestBody, nightInDays, placeReservation, waitUntil, webhookReceiver } from './integrations-support';

/**
 * The webhook relay is killed while a POST is in flight (the application stops with the receiver
 * still holding the request), and a new process on the same database takes over: the event still
 * arrives, with the same id, and its attempt log says what happened.
 */
const RELAYS = [
  ['through BullMQ (REDIS_URL)', process.env.REDIS_URL ?? ''],
  ['in-process (no REDIS_URL)', ''],
] as const;

describe.each(RELAYS)('Webhooks survive a worker killed mid-delivery, %s', (_mode, redisUrl) => {
  let database: TestDatabase;
  let mailDir: string;
  const running: RunningApplication[] = [];

  const start = async (port: number) => {
    const config = testConfig({
      databaseUrl: database.url,
      port,
      mailDir,
      env: {
        REDIS_URL: redisUrl,
        RATE_LIMIT_PER_WINDOW: '0',
        WEBHOOKS_ALLOW_LOOPBACK: 'true',
        WEBHOOK_TIMEOUT_MS: '5000',
        WEBHOOK_RECLAIM_AFTER_MS: '6000',
        WEBHOOK_RETRY_BASE_MS: '100',
      },
    });
    const app = await startApplication(config);
    running.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'izlazak-mail-'));
  });

  afterAll(async () => {
    for (const app of running) await app.close().catch(() => undefined);
    await database.drop();
    fs.rmSync(mailDir, { recursive: true, force: true });
  });

  it('delivers the event after the process that was sending it died', async () => {
    let firstRequestSeen = false;
    const receiver = await webhookReceiver(() => {
      if (firstRequestSeen) return 200;
      firstRequestSeen = true;
      return 'hang';
    });
    try {
      const first = await start(await freePort());
      const api = apiClient(first.url);
      const adminToken = await api.login(TEST_ADMIN.email, TEST_ADMIN.password);
      const venue = await createVenue(api, adminToken, 'Klub Pad');
      const manager = await api.login(venue.managerEmail, MANAGER_PASSWORD);
      const table = (await api.post('/api/club/table', { name: 'Sto 1', maxPersons: 6 }, manager)).body._id;
      const key = (await api.post('/api/integrations/keys', { name: 'POS', clubId: venue.id }, manager)).body;
      const hook = (await api.post('/api/integrations/webhooks', { url: receiver.url, types: ['reservation.placed'], keyId: key._id }, manager)).body;
      const reservationId = await placeReservation(api, guestBody(venue.id, table, nightInDays(12), 1));

      await waitUntil(() => receiver.received.length === 1, 15_000, 'the first POST in flight');
      const eventId = JSON.parse(receiver.received[0].body).id;
      await first.close();
      running.splice(running.indexOf(first), 1);

      const second = await start(await freePort());
      const again = apiClient(second.url);
      await waitUntil(() => receiver.accepted().includes(eventId), 30_000, 'the delivery after the restart');
      expect(receiver.received.map((delivery) => JSON.parse(delivery.body).id)).toEqual([eventId, eventId]);
      expect(JSON.parse(receiver.received[1].body).data.reservation.reservationId).toBe(reservationId);

      const managerAgain = await again.login(venue.managerEmail, MANAGER_PASSWORD);
      await waitUntil(async () => (await again.get(`/api/integrations/webhooks/${hook._id}/deliveries`, managerAgain)).body[0]?.status === 'delivered', 5_000, 'the log');
      const [delivery] = (await again.get(`/api/integrations/webhooks/${hook._id}/deliveries`, managerAgain)).body;
      // The killed attempt left no result; the attempt that took over is the one recorded.
      expect(delivery.attempts.map((attempt: { statusCode: number }) => attempt.statusCode)).toEqual([200]);
    } finally {
      await receiver.close();
    }
  });
});
