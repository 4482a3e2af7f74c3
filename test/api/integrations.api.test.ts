import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PublicEvent } from '@izlazak/contracts';
import { signatureHeader, verifySignature } from '../../backend/src/modules/integrations/domain/webhook-signature';
import { startAppWithAdmin, type TestApp } from '../support/app';
import { readMails } from '../support/mailbox';
import { MANAGER_PASSWORD, createVenue, registerAccount, type Api } from './venues-fixtures';
import { guestBody, isAfter, nightInDays, placeReservation, sseClient, waitUntil, webhookReceiver } from './integrations-support';

const REPO = path.resolve(__dirname, '..', '..');

describe('Integrations API: keys, feed, stream and webhooks', () => {
  let app: TestApp;
  let api: Api;
  let adminToken: string;
  let managerA: string;
  let managerB: string;
  let userToken: string;
  let venueA: string;
  let venueB: string;
  const tablesA: string[] = [];
  let tableB: string;
  let keyA: { _id: string; key: string };
  let keyB: { _id: string; key: string };
  let keyAll: { _id: string; key: string };
  let nightOffset = 10;
  let guestNumber = 0;

  /** A reservation on a table and night nobody holds yet. */
  const placeInA = (table = tablesA[0]) => placeReservation(api, guestBody(venueA, table, nightInDays(nightOffset++), guestNumber++));
  const placeInB = () => placeReservation(api, guestBody(venueB, tableB, nightInDays(nightOffset++), guestNumber++));

  const readFeed = async (key: string, query = ''): Promise<{ events: PublicEvent[]; next: string | null }> => {
    const page = await api.request('GET', `/api/integrations/feed${query}`, { token: key });
    expect(page.status).toBe(200);
    return page.body;
  };

  const readWholeFeed = async (key: string, query = '') => {
    const events: PublicEvent[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await readFeed(key, `?limit=500${query}${after ? `&after=${after}` : ''}`);
      events.push(...page.events);
      if (page.next === after || page.events.length === 0) return events;
      after = page.next;
    }
  };

  beforeAll(async () => {
    ({ app, api, adminToken } = await startAppWithAdmin({
      env: {
        RATE_LIMIT_PER_WINDOW: '0',
        WEBHOOKS_ALLOW_LOOPBACK: 'true',
        WEBHOOK_RETRY_BASE_MS: '100',
        WEBHOOK_RETRY_MAX_MS: '400',
        WEBHOOK_RETRY_WINDOW_MS: '4000',
        WEBHOOK_TIMEOUT_MS: '2000',
        INTEGRATIONS_SSE_HEARTBEAT_MS: '300',
      },
    }));
    const a = await createVenue(api, adminToken, 'Klub Integracija');
    const b = await createVenue(api, adminToken, 'Klub Drugi Integracija');
    venueA = a.id;
    venueB = b.id;
    managerA = await api.login(a.managerEmail, MANAGER_PASSWORD);
    managerB = await api.login(b.managerEmail, MANAGER_PASSWORD);
    for (let i = 1; i <= 4; i++) tablesA.push((await api.post('/api/club/table', { name: `Sto ${i}`, maxPersons: 6 }, managerA)).body._id);
    tableB = (await api.post('/api/club/table', { name: 'Sto B', maxPersons: 6 }, managerB)).body._id;
    const user = await registerAccount(app, 'user', 'korisnik@integracije.test');
    userToken = await api.login(user.email, user.password);

    keyA = (await api.post('/api/integrations/keys', { name: 'POS A', clubId: venueA }, managerA)).body;
    keyB = (await api.post('/api/integrations/keys', { name: 'POS B', clubId: venueB }, managerB)).body;
    keyAll = (await api.post('/api/integrations/keys', { name: 'Analitika', clubId: null }, adminToken)).body;
  });

  afterAll(() => app.stop());

  describe('keys', () => {
    it('shows a new key once, keeps only its beginning, and lets a manager see only their venue’s keys', async () => {
      expect(keyA.key).toMatch(/^izk_[A-Za-z0-9_-]{43}$/);
      const mine = await api.get('/api/integrations/keys', managerA);
      expect(mine.status).toBe(200);
      expect(mine.body.map((key: { _id: string }) => key._id)).toEqual([keyA._id]);
      expect(mine.body[0]).toMatchObject({ name: 'POS A', clubId: venueA, revokedAt: null, prefix: keyA.key.slice(0, 10) });
      expect(JSON.stringify(mine.body)).not.toContain(keyA.key);
      const all = await api.get('/api/integrations/keys', adminToken);
      expect(all.body.map((key: { _id: string }) => key._id)).toEqual(expect.arrayContaining([keyA._id, keyB._id, keyAll._id]));
    });

    it('refuses anonymous callers (401), users (403), a manager’s key for another venue or all venues (403), and bad input (400)', async () => {
      expect((await api.post('/api/integrations/keys', { name: 'x', clubId: null })).status).toBe(401);
      expect((await api.get('/api/integrations/keys')).status).toBe(401);
      expect((await api.post('/api/integrations/keys', { name: 'x', clubId: null }, userToken)).status).toBe(403);
      expect((await api.get('/api/integrations/webhooks', userToken)).status).toBe(403);
      expect((await api.delete(`/api/integrations/keys/${keyA._id}`, userToken)).status).toBe(403);
      expect((await api.post('/api/integrations/keys', { name: 'x', clubId: venueB }, managerA)).status).toBe(403);
      expect((await api.post('/api/integrations/keys', { name: 'x', clubId: null }, managerA)).status).toBe(403);
      expect((await api.delete(`/api/integrations/keys/${keyB._id}`, managerA)).status).toBe(404);

      const blank = await api.post('/api/integrations/keys', { name: '  ', clubId: null }, adminToken);
      expect(blank.status).toBe(400);
      expect(blank.body).toMatchObject({ field: 'name', message: 'Naziv ključa je obavezno polje' });
      expect((await api.post('/api/integrations/keys', { name: 'x' }, adminToken)).body.field).toBe('clubId');
      expect((await api.post('/api/integrations/keys', { name: 'x', clubId: 'nema-ga' }, adminToken)).status).toBe(404);
    });

    it('lets only an API key read the feed: no key, a session token or an unknown key is 401', async () => {
      expect((await api.get('/api/integrations/feed')).status).toBe(401);
      expect((await api.get('/api/integrations/feed', adminToken)).status).toBe(401);
      const unknown = await api.get(`/api/integrations/feed`, `izk_${'A'.repeat(43)}`);
      expect(unknown.status).toBe(401);
      expect(unknown.body.message).toBe('API ključ nije ispravan ili je opozvan');
      // A key is read-only: it opens no dashboard endpoint.
      expect((await api.get('/api/integrations/keys', keyAll.key)).status).toBe(401);
    });

    it('answers bad feed queries with 400 naming the field', async () => {
      expect((await api.get('/api/integrations/feed?after=abc', keyA.key)).body).toMatchObject({ statusCode: 400, field: 'after' });
      expect((await api.get('/api/integrations/feed?limit=0', keyA.key)).body).toMatchObject({ statusCode: 400, field: 'limit' });
      expect((await api.get('/api/integrations/feed?limit=501', keyA.key)).body).toMatchObject({ statusCode: 400, field: 'limit' });
      expect((await api.get('/api/integrations/feed?types=reservation.placed,nesto', keyA.key)).body).toMatchObject({ statusCode: 400, field: 'types' });
      const badResume = await api.request('GET', '/api/integrations/stream', { token: keyA.key, headers: { 'last-event-id': 'juce' } });
      expect(badResume.status).toBe(400);
    });
  });

  describe('feed', () => {
    it('a consumer paging while 200 reservations are placed sees each placement exactly once, in order', async () => {
      const startAt = (await readWholeFeed(keyA.key)).at(-1)?.position ?? null;
      const placedIds: string[] = [];
      let placing = true;
      const placements = (async () => {
        const workers = tablesA.map(async (table) => {
          for (let i = 0; i < 50; i++) placedIds.push(await placeReservation(api, guestBody(venueA, table, nightInDays(40 + i), guestNumber++)));
        });
        await Promise.all(workers);
        placing = false;
      })();

      const seen: PublicEvent[] = [];
      let after = startAt;
      while (placing || seen.filter((event) => event.type === 'reservation.placed').length < 200) {
        const page = await readFeed(keyA.key, `?limit=7&types=reservation.placed${after ? `&after=${after}` : ''}`);
        seen.push(...page.events);
        if (page.next) after = page.next;
        if (page.events.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
        if (!placing && seen.length > 400) break;
      }
      await placements;

      const ids = seen.map((event) => event.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (let i = 1; i < seen.length; i++) expect(isAfter(seen[i].position, seen[i - 1].position)).toBe(true);
      const reservationIds = seen.map((event) => (event.data as { reservation: { reservationId: string } }).reservation.reservationId);
      expect(reservationIds.sort()).toEqual([...placedIds].sort());
      expect(seen.every((event) => event.type === 'reservation.placed' && event.venueId === venueA && event.schemaVersion === 1)).toBe(true);
    });

    it('publishes the documented envelope, never the domain event, and lets a new integrator read from the beginning', async () => {
      const events = await readWholeFeed(keyAll.key);
      expect(events[0].type).toBe('venue.changed');
      const placed = events.find((event) => event.type === 'reservation.placed')!;
      expect(Object.keys(placed).sort()).toEqual(['data', 'id', 'occurredAt', 'position', 'schemaVersion', 'type', 'venueId']);
      expect(placed.data).toMatchObject({ reservation: { venueId: venueA, status: 'Pending', version: 1, guest: { email: expect.stringContaining('@integracije.test') } } });
      expect(JSON.stringify(placed)).not.toContain('venueEmail');
      expect(JSON.stringify(events)).not.toMatch(/"type":"Reservation|"type":"Venue/);
    });

    it('a key for venue A never sees venue B, and sees venue A’s guests', async () => {
      const reservationB = await placeInB();
      const reservationA = await placeInA();
      const feedA = await readWholeFeed(keyA.key);
      expect(feedA.every((event) => event.venueId === venueA)).toBe(true);
      expect(JSON.stringify(feedA)).not.toContain(reservationB);
      expect(JSON.stringify(feedA)).toContain(reservationA);
      const feedB = await readWholeFeed(keyB.key);
      expect(feedB.every((event) => event.venueId === venueB)).toBe(true);
      expect(JSON.stringify(feedB)).toContain(reservationB);
      const placedA = feedA.find((event) => event.type === 'reservation.placed' && (event.data as any).reservation.reservationId === reservationA)!;
      expect((placedA.data as any).reservation.guest).toMatchObject({ phone: '+381 64 555 0000' });
    });

    it('maps a confirmation and a cancellation to their public types', async () => {
      const id = await placeInA();
      expect((await api.put(`/api/reservations/${id}`, { status: 'Complete' }, managerA)).status).toBe(200);
      expect((await api.put(`/api/reservations/${id}`, { status: 'Cancelled' }, managerA)).status).toBe(200);
      const events = (await readWholeFeed(keyA.key, '&types=reservation.confirmed,reservation.cancelled')).filter((event) => (event.data as any).reservation.reservationId === id);
      expect(events.map((event) => event.type)).toEqual(['reservation.confirmed', 'reservation.cancelled']);
      expect(events[1].data).toMatchObject({ cancelledBy: 'venue', reservation: { status: 'Cancelled' } });
    });
  });

  describe('stream', () => {
    it('an SSE client that drops and reconnects with Last-Event-ID misses nothing and sees nothing twice', async () => {
      const before = await readWholeFeed(keyA.key);
      const first = sseClient(app.baseUrl, keyA.key, { query: `?after=${before.at(-1)!.position}` });
      const expected: string[] = [];
      for (let i = 0; i < 3; i++) expected.push(await placeInA(tablesA[1]));
      await waitUntil(() => first.events.length >= 3, 10_000, 'the first three');
      expect(first.status).toBe(200);
      await first.drop();
      for (let i = 0; i < 4; i++) expected.push(await placeInA(tablesA[1]));
      const second = sseClient(app.baseUrl, keyA.key, { lastEventId: first.lastId });
      for (let i = 0; i < 3; i++) expected.push(await placeInA(tablesA[1]));
      const received = () => [...first.events, ...second.events].filter((event) => event.type === 'reservation.placed');
      await waitUntil(() => received().length >= 10, 15_000, 'all ten placements');
      await waitUntil(() => second.heartbeats > 0, 5_000, 'a heartbeat');
      await second.drop();
      const ids = received().map((event) => (event.data as any).reservation.reservationId);
      expect(ids).toEqual(expected);
      expect(new Set(received().map((event) => event.id)).size).toBe(10);
    });

    it('a key for venue A streams nothing of venue B', async () => {
      const stream = sseClient(app.baseUrl, keyA.key);
      const idB = await placeInB();
      const idA = await placeInA();
      await waitUntil(() => JSON.stringify(stream.events).includes(idA), 10_000, 'the venue A placement');
      await stream.drop();
      expect(stream.events.every((event) => event.venueId === venueA)).toBe(true);
      expect(JSON.stringify(stream.events)).not.toContain(idB);
    });
  });

  describe('webhooks', () => {
    const register = (token: string, body: Record<string, unknown>) => api.post('/api/integrations/webhooks', body, token);

    it('refuses addresses that are not https, private, link-local or unresolvable, bad types and other venues’ keys', async () => {
      const bad = async (body: Record<string, unknown>, field: string, token = managerA) => {
        const response = await register(token, { url: 'https://primer.rs/x', types: ['reservation.placed'], keyId: keyA._id, ...body });
        expect(response.status).toBe(400);
        expect(response.body.field).toBe(field);
        return response.body.message as string;
      };
      await bad({ url: 'ftp://primer.rs/x' }, 'url');
      await bad({ url: 'nije adresa' }, 'url');
      expect(await bad({ url: 'https://10.1.2.3/x' }, 'url')).toBe('Adresa webhook-a nije dozvoljena (privatna, lokalna ili link-local adresa)');
      await bad({ url: 'https://192.168.1.10/x' }, 'url');
      await bad({ url: 'https://169.254.169.254/latest/meta-data' }, 'url');
      await bad({ url: 'https://[fe80::1]/x' }, 'url');
      await bad({ url: 'http://8.8.8.8/x' }, 'url'); // plain http only to loopback
      await bad({ url: 'https://ne-postoji.invalid/x' }, 'url');
      await bad({ types: [] }, 'types');
      await bad({ types: ['reservation.exploded'] }, 'types');
      await bad({ keyId: '' }, 'keyId');
      expect((await register(managerA, { url: 'https://127.0.0.1/x', types: ['reservation.placed'], keyId: keyB._id })).status).toBe(404);
      expect((await register(userToken, { url: 'https://127.0.0.1/x', types: ['reservation.placed'], keyId: keyA._id })).status).toBe(403);
      expect((await api.post('/api/integrations/webhooks', { url: 'https://127.0.0.1/x', types: ['reservation.placed'], keyId: keyA._id })).status).toBe(401);
    });

    it('delivers every event, signed, to a receiver that answers 500 to the first attempts; venue B’s events never reach a venue A key’s hook', async () => {
      const failuresOf = new Map<string, number>();
      const receiver = await webhookReceiver(({ body }) => {
        const id = JSON.parse(body).id as string;
        const failures = failuresOf.get(id) ?? 0;
        failuresOf.set(id, failures + 1);
        return failures < 2 ? 500 : 200;
      });
      try {
        const created = await register(managerA, { url: receiver.url, types: ['reservation.placed', 'reservation.confirmed'], keyId: keyA._id });
        expect(created.status).toBe(201);
        expect(created.body.secret).toMatch(/^whsec_/);
        const { _id: webhookId, secret } = created.body;

        const placedA: string[] = [];
        for (let i = 0; i < 5; i++) placedA.push(await placeInA(tablesA[2]));
        const placedB = await placeInB();
        await api.put(`/api/reservations/${placedA[0]}`, { status: 'Complete' }, managerA);

        await waitUntil(() => new Set(receiver.accepted()).size >= 6, 20_000, 'six accepted deliveries');
        const bodies = receiver.received.filter((delivery) => delivery.answered === 200).map((delivery) => JSON.parse(delivery.body) as PublicEvent);
        const reservationIds = bodies.filter((event) => event.type === 'reservation.placed').map((event) => (event.data as any).reservation.reservationId);
        expect(reservationIds.sort()).toEqual([...placedA].sort());
        expect(bodies.some((event) => event.type === 'reservation.confirmed')).toBe(true);
        expect(JSON.stringify(receiver.received.map((delivery) => delivery.body))).not.toContain(placedB);
        expect(receiver.received.every((delivery) => JSON.parse(delivery.body).venueId === venueA)).toBe(true);

        // Every attempt carries the same event id and body, and a signature that verifies.
        for (const delivery of receiver.received) {
          const eventId = delivery.headers['izlazak-event-id'] as string;
          const header = delivery.headers['izlazak-signature'] as string;
          expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
          expect(eventId).toBe(JSON.parse(delivery.body).id);
          expect(verifySignature(header, secret, eventId, delivery.body, { nowSeconds: Date.now() / 1000, toleranceSeconds: 300 })).toBe(true);
          expect(verifySignature(header, 'whsec_pogresna', eventId, delivery.body, { nowSeconds: Date.now() / 1000, toleranceSeconds: 300 })).toBe(false);
          expect(verifySignature(header, secret, eventId, delivery.body.replace('"', ' "'), { nowSeconds: Date.now() / 1000, toleranceSeconds: 300 })).toBe(false);
          expect(verifySignature(header, secret, eventId, delivery.body, { nowSeconds: Date.now() / 1000 + 3600, toleranceSeconds: 300 })).toBe(false);
        }

        const log = await api.get(`/api/integrations/webhooks/${webhookId}/deliveries`, managerA);
        expect(log.status).toBe(200);
        await waitUntil(async () => (await api.get(`/api/integrations/webhooks/${webhookId}/deliveries`, managerA)).body.every((d: any) => d.status === 'delivered'), 5_000, 'every delivery settled');
        const settled = (await api.get(`/api/integrations/webhooks/${webhookId}/deliveries`, managerA)).body;
        expect(settled).toHaveLength(6);
        for (const delivery of settled) {
          expect(delivery.attempts.map((attempt: any) => attempt.statusCode)).toEqual([500, 500, 200]);
          expect(delivery.attempts[0]).toMatchObject({ responseExcerpt: 'odgovor 500', error: null, durationMs: expect.any(Number) });
        }
        expect((await api.get(`/api/integrations/webhooks/${webhookId}/deliveries`, managerB)).status).toBe(404);

        // Resend one: the receiver gets the same event id again (de-duplicated on its side).
        const resent = await api.post(`/api/integrations/webhooks/${webhookId}/redeliver`, { deliveryId: settled[0]._id }, managerA);
        expect(resent.status).toBe(202);
        expect(resent.body.queued).toBe(1);
        await waitUntil(() => receiver.accepted().filter((id) => id === settled[0].eventId).length === 2, 10_000, 'the resent delivery');
        expect((await api.post(`/api/integrations/webhooks/${webhookId}/redeliver`, {}, managerA)).status).toBe(400);
        expect((await api.post(`/api/integrations/webhooks/${webhookId}/redeliver`, { afterPosition: 'x' }, managerA)).status).toBe(400);
        expect((await api.delete(`/api/integrations/webhooks/${webhookId}`, managerA)).status).toBe(200);
      } finally {
        await receiver.close();
      }
    });

    it('signs with both secrets while a secret is rotated', async () => {
      const receiver = await webhookReceiver(() => 200);
      try {
        const { _id: webhookId, secret: oldSecret } = (await register(adminToken, { url: receiver.url, types: ['reservation.placed'], keyId: keyAll._id })).body;
        const rotated = await api.post(`/api/integrations/webhooks/${webhookId}/rotate-secret`, {}, adminToken);
        expect(rotated.status).toBe(200);
        await placeInA();
        await waitUntil(() => receiver.accepted().length >= 1, 10_000, 'a delivery');
        const [delivery] = receiver.received;
        const header = delivery.headers['izlazak-signature'] as string;
        expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
        const check = (secret: string) => verifySignature(header, secret, JSON.parse(delivery.body).id, delivery.body, { nowSeconds: Date.now() / 1000, toleranceSeconds: 300 });
        expect(check(rotated.body.secret)).toBe(true);
        expect(check(oldSecret)).toBe(true);
        // An all-venues admin key's hook carries guest contacts.
        expect(JSON.parse(delivery.body).data.reservation.guest.email).toContain('@integracije.test');
        await api.delete(`/api/integrations/webhooks/${webhookId}`, adminToken);
      } finally {
        await receiver.close();
      }
    });

    it('disables an endpoint that answers 410, and one that fails for the whole retry window, mailing its owner', async () => {
      const gone = await webhookReceiver(() => 410);
      const broken = await webhookReceiver(() => 503);
      try {
        const goneHook = (await register(managerA, { url: gone.url, types: ['reservation.placed'], keyId: keyA._id })).body._id;
        const brokenHook = (await register(managerA, { url: broken.url, types: ['reservation.placed'], keyId: keyA._id })).body._id;
        await placeInA();
        const statusOf = async (id: string) => (await api.get('/api/integrations/webhooks', managerA)).body.find((hook: any) => hook._id === id);
        await waitUntil(async () => (await statusOf(goneHook)).status === 'disabled', 10_000, 'the 410 endpoint disabled');
        expect(gone.received).toHaveLength(1);
        expect((await statusOf(goneHook)).disabledReason).toContain('410');

        await waitUntil(async () => (await statusOf(brokenHook)).status === 'disabled', 15_000, 'the failing endpoint disabled');
        expect(broken.received.length).toBeGreaterThan(2);
        await waitUntil(async () => (await readMails(app.mailDir)).some((mail) => mail.subject === 'Izlazak: webhook je isključen' && mail.text.includes(broken.url)), 10_000, 'the owner’s mail');

        // Disabled endpoints get nothing more; resending the failed ones turns the endpoint back on.
        const countBefore = gone.received.length;
        await placeInA();
        await new Promise((resolve) => setTimeout(resolve, 1000));
        expect(gone.received).toHaveLength(countBefore);
      } finally {
        await gone.close();
        await broken.close();
      }
    });

    it('a revoked key is refused at once, its stream closes and its webhooks stop', async () => {
      const revocable = (await api.post('/api/integrations/keys', { name: 'Privremeni', clubId: venueA }, managerA)).body;
      expect((await api.get('/api/integrations/feed?limit=1', revocable.key)).status).toBe(200);
      const stream = sseClient(app.baseUrl, revocable.key);
      await waitUntil(() => stream.status === 200, 5_000, 'the stream open');
      const receiver = await webhookReceiver(() => 200);
      try {
        const hook = (await register(managerA, { url: receiver.url, types: ['reservation.placed'], keyId: revocable._id })).body._id;
        const revoked = await api.delete(`/api/integrations/keys/${revocable._id}`, managerA);
        expect(revoked.status).toBe(200);
        expect(revoked.body.revokedAt).not.toBeNull();
        expect((await api.get('/api/integrations/feed?limit=1', revocable.key)).status).toBe(401);
        expect((await api.request('GET', '/api/integrations/stream', { token: revocable.key })).status).toBe(401);
        await waitUntil(() => stream.ended, 5_000, 'the stream closed');
        await placeInA();
        await new Promise((resolve) => setTimeout(resolve, 1000));
        expect(receiver.received).toHaveLength(0);
        const hooks = (await api.get('/api/integrations/webhooks', managerA)).body;
        expect(hooks.find((h: any) => h._id === hook)).toMatchObject({ status: 'disabled' });
        expect((await register(managerA, { url: receiver.url, types: ['reservation.placed'], keyId: revocable._id })).status).toBe(409);
      } finally {
        await stream.drop();
        await receiver.close();
      }
    });

    it('the Node receiver in docs/integrations.md verifies real deliveries and refuses forged or stale ones', async () => {
      const receiverFile = path.join(REPO, 'docs/examples/webhook-receiver.mjs');
      expect(fs.readFileSync(path.join(REPO, 'docs/integrations.md'), 'utf8')).toContain(fs.readFileSync(receiverFile, 'utf8').trim());
      const port = await freePort();
      const hook = (await register(managerA, { url: `http://127.0.0.1:${port}/hook`, types: ['reservation.placed'], keyId: keyA._id })).body;
      const lines: any[] = [];
      const receiver: ChildProcess = spawn(process.execPath, [receiverFile], { env: { ...process.env, WEBHOOK_SECRET: hook.secret, PORT: String(port) } });
      receiver.stdout!.on('data', (chunk: Buffer) => chunk.toString().split('\n').filter(Boolean).forEach((line) => lines.push(JSON.parse(line))));
      try {
        await waitUntil(() => lines.some((line) => line.listening), 10_000, 'the receiver listening');
        const id = await placeInA();
        await waitUntil(() => lines.some((line) => line.verified), 15_000, 'a verified delivery');
        const placed = (await readWholeFeed(keyA.key, '&types=reservation.placed')).find((event) => (event.data as any).reservation.reservationId === id)!;
        expect(lines.find((line) => line.verified)).toEqual({ verified: placed.id, type: 'reservation.placed', position: placed.position });
        await waitUntil(async () => (await api.get(`/api/integrations/webhooks/${hook._id}/deliveries`, managerA)).body[0]?.status === 'delivered', 5_000, 'the delivery logged');

        const body = JSON.stringify({ id: 'x' });
        const send = (signature: string) => fetch(`http://127.0.0.1:${port}/hook`, { method: 'POST', body, headers: { 'izlazak-event-id': 'x', 'izlazak-signature': signature } });
        const now = Math.floor(Date.now() / 1000);
        expect((await send(signatureHeader(['whsec_pogresna'], 'x', now, body))).status).toBe(400);
        expect((await send(signatureHeader([hook.secret], 'x', now - 3600, body))).status).toBe(400);
        expect((await send(signatureHeader([hook.secret], 'x', now, body))).status).toBe(200);
      } finally {
        receiver.kill();
        await api.delete(`/api/integrations/webhooks/${hook._id}`, managerA);
      }
    });
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
