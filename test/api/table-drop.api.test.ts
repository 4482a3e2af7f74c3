import { RESERVATION_MESSAGES, say } from '@izlazak/contracts';
import { startTestApp, TEST_ADMIN, type TestApp } from '../support/app';
import { apiClient } from '../support/http';
import { connectLive, type LiveClient } from '../support/live-client';
import { bookableVenue } from '../support/venues';
import { MANAGER_PASSWORD } from './venues-fixtures';

const describeWithRedis = process.env.REDIS_URL || process.env.CI === 'true' ? describe : describe.skip;

const TABLES = 100;
const GUESTS = 2000;
const AT_ONCE = 200;

/** New Year's Eve of this year: a night that is never over before it starts. */
const newYearsEve = () => `${new Date().getFullYear()}-12-31`;

interface Answer {
  status: number;
  message?: string;
  tableId: string;
  reservationId?: string;
}

/** Guest i tries process i % 2, on a table of their own choosing among the released ones. */
async function tableDrop(baseUrls: string[], clubId: string, tableIds: string[], night: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < GUESTS) {
        const guest = next++;
        const tableId = tableIds[Math.floor(Math.random() * tableIds.length)];
        const response = await fetch(`${baseUrls[guest % baseUrls.length]}/api/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            clubId,
            tableId,
            date: night,
            persons: 4,
            firstName: 'Gost',
            lastName: `Dočeka ${guest}`,
            phone: '+381 60 1234567',
            email: `docek${guest}@gost.test`,
          }),
        });
        const body = await response.json();
        answers.push({ status: response.status, message: body.message, tableId, reservationId: body._id });
      }
    }),
  );
  return answers;
}

/** The distinct reservations of the venue a dashboard has been pushed. */
function placedSeenBy(client: LiveClient, clubId: string): Set<string> {
  return new Set(client.messages.flatMap((m) => (m.type === 'reservation' && m.reservation.clubId === clubId ? [m.reservation._id] : [])));
}

async function untilSeen(client: LiveClient, clubId: string, count: number, timeoutMs = 30_000): Promise<Set<string>> {
  const deadline = Date.now() + timeoutMs;
  while (placedSeenBy(client, clubId).size < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return placedSeenBy(client, clubId);
}

describeWithRedis("a New Year's Eve table drop across two API processes on one database and Redis", () => {
  let first: TestApp;
  let second: TestApp;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    first = await startTestApp({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
    second = await startTestApp({ sameDatabaseAs: first, env: { RUN_PROJECTIONS: 'false', RATE_LIMIT_PER_WINDOW: '0' } });
  }, 120_000);
  afterAll(async () => {
    for (const client of clients) client.close();
    await second?.stop();
    await first?.stop();
  });

  it('2,000 guests at once for 100 tables: exactly 100 win, every other guest hears the table is taken, both dashboards see all 100', async () => {
    const api = apiClient(first.baseUrl);
    const adminToken = await api.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const tables = Array.from({ length: TABLES }, (_, i) => ({ name: `Separe ${i + 1}`, maxPersons: 6 }));
    const venue = await bookableVenue(api, adminToken, 'Klub Doček', tables);
    const managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    clients.push(await connectLive(first.baseUrl, managerToken), await connectLive(second.baseUrl, managerToken));

    const answers = await tableDrop([first.baseUrl, second.baseUrl], venue.id, venue.tableIds, newYearsEve());

    const winners = answers.filter((answer) => answer.status === 201);
    const others = answers.filter((answer) => answer.status !== 201);
    expect(answers).toHaveLength(GUESTS);
    expect(winners).toHaveLength(TABLES);
    expect(new Set(winners.map((winner) => winner.tableId)).size).toBe(TABLES);
    expect(others.filter((answer) => answer.status !== 409 || answer.message !== say(RESERVATION_MESSAGES.tableTaken))).toEqual([]);

    const listed = await api.get('/api/reservations?all=true&size=100', managerToken);
    expect(listed.status).toBe(200);
    expect(listed.body.paginationData.total_records).toBe(TABLES);

    const winnerIds = new Set(winners.map((winner) => winner.reservationId));
    for (const client of clients) expect(await untilSeen(client, venue.id, TABLES)).toEqual(winnerIds);
  }, 240_000);

  it("shows a guest's table as taken on the very next look at the venue's tables, whichever process answers (their cached lists move with the append)", async () => {
    const api = apiClient(first.baseUrl);
    const adminToken = await api.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const venue = await bookableVenue(api, adminToken, 'Klub Dva Stola', [
      { name: 'Separe A', maxPersons: 6 },
      { name: 'Separe B', maxPersons: 6 },
    ]);
    const [tableA, tableB] = venue.tableIds;
    const night = newYearsEve();
    const freeTables = async (baseUrl: string) => {
      const answer = await fetch(`${baseUrl}/api/club/allTables/${venue.id}?date=${night}&page=1&size=12`);
      const body = (await answer.json()) as { data: Array<{ _id: string; free?: boolean }> };
      return body.data
        .filter((table) => table.free)
        .map((table) => table._id)
        .sort();
    };
    const place = (baseUrl: string, tableId: string) =>
      fetch(`${baseUrl}/api/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clubId: venue.id, tableId, date: night, persons: 2, firstName: 'Mila', lastName: 'Gost', phone: '+381 60 7654321', email: 'mila@gost.test' }),
      });
    for (const baseUrl of [first.baseUrl, second.baseUrl, first.baseUrl, second.baseUrl]) expect(await freeTables(baseUrl)).toEqual([tableA, tableB].sort());

    expect((await place(first.baseUrl, tableA)).status).toBe(201);
    expect(await freeTables(first.baseUrl)).toEqual([tableB]);
    expect(await freeTables(second.baseUrl)).toEqual([tableB]);

    expect((await place(second.baseUrl, tableB)).status).toBe(201);
    expect(await freeTables(first.baseUrl)).toEqual([]);
    expect(await freeTables(second.baseUrl)).toEqual([]);
  }, 60_000);
});
