import type { ReservationView } from '@izlazak/contracts';
import { addDays, belgradeInstant, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { NightReminders } from '../../backend/src/modules/reservations/commands/reminders/night-reminders';
import { ScheduledCommands } from '../../backend/src/platform/scheduling/scheduled-commands';
import { NightClock } from '../../backend/src/platform/time/night-clock';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { LiveClient } from '../support/live-client';
import { readMailHtml, linkReading } from '../support/mail-html';
import { readMails, waitForMail, type ReceivedMail } from '../support/mailbox';
import { structuredDataProblems, warmUpStructuredData } from '../support/structured-data';
import { addTablesByName, staffedVenue } from '../support/venues';
import { MANAGER_PASSWORD, clubBody, createVenue } from './venues-fixtures';

/** Nights from tomorrow on (by the real clock): their reminder hour is always ahead. */
const nightAfter = (days: number) => addDays(nightOf(new Date()), days);
const displayed = (night: string) => night.split('-').reverse().join('.');
/** Gmail's own properties of a reservation: not in the schema.org vocabulary the validator knows. */
const GMAIL_PROPERTIES = ['reservationNumber', 'modifyReservationUrl', 'cancelReservationUrl'];

/**
 * The night's reminder against the real stack: at the venue's hour (14:00 unless it says otherwise)
 * the guest of a confirmed reservation is mailed 'Dolazim' and 'Otkaži'; the answer is recorded on
 * the reservation, pushed live and shown at the door; no answer by the night's start is
 * 'Nije potvrdio'. Scheduled through the platform's scheduler, whose runs the test makes due with
 * the application's clock.
 */
describe("The night's reminder, answered with one tap", () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string, managerToken: string, staffToken: string, tables: Record<string, string>;
  const scheduler = () => app.running.app.get(ScheduledCommands);
  const reminderOf = (reservationId: string) => scheduler().find({ stream: `reservation-${reservationId}`, purpose: 'reservation-reminder' });

  beforeAll(async () => {
    warmUpStructuredData(['FoodEstablishmentReservation', 'EventReservation']);
    ({ clubId, managerToken, staffToken, tables } = await staffedVenue(app, {
      name: 'Klub Podsetnik',
      club: { email: 'klub@podsetnik.test' },
      tables: [
        { name: 'Sto 1', maxPersons: 6 },
        { name: 'Sto 2', maxPersons: 6 },
      ],
      staffEmail: 'vrata@podsetnik.test',
    }));
  });

  afterEach(() => jest.restoreAllMocks());

  const place = async (night: string, tableName: string, email: string, venue = { clubId, tables }) => {
    const placed = await api.post('/api/reservations', {
      clubId: venue.clubId,
      tableId: venue.tables[tableName],
      date: displayed(night),
      persons: 4,
      firstName: 'Mila',
      lastName: tableName,
      phone: '060 123 4567',
      email,
    });
    expect(placed.status).toBe(201);
    return placed.body._id as string;
  };
  const confirm = async (id: string, token = managerToken) => expect((await api.put(`/api/reservations/${id}`, { status: 'Complete' }, token)).status).toBe(200);
  const reservation = async (id: string, token = managerToken): Promise<ReservationView> => (await api.get(`/api/reservations/${id}`, token)).body;
  const planned = async () => expect(await readModelsCaughtUp(app, 20_000, ['reminder-planner'])).toBe(true);
  /** The application's clock at `at`, and what the scheduler has due by then run. */
  const runAt = async (at: Date) => {
    jest.spyOn(app.running.app.get(NightClock), 'now').mockReturnValue(at);
    // What is due was planned by the reminder planner (a reminder's close once it is mailed): it has seen every event before the clock moves on.
    expect(await readModelsCaughtUp(app, 20_000, ['reminder-planner'])).toBe(true);
    await scheduler().runDue(at);
    expect(await readModelsCaughtUp(app, 20_000)).toBe(true);
  };
  const remindersTo = async (email: string) => (await readMails(app.mailDir)).filter((mail) => mail.to.includes(email) && mail.subject.startsWith('Podsetnik'));
  const reminderTo = (email: string) => waitForMail(app.mailDir, (mail) => mail.to.includes(email) && mail.subject.startsWith('Podsetnik'));
  const at = (night: string, time: string) => belgradeInstant(night, time);
  const minuteAfter = (instant: Date) => new Date(instant.getTime() + 60_000);

  it("mails the reminder at 14:00 of the night with 'Dolazim' and 'Otkaži', once; 'Dolazim' is recorded, pushed live and shown at the door; no answer by the night's start is 'Nije potvrdio'", async () => {
    const night = nightAfter(1);
    const answering = await place(night, 'Sto 1', 'dolazi@podsetnik.test');
    const silent = await place(night, 'Sto 2', 'cuti@podsetnik.test');
    await confirm(answering);
    await confirm(silent);
    await planned();
    expect((await reminderOf(answering))?.runAt.toISOString()).toBe(at(night, '14:00').toISOString());

    // Not before its hour.
    await runAt(at(night, '13:59'));
    expect(await remindersTo('dolazi@podsetnik.test')).toHaveLength(0);
    expect((await reservation(answering)).attendance).toBeNull();

    await runAt(minuteAfter(at(night, '14:00')));
    const mail = await reminderTo('dolazi@podsetnik.test');
    await reminderTo('cuti@podsetnik.test');
    expect(mail.subject).toBe(`Podsetnik: Klub Podsetnik, ${displayed(night)}, sto Sto 1`);
    // The contract: two links whose text reads 'Dolazim' and 'Otkaži'; the text part has both too.
    const texts = readMailHtml(mail.html).links.map((link) => link.text);
    expect(texts.filter((text) => text === 'Dolazim' || text === 'Otkaži')).toEqual(['Dolazim', 'Otkaži']);
    const dolazim = linkReading(mail.html, 'Dolazim');
    const otkazi = linkReading(mail.html, 'Otkaži');
    expect(dolazim.href).toMatch(/\/reservation\/attend\?token=/);
    expect(otkazi.href).toMatch(/\/reservation\/cancel\?token=/);
    expect(mail.text).toContain(`Dolazim: ${dolazim.href}`);
    expect(mail.text).toContain(`Otkaži: ${otkazi.href}`);
    expect((await reservation(answering)).attendance).toBe('asked');

    // Sent once: another run, a second process or a scheduler that lost its queue changes nothing.
    const version = (await reservation(answering)).version;
    await runAt(minuteAfter(at(night, '14:05')));
    await app.running.app.get(NightReminders).remind({ reservationId: answering, night }, at(night, '14:00'));
    expect(await readModelsCaughtUp(app, 20_000)).toBe(true);
    expect((await reservation(answering)).version).toBe(version);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await remindersTo('dolazi@podsetnik.test')).toHaveLength(1);

    // Opening the link (as a mail scanner does) reads, and changes nothing.
    const opened = await api.get(`/api/reservations/by-token?token=${encodeURIComponent(dolazim.token)}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ _id: answering, attendance: 'asked', version });
    // Each link does its own thing only.
    const wrongLink = await api.post('/api/reservations/attend', { token: otkazi.token });
    expect([wrongLink.status, wrongLink.body.field]).toEqual([400, 'token']);
    expect((await api.post('/api/reservations/cancel', { token: dolazim.token })).status).toBe(400);
    expect((await reservation(answering)).status).toBe('Complete');

    const live = new LiveClient(app.baseUrl, managerToken);
    try {
      await live.ready();
      const answered = await api.post('/api/reservations/attend', { token: dolazim.token });
      expect(answered.status).toBe(200);
      expect(answered.body).toMatchObject({ _id: answering, status: 'Complete', attendance: 'confirmed' });
      await live.next((message) => message.type === 'reservation' && message.reservation._id === answering && message.reservation.attendance === 'confirmed');
    } finally {
      live.close();
    }
    // The same tap again: the same answer, nothing new.
    const again = await api.post('/api/reservations/attend', { token: dolazim.token });
    expect([again.status, again.body.attendance, again.body.version]).toEqual([200, 'confirmed', version + 1]);

    // The night starts (22:00: no event, no opening hours) without an answer from Sto 2.
    await runAt(minuteAfter(at(night, '22:00')));
    expect((await reservation(silent)).attendance).toBe('unconfirmed');
    expect((await reservation(answering)).attendance).toBe('confirmed');
    const door = await api.get('/api/door/tonight', staffToken);
    expect(door.status).toBe(200);
    const byTable = Object.fromEntries((door.body.reservations as { tableName: string; attendance: string | null }[]).map((row) => [row.tableName, row.attendance]));
    expect(byTable).toEqual({ 'Sto 1': 'confirmed', 'Sto 2': 'unconfirmed' });
  });

  it("'Otkaži' from the reminder cancels the reservation and offers the table to the first guest waiting", async () => {
    const night = nightAfter(2);
    const leaving = await place(night, 'Sto 1', 'otkazuje@podsetnik.test');
    await place(night, 'Sto 2', 'ostaje@podsetnik.test');
    await confirm(leaving);
    const waiting = await api.post('/api/waitlist', {
      clubId,
      night: displayed(night),
      persons: 4,
      firstName: 'Vesna',
      lastName: 'Čeka',
      phone: '064 555 1234',
      email: 'vesna@lista.test',
    });
    expect(waiting.status).toBe(201);
    await planned();

    await runAt(minuteAfter(at(night, '14:00')));
    const mail = await reminderTo('otkazuje@podsetnik.test');
    const otkazi = linkReading(mail.html, 'Otkaži');
    // The page the link opens reads first; the guest's tap cancels.
    expect((await api.get(`/api/reservations/by-token?token=${encodeURIComponent(otkazi.token)}`)).body.status).toBe('Complete');
    const cancelled = await api.post('/api/reservations/cancel', { token: otkazi.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('Cancelled');

    const offer = await waitForMail(app.mailDir, (m) => m.to.includes('vesna@lista.test') && m.subject.startsWith('Slobodan sto za vas'));
    expect(offer.text).toContain('sto Sto 1');
    const list = (await api.get(`/api/waitlist?clubId=${clubId}&night=${night}`, managerToken)).body;
    expect(list.entries.find((entry: { _id: string }) => entry._id === waiting.body._id)).toMatchObject({ state: 'offered', tableName: 'Sto 1' });
  });

  it('sends none for a reservation cancelled before the hour, and moves the reminder with the reservation to its new night', async () => {
    const night = nightAfter(3);
    const cancelledEarly = await place(night, 'Sto 1', 'ranije@podsetnik.test');
    const moving = await place(night, 'Sto 2', 'seli@podsetnik.test');
    await confirm(cancelledEarly);
    await confirm(moving);
    await planned();
    expect((await api.put(`/api/reservations/${cancelledEarly}`, { status: 'Cancelled' }, managerToken)).status).toBe(200);
    const later = addDays(night, 2);
    const moved = await api.put(`/api/reservations/${moving}`, { date: displayed(later) }, managerToken);
    expect([moved.status, moved.body.date]).toEqual([200, later]);
    await planned();
    expect((await reminderOf(cancelledEarly))?.state).toBe('cancelled');
    expect(await reminderOf(moving)).toMatchObject({ runAt: at(later, '14:00'), payload: { reservationId: moving, night: later } });

    await runAt(minuteAfter(at(night, '14:00')));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await remindersTo('ranije@podsetnik.test')).toHaveLength(0);
    expect(await remindersTo('seli@podsetnik.test')).toHaveLength(0);

    await runAt(minuteAfter(at(later, '14:00')));
    const mail = await reminderTo('seli@podsetnik.test');
    expect(mail.subject).toContain(displayed(later));
    expect(await remindersTo('ranije@podsetnik.test')).toHaveLength(0);
  });

  it("sends none for a reservation made after the night's reminder hour, and follows the hour the venue sets", async () => {
    const late = await createVenue(api, app.adminToken, 'Klub Kasno', { email: 'klub@kasno.test', reminderTime: '06:00' });
    const lateToken = await api.login(late.managerEmail, MANAGER_PASSWORD);
    const lateTables = await addTablesByName(api, lateToken, [
      { name: 'Sto 1', maxPersons: 6 },
      { name: 'Sto 2', maxPersons: 6 },
    ]);
    expect((await api.get(`/api/club/${late.id}`)).body.reminderTime).toBe('06:00');
    const bad = await api.put(`/api/club/${late.id}`, clubBody('Klub Kasno', { reminderTime: '25:00' }), lateToken);
    expect([bad.status, bad.body.field]).toEqual([400, 'reminderTime']);

    // Tonight's 06:00 has passed whenever the test runs (a night starts at 06:00).
    const tonight = nightOf(new Date());
    const madeLate = await place(tonight, 'Sto 1', 'kasno@kasno.test', { clubId: late.id, tables: lateTables });
    await confirm(madeLate, lateToken);
    // Tomorrow's reminder follows the venue's hour.
    const tomorrow = addDays(tonight, 1);
    const early = await place(tomorrow, 'Sto 2', 'rano@kasno.test', { clubId: late.id, tables: lateTables });
    await confirm(early, lateToken);
    await planned();
    expect((await reminderOf(madeLate))?.state ?? 'none').not.toBe('pending');
    expect((await reminderOf(early))?.runAt.toISOString()).toBe(at(tomorrow, '06:00').toISOString());

    await runAt(new Date());
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await remindersTo('kasno@kasno.test')).toHaveLength(0);
    expect(await reservation(madeLate, lateToken)).toMatchObject({ status: 'Complete', attendance: null });
  });

  it('every reservation mail carries the reservation as Gmail reads it (schema.org JSON-LD) and a plain-text part', async () => {
    const night = nightAfter(6);
    const id = await place(night, 'Sto 1', 'gmail@podsetnik.test');
    const placedMail = await waitForMail(app.mailDir, (m) => m.to.includes('gmail@podsetnik.test') && m.subject.includes('je primljena'));
    await confirm(id);
    const confirmedMail = await waitForMail(app.mailDir, (m) => m.to.includes('gmail@podsetnik.test') && m.subject.includes('je potvrđena'));
    expect((await api.put(`/api/reservations/${id}`, { status: 'Cancelled' }, managerToken)).status).toBe(200);
    const cancelledMail = await waitForMail(app.mailDir, (m) => m.to.includes('gmail@podsetnik.test') && m.subject.includes('je otkazana'));
    const { uniqueId } = await reservation(id);

    const markupOf = async (mail: ReceivedMail) => {
      const blocks = readMailHtml(mail.html).jsonLd;
      expect(blocks).toHaveLength(1);
      // Gmail's examples write schema.org with http; the offline validator knows https.
      const problems = await structuredDataProblems(JSON.parse(JSON.stringify(blocks[0]).replaceAll('http://schema.org', 'https://schema.org')));
      expect(problems.filter((problem) => !GMAIL_PROPERTIES.some((property) => problem.includes(`"${property}"`)))).toEqual([]);
      expect(mail.text).toContain(`Broj rezervacije: ${uniqueId}`);
      return blocks[0];
    };
    const expected = {
      '@context': 'http://schema.org',
      '@type': 'FoodEstablishmentReservation',
      reservationNumber: uniqueId,
      reservationId: uniqueId,
      underName: { '@type': 'Person', name: 'Mila Sto 1' },
      partySize: 4,
      startTime: at(night, '22:00').toISOString(),
      reservationFor: {
        '@type': 'FoodEstablishment',
        name: 'Klub Podsetnik',
        address: { '@type': 'PostalAddress', streetAddress: 'Karađorđeva 2', addressLocality: 'Beograd', addressCountry: 'RS' },
      },
    };
    const placed = await markupOf(placedMail);
    expect(placed).toMatchObject({ ...expected, reservationStatus: 'http://schema.org/ReservationPending' });
    expect(placed.cancelReservationUrl).toMatch(/\/reservation\/cancel\?token=/);
    expect(placed.modifyReservationUrl).toBe(placed.cancelReservationUrl);
    expect(await markupOf(confirmedMail)).toMatchObject({ ...expected, reservationStatus: 'http://schema.org/ReservationConfirmed' });
    const cancelled = await markupOf(cancelledMail);
    expect(cancelled).toMatchObject({ ...expected, reservationStatus: 'http://schema.org/ReservationCancelled' });
    expect(cancelled.cancelReservationUrl).toBeUndefined();
  });
});
