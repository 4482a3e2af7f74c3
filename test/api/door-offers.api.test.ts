import { check, doorNightView, type DoorNightView, type WaitlistView } from '@izlazak/contracts';
import { tonight } from '../../backend/src/modules/events/domain/venue-night';
import { ScheduledCommands } from '../../backend/src/platform/scheduling/scheduled-commands';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { staffedVenue } from '../support/venues';

const OFFER_MINUTES = 15;
const displayed = (night: string) => night.split('-').reverse().join('.');
const belgradeTime = (iso: string) =>
  new Intl.DateTimeFormat('sr-Latn-RS', { timeZone: 'Europe/Belgrade', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/**
 * The door and the waitlist, by the real clock: a table offered to the first guest in line is held
 * for them until the offer runs out, so the door's list (what the screen keeps for a night without
 * signal) never names it free; once the offer ends unclaimed, it is free again.
 */
describe("The door: tables held by the waitlist's offers", () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string, managerToken: string, staffToken: string, tables: Record<string, string>;
  const night = tonight(new Date());
  const scheduler = () => app.running.app.get(ScheduledCommands);

  beforeAll(async () => {
    ({ clubId, managerToken, staffToken, tables } = await staffedVenue(app, {
      name: 'Klub Ponuda',
      openEveryNight: true,
      tables: [
        { name: 'Sto 1', maxPersons: 4 },
        { name: 'Sto 2', maxPersons: 4 },
        { name: 'Separe', maxPersons: 8 },
      ],
      staffEmail: 'vrata@ponuda.test',
    }));
  });

  const door = async () => {
    const answer = await api.get('/api/door/tonight', staffToken);
    expect(answer.status).toBe(200);
    expect(check(answer.body, doorNightView).errors ?? 'as documented').toBe('as documented');
    return answer.body as DoorNightView;
  };
  const freeNames = async () => (await door()).freeTables.map((table) => table.name);
  /** Until the waitlist's runs the events so far scheduled (its planner, a reactor) have run. */
  const settled = async () => {
    expect(await readModelsCaughtUp(app, 20_000)).toBe(true);
    expect(await readModelsCaughtUp(app, 20_000, ['waitlist-planner'])).toBe(true);
    await scheduler().runDue();
    expect(await readModelsCaughtUp(app, 20_000)).toBe(true);
  };
  /** A party of six joins tonight's list: only the Separe seats them, and it is offered to them at once. */
  const offeredTheSepare = async (firstName: string) => {
    const joined = await api.post('/api/waitlist', {
      clubId,
      night: displayed(night),
      persons: 6,
      firstName,
      lastName: 'Čeka',
      phone: '064 555 1234',
      email: `${firstName.toLowerCase()}@lista.test`,
    });
    expect(joined.status).toBe(201);
    await settled();
    const list = (await api.get(`/api/waitlist?clubId=${clubId}&night=${night}`, managerToken)).body as WaitlistView;
    const entry = list.entries.find((candidate) => candidate._id === joined.body._id)!;
    expect(entry).toMatchObject({ state: 'offered', tableName: 'Separe' });
    return entry;
  };

  it('lists the offered table as held until the offer runs out, not free, and refuses a walk-in there naming the offer; free again once it ran out', async () => {
    expect(await freeNames()).toEqual(['Separe', 'Sto 1', 'Sto 2']);
    expect((await door()).offeredTables).toEqual([]);

    const ana = await offeredTheSepare('Ana');
    const listed = await door();
    expect(listed.freeTables.map((table) => table.name)).toEqual(['Sto 1', 'Sto 2']);
    expect(listed.offeredTables).toEqual([{ tableId: tables['Separe'], tableName: 'Separe', until: ana.offeredUntil }]);

    const walkIn = await api.post('/api/reservations', { walkIn: true, clubId, tableId: tables['Separe'], firstName: 'Gost sa ulaza', persons: 5 }, staffToken);
    expect(walkIn.status).toBe(409);
    expect(walkIn.body.message).toBe(`Separe je ponuđen gostu sa liste čekanja do ${belgradeTime(ana.offeredUntil!)}`);

    // Ana never claims it: the scheduled expiry ends the offer, and nobody else waits for a table of six.
    expect(await scheduler().runDue(new Date(Date.now() + (OFFER_MINUTES + 1) * 60_000))).toBeGreaterThanOrEqual(1);
    await settled();
    const after = await door();
    expect(after.freeTables.map((table) => table.name)).toEqual(['Separe', 'Sto 1', 'Sto 2']);
    expect(after.offeredTables).toEqual([]);
  });

  it('frees the table when the venue withdraws the offer (the guest taken off the list), and a walk-in takes it', async () => {
    const boris = await offeredTheSepare('Boris');
    expect(await freeNames()).toEqual(['Sto 1', 'Sto 2']);
    expect((await door()).offeredTables.map((offer) => offer.tableName)).toEqual(['Separe']);

    const removed = await api.request('DELETE', `/api/waitlist/${boris._id}`, { token: managerToken, body: { version: boris.version } });
    expect(removed.status).toBe(200);
    await settled();
    expect(await freeNames()).toEqual(['Separe', 'Sto 1', 'Sto 2']);
    expect((await door()).offeredTables).toEqual([]);

    const walkIn = await api.post('/api/reservations', { walkIn: true, clubId, tableId: tables['Separe'], firstName: 'Gost sa ulaza', persons: 5 }, staffToken);
    expect([walkIn.status, walkIn.body.tableName]).toEqual([201, 'Separe']);
    expect(await freeNames()).toEqual(['Sto 1', 'Sto 2']);
  });
});
