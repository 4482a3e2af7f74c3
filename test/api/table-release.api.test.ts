import { addDays, belgradeWallClock, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { TableRelease } from '../../backend/src/modules/reservations/commands/door/table-release';
import { holdCutoff } from '../../backend/src/modules/reservations/domain/table-hold';
import { ScheduledCommands } from '../../backend/src/platform/scheduling/scheduled-commands';
import { NightClock } from '../../backend/src/platform/time/night-clock';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { readMails, waitForMail } from '../support/mailbox';
import { staffedVenue } from '../support/venues';
import { bracketFields, clubBody, sendForm } from './venues-fixtures';

/** Tomorrow's night by the real clock: always bookable, its cutoff always ahead. */
const NIGHT = addDays(nightOf(new Date()), 1);
const displayed = NIGHT.split('-').reverse().join('.');

describe("The night's hold cutoff: tables of guests who have not come are released", () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string, managerToken: string, staffToken: string, tables: Record<string, string>;
  const scheduler = () => app.running.app.get(ScheduledCommands);
  const releaseOf = (night: string) => scheduler().find({ stream: `venue-night-${clubId}-${night}`, purpose: 'table-release' });

  const place = async (tableName: string, email: string) => {
    const placed = await api.post('/api/reservations', {
      clubId,
      tableId: tables[tableName],
      date: displayed,
      persons: 4,
      firstName: 'Gost',
      lastName: tableName,
      phone: '060 123 4567',
      email,
    });
    expect(placed.status).toBe(201);
    return placed.body as { _id: string };
  };
  const statusOf = async (id: string) => (await api.get(`/api/reservations/${id}`, managerToken)).body.status;
  // Without the night's reminders (docs/reminders.md): the scheduler's runs counted here are the release's alone.
  const setHold = (tableHoldUntil: string) => api.put(`/api/club/${clubId}`, { ...clubBody('Klub Ponoć'), tableHoldUntil, reminderTime: '' }, managerToken);

  beforeAll(async () => {
    ({ clubId, managerToken, staffToken, tables } = await staffedVenue(app, {
      name: 'Klub Ponoć',
      club: { email: 'klub@ponoc.test' },
      tables: [
        { name: 'Sto 1', maxPersons: 6 },
        { name: 'Sto 2', maxPersons: 6 },
        { name: 'Sto 3', maxPersons: 6 },
      ],
      staffEmail: 'vrata@ponoc.test',
    }));
  });

  it("keeps 'Sto se čuva do' with the venue's settings, and refuses a time that is not one", async () => {
    const bad = await setHold('25:00');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('tableHoldUntil');
    const saved = await setHold('00:30');
    expect(saved.status).toBe(200);
    expect((await api.get(`/api/club/${clubId}`)).body).toMatchObject({ tableHoldUntil: '00:30', waitlistOfferMinutes: 15 });
  });

  it('releases at 00:30 every table whose guests have not come, mails them, and leaves the arrived alone; a second run changes nothing', async () => {
    const waiting = await place('Sto 1', 'ceka@ponoc.test');
    const pending = await place('Sto 2', 'neodgovoreno@ponoc.test');
    const arriving = await place('Sto 3', 'stigao@ponoc.test');
    for (const { _id } of [waiting, arriving]) expect((await api.put(`/api/reservations/${_id}`, { status: 'Complete' }, managerToken)).status).toBe(200);

    expect(await readModelsCaughtUp(app, 20_000, ['table-release-planner'])).toBe(true);
    const cutoff = holdCutoff(NIGHT, '00:30');
    const row = await releaseOf(NIGHT);
    expect(row?.runAt.toISOString()).toBe(cutoff.toISOString());
    expect(belgradeWallClock(cutoff)).toEqual({ date: addDays(NIGHT, 1), hour: 0, minute: 30 });

    // The guests of Sto 3 come in at 00:10, before the cutoff.
    const clock = jest.spyOn(app.running.app.get(NightClock), 'now').mockReturnValue(new Date(cutoff.getTime() - 20 * 60_000));
    expect((await api.post(`/api/reservations/${arriving._id}/arrival`, { persons: 4 }, staffToken)).status).toBe(200);

    clock.mockReturnValue(new Date(cutoff.getTime() + 60_000));
    expect(await scheduler().runDue()).toBe(1);
    clock.mockRestore();

    expect(await statusOf(waiting._id)).toBe('NoShow');
    expect(await statusOf(pending._id)).toBe('NoShow');
    expect(await statusOf(arriving._id)).toBe('Arrived');
    const free = (await api.get(`/api/club/allTables/${clubId}?date=${NIGHT}&size=100`)).body.data as { name: string; free: boolean }[];
    expect(
      free
        .filter((t) => t.free)
        .map((t) => t.name)
        .sort(),
    ).toEqual(['Sto 1', 'Sto 2']);

    const mail = await waitForMail(app.mailDir, (m) => m.to.includes('ceka@ponoc.test') && m.subject.includes('sto je oslobođen'));
    expect(mail.text).toContain('Niste stigli do isteka vremena');
    await waitForMail(app.mailDir, (m) => m.to.includes('neodgovoreno@ponoc.test') && m.subject.includes('sto je oslobođen'));
    const released = (await readMails(app.mailDir)).filter((m) => m.subject.includes('sto je oslobođen'));
    expect(released).toHaveLength(2);
    expect(released.some((m) => m.to.includes('stigao@ponoc.test'))).toBe(false);

    const versions = await Promise.all([waiting, pending, arriving].map(async ({ _id }) => (await api.get(`/api/reservations/${_id}`, managerToken)).body.version));
    expect(await scheduler().runDue(new Date(cutoff.getTime() + 120_000))).toBe(0);
    expect(await app.running.app.get(TableRelease).release({ clubId, night: NIGHT }, cutoff)).toBe(0);
    const after = await Promise.all([waiting, pending, arriving].map(async ({ _id }) => (await api.get(`/api/reservations/${_id}`, managerToken)).body.version));
    expect(after).toEqual(versions);
  });

  it('moves the release when the venue moves its cutoff, and cancels it when the venue clears it', async () => {
    const later = addDays(NIGHT, 1);
    await api.post('/api/reservations', {
      clubId,
      tableId: tables['Sto 1'],
      date: later,
      persons: 2,
      firstName: 'Ana',
      lastName: 'Kasni',
      phone: '060 765 4321',
      email: 'ana@ponoc.test',
    });
    expect(await readModelsCaughtUp(app, 20_000, ['table-release-planner'])).toBe(true);
    expect((await releaseOf(later))?.runAt.toISOString()).toBe(holdCutoff(later, '00:30').toISOString());

    expect((await setHold('01:15')).status).toBe(200);
    expect(await readModelsCaughtUp(app, 20_000, ['table-release-planner'])).toBe(true);
    expect((await releaseOf(later))?.runAt.toISOString()).toBe(holdCutoff(later, '01:15').toISOString());

    expect((await setHold('')).status).toBe(200);
    expect(await readModelsCaughtUp(app, 20_000, ['table-release-planner'])).toBe(true);
    expect((await releaseOf(later))?.state).toBe('cancelled');
  });

  it('on a night with an event, holds tables until minutes after its start when the venue says so, following the event when it moves or goes', async () => {
    const night = addDays(NIGHT, 2);
    const shown = night.split('-').reverse().join('.');
    const setHolds = (tableHoldAfterStartMinutes: unknown) =>
      api.put(`/api/club/${clubId}`, { ...clubBody('Klub Ponoć'), tableHoldUntil: '01:00', tableHoldAfterStartMinutes }, managerToken);
    const bad = await setHolds(5);
    expect([bad.status, bad.body.field]).toEqual([400, 'tableHoldAfterStartMinutes']);
    expect((await setHolds(45)).status).toBe(200);
    expect((await api.get(`/api/club/${clubId}`)).body).toMatchObject({ tableHoldUntil: '01:00', tableHoldAfterStartMinutes: 45 });

    await api.post('/api/reservations', {
      clubId,
      tableId: tables['Sto 2'],
      date: shown,
      persons: 2,
      firstName: 'Iva',
      lastName: 'Događaj',
      phone: '060 765 1111',
      email: 'iva@ponoc.test',
    });
    expect(await readModelsCaughtUp(app, 20_000, ['table-release-planner'])).toBe(true);
    // No event that night yet: 'Sto se čuva do' holds.
    expect((await releaseOf(night))?.runAt.toISOString()).toBe(holdCutoff(night, '01:00').toISOString());

    const eventFields = (startTime: string) =>
      bracketFields({
        title: 'Noć sa bendom',
        description: 'Svirka uživo',
        dateOfEvent: shown,
        startTime,
        endTime: '04:00',
        type: 'Koncert',
        ticketPrice: '800',
        priority: '0',
        possibilityOfShowing: ['Rezervacija stola'],
      });
    const published = await sendForm(app.baseUrl, 'POST', '/api/event', eventFields('23:00'), [], managerToken);
    expect(published.status).toBe(201);
    expect(await readModelsCaughtUp(app, 20_000, ['table-release-planner'])).toBe(true);
    expect(belgradeWallClock((await releaseOf(night))!.runAt)).toEqual({ date: night, hour: 23, minute: 45 });

    expect((await sendForm(app.baseUrl, 'PUT', `/api/event/${published.body._id}`, eventFields('23:30'), [], managerToken)).status).toBe(200);
    expect(await readModelsCaughtUp(app, 20_000, ['table-release-planner'])).toBe(true);
    expect(belgradeWallClock((await releaseOf(night))!.runAt)).toEqual({ date: addDays(night, 1), hour: 0, minute: 15 });

    expect((await api.delete(`/api/event/${published.body._id}`, managerToken)).status).toBe(200);
    expect(await readModelsCaughtUp(app, 20_000, ['table-release-planner'])).toBe(true);
    expect((await releaseOf(night))?.runAt.toISOString()).toBe(holdCutoff(night, '01:00').toISOString());
  });
});
