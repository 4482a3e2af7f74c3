import Redis from 'ioredis';
import type { LiveReservationChange, ReservationView } from '@izlazak/contracts';
import { readModelsCaughtUp, startAppWithAdmin, startTestApp, type TestApp } from '../support/app';
import { apiClient } from '../support/http';
import { LiveClient, connectLive } from '../support/live-client';
import { MANAGER_PASSWORD, createVenue, registerAccount, type Api } from './venues-fixtures';

const describeWithRedis = process.env.REDIS_URL || process.env.CI === 'true' ? describe : describe.skip;

async function until(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A night `days` from now, as the form sends it; the venues here keep no hours, so every night is open. */
const nightIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Venue {
  clubId: string;
  managerToken: string;
  tableId: string;
}

async function venueWithTable(api: Api, adminToken: string, name: string): Promise<Venue> {
  const venue = await createVenue(api, adminToken, name);
  const managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
  const table = await api.post('/api/club/table', { name: 'Sto 1', maxPersons: 6 }, managerToken);
  expect(table.status).toBe(201);
  return { clubId: venue.id, managerToken, tableId: table.body._id };
}

let nextNight = 1;
async function place(api: Api, venue: Venue, token?: string, email = 'gost@live.test') {
  const placed = await api.post(
    '/api/reservations',
    { clubId: venue.clubId, tableId: venue.tableId, date: nightIn(nextNight++), persons: 2, firstName: 'Ana', lastName: 'Uživo', phone: '+381 64 123 4567', email },
    token,
  );
  expect(placed.status).toBe(201);
  return placed.body as { _id: string; version: number };
}

describe('Reservations live', () => {
  let app: TestApp;
  let api: Api;
  let adminToken: string;
  let venue: Venue;
  let otherVenue: Venue;
  const clients: LiveClient[] = [];
  const live = async (token: string | null, since: string | null = null, baseUrl = app.baseUrl) => {
    const client = await connectLive(baseUrl, token, since);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    ({ app, api, adminToken } = await startAppWithAdmin({ env: { RATE_LIMIT_PER_WINDOW: '0' } }));
    venue = await venueWithTable(api, adminToken, 'Klub Uživo');
    otherVenue = await venueWithTable(api, adminToken, 'Klub Drugde');
  });

  afterEach(() => clients.splice(0).forEach((client) => client.close()));
  afterAll(() => app.stop());

  it('refuses a connection without a valid session', async () => {
    await expect(connectLive(app.baseUrl, null)).rejects.toThrow('Morate se prijaviti');
    await expect(connectLive(app.baseUrl, 'not-a-token')).rejects.toThrow('Morate se prijaviti');
  });

  it("pushes a placement to its venue's manager and to admins, not to another venue's manager", async () => {
    const manager = await live(venue.managerToken);
    const otherManager = await live(otherVenue.managerToken);
    const admin = await live(adminToken);

    const placed = await place(api, venue);
    const push = await manager.pushOf(placed._id);
    expect(push).toMatchObject({ type: 'reservation', version: 1, deleted: false, reservation: { _id: placed._id, clubId: venue.clubId, status: 'Pending', persons: 2 } });
    expect(push.position).toMatch(/^\d+\/\d+$/);
    expect((await admin.pushOf(placed._id)).position).toBe(push.position);

    // Pushes leave in feed order: once the later one of the other venue arrives, the first would have too.
    const theirs = await place(api, otherVenue);
    await otherManager.pushOf(theirs._id);
    expect(otherManager.changesOf(placed._id)).toEqual([]);
    expect(manager.changesOf(theirs._id)).toEqual([]);
  });

  it('pushes a signed-in guest their own reservation, and nobody else theirs', async () => {
    await registerAccount(app, 'user', 'ana@live.test');
    await registerAccount(app, 'user', 'bojan@live.test');
    const anaToken = await api.login('ana@live.test', 'lozinka123');
    const bojanToken = await api.login('bojan@live.test', 'lozinka123');
    const ana = await live(anaToken);
    const bojan = await live(bojanToken);

    const anas = await place(api, venue, anaToken, 'ana@live.test');
    expect((await ana.pushOf(anas._id)).reservation.email).toBe('ana@live.test');
    const bojans = await place(api, otherVenue, bojanToken, 'bojan@live.test');
    await bojan.pushOf(bojans._id);
    expect(bojan.changesOf(anas._id)).toEqual([]);
    expect(ana.changesOf(bojans._id)).toEqual([]);
  });

  it('closes the live connection of a revoked session: at logout, and for the other sessions at a password change', async () => {
    const created = await createVenue(api, adminToken, 'Klub Odjava');
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => api.login(created.managerEmail, MANAGER_PASSWORD)));
    const table = await api.post('/api/club/table', { name: 'Sto 1', maxPersons: 6 }, first);
    const ownVenue: Venue = { clubId: created.id, managerToken: first, tableId: table.body._id };
    const [loggingOut, changingPassword, other] = [await live(first), await live(second), await live(third)];
    const closed = (client: LiveClient) => until(() => !client.connected);

    expect((await api.get('/api/auth/logout', first)).status).toBe(200);
    await closed(loggingOut);
    expect([changingPassword.connected, other.connected]).toEqual([true, true]);

    const changed = await api.put('/api/user/profile', { password: 'nova-lozinka-1', confirmPassword: 'nova-lozinka-1', currentPassword: MANAGER_PASSWORD }, second);
    expect(changed.status).toBe(200);
    await closed(other);
    expect(changingPassword.connected).toBe(true);

    const placed = await place(api, ownVenue);
    await changingPassword.pushOf(placed._id);
    expect([loggingOut.changesOf(placed._id), other.changesOf(placed._id)]).toEqual([[], []]);
    await expect(connectLive(app.baseUrl, third)).rejects.toThrow('Morate se prijaviti');
  });

  it('pushes a placement, a status change, an edit and a deletion, each with a newer version', async () => {
    const manager = await live(venue.managerToken);
    const placed = await place(api, venue);

    expect((await api.put(`/api/reservations/${placed._id}`, { status: 'Complete', version: 1 }, venue.managerToken)).status).toBe(200);
    expect((await api.put(`/api/reservations/${placed._id}`, { persons: 5 }, venue.managerToken)).status).toBe(200);
    expect((await api.delete(`/api/reservations/${placed._id}`, venue.managerToken)).status).toBe(200);

    await manager.next((m) => m.type === 'reservation' && m.reservation._id === placed._id && m.deleted);
    const changes = manager.changesOf(placed._id);
    // A push carries the row as it is when pushed: the placement's may already show the confirmation,
    // and then the confirmation's push shows the same version again. Versions never go back.
    expect(changes[0].version).toBeLessThanOrEqual(2);
    expect(changes.every((c, i) => i === 0 || c.version >= changes[i - 1].version)).toBe(true);
    const eachVersionOnce = changes.filter((c, i) => i === 0 || c.version !== changes[i - 1].version);
    expect(eachVersionOnce.filter((c) => c.version >= 2).map((c) => [c.version, c.reservation.status, c.reservation.persons, c.deleted])).toEqual([
      [2, 'Complete', 2, false],
      [3, 'Complete', 5, false],
      [4, 'Complete', 5, true],
    ]);
    expect(ascending(changes)).toBe(true);
  });

  it('sends a client that reconnects with its position the 5 reservations placed while it was away', async () => {
    const before = await live(venue.managerToken);
    const since = before.since!;
    expect(since).toMatch(/^\d+\/\d+$/);
    before.close();

    const placed = [];
    for (let i = 0; i < 5; i++) placed.push(await place(api, venue));
    const unrelated = await place(api, otherVenue);
    // The guests' answers come as soon as their reservations are stored; the dashboard comes back later, once the feed shows them.
    expect(await readModelsCaughtUp(app)).toBe(true);

    const replayed = await changesUntilSynced(await live(venue.managerToken, since));
    expect(sortedIds(replayed)).toEqual(sortedIds(placed));
    expect(sortedIds(replayed)).not.toContain(unrelated._id);
  });

  /** Staff of `venue` moved by the admin to `otherVenue`, their dashboard connected to `baseUrl` all along. */
  async function moveStaffAcross(email: string, baseUrl = app.baseUrl) {
    const staff = await registerAccount(app, 'staff', email, venue.clubId);
    const staffToken = await api.login(staff.email, staff.password);
    const dashboard = await live(staffToken, null, baseUrl);
    await dashboard.pushOf((await place(api, venue))._id);

    const staffId = (await api.get('/api/auth/me', staffToken)).body._id;
    expect((await api.put(`/api/user/${staffId}`, { clubId: otherVenue.clubId }, adminToken)).status).toBe(200);
    await dashboard.next((m) => m.type === 'refetch');
    const atOldVenue = await place(api, venue);
    await dashboard.pushOf((await place(api, otherVenue))._id);
    // Pushes go out in feed order: the old venue's, placed first, would have come by now.
    expect(dashboard.changesOf(atOldVenue._id)).toEqual([]);
  }

  it("moves the dashboard of staff moved to another venue to that venue's pushes at once, and has it reload its lists", async () => {
    await moveStaffAcross('premesten@live.test');
  });

  it('asks a client that cannot be resumed to reload its lists', async () => {
    const client = await live(venue.managerToken, 'not-a-position');
    expect(client.messages[0]).toMatchObject({ type: 'refetch', position: expect.stringMatching(/^\d+\/\d+$/) });
  });

  describeWithRedis('with two processes sharing Redis', () => {
    let second: TestApp;

    beforeAll(async () => {
      // The second process only serves: the feed's followers (and so the pushes) run in the first.
      second = await startTestApp({ sameDatabaseAs: app, env: { RUN_PROJECTIONS: 'false', RATE_LIMIT_PER_WINDOW: '0' } });
    });
    afterAll(() => second?.stop());

    it('delivers a reservation placed through either process to a dashboard connected to the other', async () => {
      const secondApi = apiClient(second.baseUrl);
      const onSecond = await live(venue.managerToken, null, second.baseUrl);
      const onFirst = await live(venue.managerToken);

      const throughFirst = await place(api, venue);
      const throughSecond = await place(secondApi, venue);
      expect((await onSecond.pushOf(throughFirst._id)).version).toBe(1);
      expect((await onSecond.pushOf(throughSecond._id)).version).toBe(1);
      expect((await onFirst.pushOf(throughSecond._id)).version).toBe(1);
    });

    it('closes a connection to one process when its session is revoked through the other', async () => {
      const created = await createVenue(api, adminToken, 'Klub Dva Procesa');
      const token = await api.login(created.managerEmail, MANAGER_PASSWORD);
      const onSecond = await live(token, null, second.baseUrl);
      expect((await api.get('/api/auth/logout', token)).status).toBe(200);
      await until(() => !onSecond.connected);
    });

    it('moves the dashboard of staff moved through one process, connected to the other, to the new venue', async () => {
      await moveStaffAcross('premesten-drugi@live.test', second.baseUrl);
    });

    it('replays the 5 reservations placed through one process to a client reconnecting to the other', async () => {
      const before = await live(venue.managerToken, null, second.baseUrl);
      const since = before.since!;
      before.close();

      const placed = [];
      for (let i = 0; i < 5; i++) placed.push(await place(api, venue));
      // The guest's answer comes as soon as the reservation is stored; the dashboard comes back later, once the feed shows it.
      expect(await readModelsCaughtUp(app)).toBe(true);

      const replayed = await changesUntilSynced(await live(venue.managerToken, since, second.baseUrl));
      expect(sortedIds(replayed)).toEqual(sortedIds(placed));
    });

    it('has a client resume after its process lost its Redis subscription, so what was pushed meanwhile still arrives', async () => {
      const client = await live(venue.managerToken, null, second.baseUrl);
      const redis = new Redis(process.env.REDIS_URL!);
      try {
        // Both processes share a database, so both name their subscriber alike: drop them all.
        const database = new URL(second.databaseUrl).pathname.slice(1);
        const subscribers = ((await redis.client('LIST')) as string)
          .split('\n')
          .filter((line) => line.includes(`name=izlazak:${database}:live-subscriber`))
          .map((line) => /id=(\d+)/.exec(line)![1]);
        expect(subscribers.length).toBeGreaterThan(0);
        for (const id of subscribers) await redis.client('KILL', 'ID', id);
        const placed = [];
        for (let i = 0; i < 3; i++) placed.push(await place(api, venue));

        await client.next((m) => m.type === 'resync');
        for (const reservation of placed) await client.pushOf(reservation._id);
      } finally {
        await redis.quit();
      }
    });
  });
});

/** The reservations a resuming client is sent before `synced`. */
async function changesUntilSynced(client: LiveClient): Promise<ReservationView[]> {
  const synced = await client.next((m) => m.type === 'synced');
  const resumed = client.messages.slice(0, client.messages.indexOf(synced));
  return resumed.filter((m): m is LiveReservationChange => m.type === 'reservation').map((m) => m.reservation);
}

/** Ids in order of id: a change the reactor pushes live while the replay is being read can come before the replayed ones. */
const sortedIds = (reservations: { _id: string }[]) => reservations.map((reservation) => reservation._id).sort();

function ascending(changes: LiveReservationChange[]): boolean {
  const keys = changes.map((c) => c.position.split('/').map(BigInt));
  return keys.every((key, i) => i === 0 || key[0] > keys[i - 1][0] || (key[0] === keys[i - 1][0] && key[1] > keys[i - 1][1]));
}
