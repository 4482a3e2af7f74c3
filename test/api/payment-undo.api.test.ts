import { check, depositsView, reservationView } from '@izlazak/contracts';
import { ScheduledCommands } from '../../backend/src/platform/scheduling/scheduled-commands';
import { NightClock } from '../../backend/src/platform/time/night-clock';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { readMails, waitForMailTo } from '../support/mailbox';
import { booths, staffedVenue } from '../support/venues';
import { nightInDays } from './integrations-support';

const PAYEE = { paymentAccount: '160-12345-95', payeeName: 'Klub Obala d.o.o.', payeePlace: 'Beograd' };
const BOOTH = { zone: 'Separei', minimumSpend: 20000, package: 'Flaša', deposit: 10000, freeCancelHours: 48, lateCancel: 'keep', noShow: 'keep' };
const TEN_MINUTES = 10 * 60_000;

describe("'Uplata primljena' by hand: undone within ten minutes ('Poništi'), the guest mailed once it stands", () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string, managerToken: string, staffToken: string, tables: Record<string, string>;
  const night = nightInDays(3);

  const place = async (tableName: string, email: string, lastName: string, date = night) => {
    const placed = await api.post('/api/reservations', { clubId, tableId: tables[tableName], date, persons: 4, firstName: 'Marko', lastName, phone: '+381 64 111 2233', email });
    expect([placed.status, placed.body.status]).toEqual([201, 'AwaitingPayment']);
    return placed.body;
  };
  const setDeposit = (id: string, state: string) => api.post(`/api/reservations/${id}/deposit`, { state }, staffToken);
  const reservation = async (id: string) => (await api.get(`/api/reservations/${id}`, managerToken)).body;
  const deposits = async () => {
    expect(await readModelsCaughtUp(app, 20_000, ['reservations'])).toBe(true);
    const listed = await api.get(`/api/club/${clubId}/deposits`, staffToken);
    expect(check(listed.body, depositsView).errors ?? 'as documented').toBe('as documented');
    const ids = (list: { _id: string }[]) => list.map((r) => r._id);
    return { due: ids(listed.body.awaitingPayment), recentlyPaid: ids(listed.body.recentlyPaid) };
  };
  const paidMailsTo = async (email: string) => (await readMails(app.mailDir)).filter((mail) => mail.to.includes(email) && mail.subject.includes('depozit je primljen'));
  /** The application at `at`: the clock there, and what the scheduler has due by then run. */
  const runAt = async (at: Date) => {
    jest.spyOn(app.running.app.get(NightClock), 'now').mockReturnValue(at);
    expect(await readModelsCaughtUp(app, 20_000, ['deposit-expiry-planner'])).toBe(true);
    await app.running.app.get(ScheduledCommands).runDue(at);
    expect(await readModelsCaughtUp(app, 20_000)).toBe(true);
  };
  const historyOf = async (id: string) => {
    expect(await readModelsCaughtUp(app, 20_000)).toBe(true);
    return JSON.stringify((await api.get(`/api/history?entityType=reservation&entityId=${id}&size=100`, managerToken)).body);
  };

  beforeAll(async () => {
    ({ clubId, managerToken, staffToken, tables } = await staffedVenue(app, {
      name: 'Splav Poništi',
      openEveryNight: true,
      tables: booths(3, 8),
      staffEmail: 'kasa@ponisti.test',
    }));
    expect((await api.put(`/api/club/${clubId}/terms`, { ...PAYEE, rules: [BOOTH] }, managerToken)).status).toBe(200);
  });

  afterEach(() => jest.restoreAllMocks());

  it('undone within ten minutes, the reservation awaits its deposit again (table held, same deadline), the undo in its history; the guest gets no payment mail', async () => {
    const placed = await place('Separe 1', 'ponisteno@gost.test', 'Petrović');
    const paid = await setDeposit(placed._id, 'paid');
    expect([paid.status, paid.body.status, paid.body.deposit.state]).toEqual([200, 'Complete', 'paid']);
    expect(check(paid.body, reservationView).errors ?? 'as documented').toBe('as documented');
    expect(Date.parse(paid.body.deposit.undoableUntil) - Date.parse(paid.body.deposit.paidAt)).toBe(TEN_MINUTES);
    expect(await deposits()).toMatchObject({ recentlyPaid: [placed._id] });

    jest.spyOn(app.running.app.get(NightClock), 'now').mockReturnValue(new Date(Date.parse(paid.body.deposit.paidAt) + TEN_MINUTES - 5_000));
    const undone = await setDeposit(placed._id, 'unpaid');
    expect([undone.status, undone.body.message]).toEqual([200, undefined]);
    expect(undone.body).toMatchObject({ status: 'AwaitingPayment', deposit: { state: 'due', dueAt: placed.deposit.dueAt, paidAt: null, paidAmount: null } });
    expect(undone.body.deposit.undoableUntil).toBeUndefined();
    expect(check(undone.body, reservationView).errors ?? 'as documented').toBe('as documented');
    // A second tap changes nothing.
    expect([(await setDeposit(placed._id, 'unpaid')).body.version]).toEqual([undone.body.version]);

    expect(await deposits()).toEqual({ due: [placed._id], recentlyPaid: [] });
    const taken = await api.post('/api/reservations', {
      clubId,
      tableId: tables['Separe 1'],
      date: night,
      persons: 2,
      firstName: 'Petar',
      lastName: 'Perić',
      phone: '+381 64 222 3344',
      email: 'petar@gost.test',
    });
    expect(taken.status).toBe(409);
    expect(await historyOf(placed._id)).toMatch(new RegExp(`poništio uplatu depozita od 10\\.000 RSD za rezervaciju ${placed.uniqueId}: Potvrđeno → Čeka uplatu`));
    const { rows } = await app.running.kernel.pool.query(
      "SELECT type FROM events WHERE type LIKE 'ReservationPayment%' AND data->'reservation'->>'reservationId' = $1 ORDER BY global_position",
      [placed._id],
    );
    expect(rows.map((row: { type: string }) => row.type)).toEqual(['ReservationPaymentReceived', 'ReservationPaymentUndone']);

    // Past the window nothing is mailed; a standing payment of another guest is, in the same run.
    const other = await place('Separe 2', 'stoji@gost.test', 'Jovanović');
    const otherPaid = await setDeposit(other._id, 'paid');
    await runAt(new Date(Date.parse(otherPaid.body.deposit.undoableUntil) + 1_000));
    await waitForMailTo(app.mailDir, 'stoji@gost.test', 'depozit je primljen');
    expect(await paidMailsTo('ponisteno@gost.test')).toEqual([]);
    // Paid again later, that payment has its own window.
    const again = await setDeposit(placed._id, 'paid');
    expect([again.status, again.body.deposit.state]).toEqual([200, 'paid']);
  });

  it("refuses 'Poništi' ten minutes after the payment (409, in Serbian); the guest is mailed once, only when the window closed", async () => {
    const placed = await place('Separe 3', 'konacno@gost.test', 'Marković');
    const paid = await setDeposit(placed._id, 'paid');
    const until = Date.parse(paid.body.deposit.undoableUntil);
    expect(await readModelsCaughtUp(app, 20_000)).toBe(true);
    expect(await paidMailsTo('konacno@gost.test')).toEqual([]);

    await runAt(new Date(until - 30_000));
    expect(await paidMailsTo('konacno@gost.test')).toEqual([]);

    jest.spyOn(app.running.app.get(NightClock), 'now').mockReturnValue(new Date(until));
    const late = await setDeposit(placed._id, 'unpaid');
    expect([late.status, late.body.message, late.body.field]).toEqual([409, 'Uplata se može poništiti samo 10 minuta posle beleženja: ovaj rok je prošao', 'state']);
    expect(await reservation(placed._id)).toMatchObject({ status: 'Complete', deposit: { state: 'paid', paidAmount: 10000 } });

    await runAt(new Date(until + 1_000));
    const mail = await waitForMailTo(app.mailDir, 'konacno@gost.test', 'depozit je primljen');
    expect(mail.text).toContain('Objekat je primio vaš depozit od 10.000,00 RSD i rezervacija je potvrđena');
    await runAt(new Date(until + 5 * 60_000));
    expect(await paidMailsTo('konacno@gost.test')).toHaveLength(1);
    const settled = await reservation(placed._id);
    expect(settled.deposit.undoableUntil).toBeUndefined();
    expect((await setDeposit(placed._id, 'unpaid')).status).toBe(409);
    expect((await deposits()).recentlyPaid).not.toContain(placed._id);
    expect(await historyOf(placed._id)).toContain(`Sistem zabeležio da je uplata depozita konačna (rok za poništavanje je prošao) za rezervaciju ${placed.uniqueId}`);
  });

  it("mails at once a payment taken at the door ('Plaćeno na ulazu'), which has nothing to undo", async () => {
    const placed = await place('Separe 1', 'vrata@gost.test', 'Ilić', nightInDays(4));
    const paid = await api.post(`/api/reservations/${placed._id}/payment`, { method: 'cash' }, staffToken);
    expect([paid.status, paid.body.status, paid.body.deposit.undoableUntil]).toEqual([200, 'Complete', undefined]);
    await waitForMailTo(app.mailDir, 'vrata@gost.test', 'depozit je primljen');
    const refused = await setDeposit(placed._id, 'unpaid');
    expect([refused.status, refused.body.message]).toEqual([409, 'Ova uplata se ne može poništiti: nije zabeležena ručno na ekranu Depoziti ili rezervacija više nije aktivna']);
  });
});
