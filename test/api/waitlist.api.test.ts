import type { WaitlistView } from '@izlazak/contracts';
import { addDays, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { ScheduledCommands } from '../../backend/src/platform/scheduling/scheduled-commands';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { LiveClient } from '../support/live-client';
import { readMails, waitForMail, type ReceivedMail } from '../support/mailbox';
import { staffedVenue, venueWithManager } from '../support/venues';

/** Nights from tomorrow on (by the real clock): each story books its own night. */
const nightAfter = (days: number) => addDays(nightOf(new Date()), days);
const displayed = (night: string) => night.split('-').reverse().join('.');
const OFFER_MINUTES = 15;

/**
 * The waitlist against the real stack: guests join a full night, a table freed by a cancellation
 * is held for the first guest it fits and offered by mail; the link books it, racing whatever else
 * wants the table; an offer not claimed in time passes to the next guest (the scheduled expiry).
 */
describe("The night's waitlist", () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string, managerToken: string, staffToken: string, tables: Record<string, string>;
  let otherManagerToken: string;
  const scheduler = () => app.running.app.get(ScheduledCommands);

  beforeAll(async () => {
    ({ clubId, managerToken, staffToken, tables } = await staffedVenue(app, {
      name: 'Klub Red',
      club: { email: 'klub@red.test' },
      openEveryNight: true,
      tables: [
        { name: 'Sto 1', maxPersons: 4 },
        { name: 'Sto 2', maxPersons: 4 },
        { name: 'Separe', maxPersons: 8, area: 'Separei' },
      ],
      staffEmail: 'vrata@red.test',
    }));
    ({ managerToken: otherManagerToken } = await venueWithManager(api, app.adminToken, 'Klub Drugi', { email: 'klub@drugi.test' }));
  });

  const place = async (night: string, tableName: string, email: string) => {
    const placed = await api.post('/api/reservations', {
      clubId,
      tableId: tables[tableName],
      date: displayed(night),
      persons: 2,
      firstName: 'Gost',
      lastName: tableName,
      phone: '060 123 4567',
      email,
    });
    return placed;
  };
  /** Every table of the night taken: its reservations by table name. */
  const fillNight = async (night: string) => {
    const ids: Record<string, string> = {};
    for (const name of Object.keys(tables)) {
      const placed = await place(night, name, `${name.replace(/\s/g, '').toLowerCase()}.${night}@puno.test`);
      expect(placed.status).toBe(201);
      ids[name] = placed.body._id;
    }
    return ids;
  };
  const join = (night: string, name: string, overrides: Record<string, unknown> = {}) =>
    api.post('/api/waitlist', {
      clubId,
      night: displayed(night),
      persons: 4,
      firstName: name,
      lastName: 'Čeka',
      phone: '064 555 1234',
      email: `${name.toLowerCase()}.${night}@lista.test`,
      ...overrides,
    });
  const joined = async (night: string, name: string, overrides: Record<string, unknown> = {}) => {
    const response = await join(night, name, overrides);
    expect(response.status).toBe(201);
    return response.body._id as string;
  };
  const cancel = async (reservationId: string) => expect((await api.put(`/api/reservations/${reservationId}`, { status: 'Cancelled' }, managerToken)).status).toBe(200);
  const list = async (night: string, token = managerToken) => {
    const response = await api.get(`/api/waitlist?clubId=${clubId}&night=${night}`, token);
    expect(response.status).toBe(200);
    return response.body as WaitlistView;
  };
  const entry = async (night: string, id: string) => (await list(night)).entries.find((candidate) => candidate._id === id)!;
  const offerMailTo = (night: string, name: string, timeoutMs = 15_000) =>
    waitForMail(app.mailDir, (mail) => mail.to.includes(`${name.toLowerCase()}.${night}@lista.test`) && mail.subject.startsWith('Slobodan sto za vas'), timeoutMs);
  const offerMailsTo = async (night: string, name: string) =>
    (await readMails(app.mailDir)).filter((mail) => mail.to.includes(`${name.toLowerCase()}.${night}@lista.test`) && mail.subject.startsWith('Slobodan sto za vas'));
  const tokenOf = (mail: ReceivedMail) => {
    const link = /\/waitlist\/offer\/([A-Za-z0-9_%.-]+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    return decodeURIComponent(link!);
  };
  const claim = (token: string) => api.post(`/api/waitlist/offers/${encodeURIComponent(token)}/claim`, {});
  /** The scheduled runs due by then (an offer's expiry 15 minutes on), at once. */
  const runDueIn = (minutes: number) => scheduler().runDue(new Date(Date.now() + minutes * 60_000));
  /** Until the waitlist's runs scheduled by the events so far have run (the planner, a reactor, schedules them). */
  const settled = async () => {
    expect(await readModelsCaughtUp(app, 20_000)).toBe(true);
    expect(await readModelsCaughtUp(app, 20_000, ['waitlist-planner'])).toBe(true);
    await scheduler().runDue();
    expect(await readModelsCaughtUp(app, 20_000)).toBe(true);
  };

  it('refuses bad input naming the field, an unknown venue, a night that is over; the list is the venue’s only', async () => {
    const night = nightAfter(1);
    const missing = await join(night, 'Ana', { email: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('email');
    expect(missing.body.message).toBe('Email je obavezno polje');
    const persons = await join(night, 'Ana', { persons: 0 });
    expect([persons.status, persons.body.field]).toEqual([400, 'persons']);
    const badNight = await join(night, 'Ana', { night: '31.02.2026' });
    expect([badNight.status, badNight.body.field, badNight.body.message]).toEqual([400, 'night', 'Noć nije ispravna (dd.MM.yyyy)']);
    const zone = await join(night, 'Ana', { zoneId: 'area:Krov' });
    expect([zone.status, zone.body.field, zone.body.message]).toEqual([400, 'zoneId', 'Zona nije pronađena']);
    const over = await join(nightAfter(-2), 'Ana');
    expect([over.status, over.body.field]).toEqual([400, 'night']);
    expect(over.body.message).toBe('Ta noć je već prošla, upis na listu čekanja nije moguć');
    const unknown = await join(night, 'Ana', { clubId: 'nepostojeci-objekat' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Objekat nije pronađen']);

    expect((await api.get(`/api/waitlist?clubId=${clubId}&night=${night}`)).status).toBe(401);
    expect((await api.get(`/api/waitlist?clubId=${clubId}&night=${night}`, otherManagerToken)).status).toBe(403);
    expect((await api.get(`/api/waitlist?clubId=${clubId}&night=nije-noc`, managerToken)).body.field).toBe('night');
    expect((await list(night, staffToken)).entries).toEqual([]);
    expect((await claim('nije-ponuda')).status).toBe(404);
    expect((await api.get('/api/waitlist/offer?token=nije-ponuda-uopste')).status).toBe(404);
  });

  it('full night → join → a cancellation → the offer mail → the link books that table; the same link again answers the same reservation', async () => {
    const night = nightAfter(2);
    const reservations = await fillNight(night);
    const live = new LiveClient(app.baseUrl, managerToken);
    try {
      await live.ready();
      const ana = await joined(night, 'Ana');
      const boris = await joined(night, 'Boris');
      await live.next((message) => message.type === 'waitlist-entry' && message.entry._id === boris);
      const before = await list(night);
      expect(before.entries.map((e) => [e.firstName, e.state, e.position])).toEqual([
        ['Ana', 'waiting', 1],
        ['Boris', 'waiting', 2],
      ]);
      // The same address twice for the night: answered as a new entry (nothing tells who waits), listed once, its owner mailed.
      const twice = await join(night, 'Ana', { firstName: 'Neko', phone: '065 000 0000' });
      expect(twice.status).toBe(201);
      expect(Object.keys(twice.body)).toEqual(['_id']);
      expect(twice.body._id).not.toBe(ana);
      const alreadyMail = await waitForMail(app.mailDir, (mail) => mail.to.includes(`ana.${night}@lista.test`) && mail.subject.startsWith('Već ste na listi čekanja'));
      expect(alreadyMail.subject).toBe(`Već ste na listi čekanja: Klub Red, ${displayed(night)}`);
      expect(alreadyMail.text).toContain('Poštovani/a Ana,');
      expect(alreadyMail.text).toContain('1. mesto');
      expect((await list(night)).entries.map((e) => [e.firstName, e.position])).toEqual([
        ['Ana', 1],
        ['Boris', 2],
      ]);

      await cancel(reservations['Sto 2']);
      const mail = await offerMailTo(night, 'Ana');
      expect(mail.subject).toBe(`Slobodan sto za vas: Klub Red, ${displayed(night)}`);
      expect(mail.text).toContain('sto Sto 2');
      expect(mail.text).toContain(`${OFFER_MINUTES} minuta`);
      const token = tokenOf(mail);

      const offered = await entry(night, ana);
      expect(offered).toMatchObject({ state: 'offered', tableId: tables['Sto 2'], tableName: 'Sto 2', position: 1 });
      const left = Date.parse(offered.offeredUntil!) - Date.now();
      expect(left).toBeGreaterThan((OFFER_MINUTES - 1) * 60_000);
      expect(left).toBeLessThanOrEqual(OFFER_MINUTES * 60_000);
      await live.next((message) => message.type === 'waitlist-entry' && message.entry._id === ana && message.entry.state === 'offered');

      const page = await api.get(`/api/waitlist/offer?token=${encodeURIComponent(token)}`);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ state: 'open', club: 'Klub Red', night, tableName: 'Sto 2', persons: 4, firstName: 'Ana', reservationId: null });

      // While the hold lasts nobody else takes the table.
      const direct = await place(night, 'Sto 2', 'brzi@gost.test');
      expect(direct.status).toBe(409);

      const claimed = await claim(token);
      expect(claimed.status).toBe(201);
      expect(claimed.body).toMatchObject({ tableId: tables['Sto 2'], tableName: 'Sto 2', firstName: 'Ana', lastName: 'Čeka', persons: 4, status: 'Pending', date: night });
      const again = await claim(token);
      expect([again.status, again.body._id]).toEqual([201, claimed.body._id]);

      const after = await entry(night, ana);
      expect(after).toMatchObject({ state: 'booked', reservationId: claimed.body._id, position: null });
      expect(await entry(night, boris)).toMatchObject({ state: 'waiting', position: 1 });
      expect((await api.get(`/api/reservations/${claimed.body._id}`, managerToken)).body.status).toBe('Pending');
      expect((await api.get(`/api/waitlist/offer?token=${encodeURIComponent(token)}`)).body).toMatchObject({ state: 'claimed', reservationId: claimed.body._id });
      await waitForMail(app.mailDir, (m) => m.to.includes(`ana.${night}@lista.test`) && m.subject.includes('je primljena'));

      const history = await api.get(`/api/history?clubId=${clubId}&entityType=waitlist-entry&size=50`, managerToken);
      expect(history.status).toBe(200);
      const told = (history.body.data as { summary: string; entityId: string; entityLabel: string }[]).filter((row) => row.entityId === ana);
      expect(told.map((row) => row.entityLabel)).toContain('Ana Čeka');
      for (const action of ['upisao gosta Ana Čeka na listu čekanja', 'ponudio sto sa liste čekanja', 'rezervisao ponuđeni sto'])
        expect(told.some((row) => row.summary.includes(action))).toBe(true);
    } finally {
      live.close();
    }
  });

  it('mails a guest who joined in English in English: the place kept, the offer, and the booking its link makes', async () => {
    const night = nightAfter(12);
    const reservations = await fillNight(night);
    const mailTo = (subject: string) => waitForMail(app.mailDir, (mail) => mail.to.includes(`emma.${night}@lista.test`) && mail.subject.startsWith(subject));
    const bad = await join(night, 'Emma', { locale: 'de' });
    expect([bad.status, bad.body.field]).toEqual([400, 'locale']);
    await joined(night, 'Emma', { locale: 'en' });

    // The owner of the address hears in the language they joined in, whatever language the second join came in.
    expect((await join(night, 'Emma', { firstName: 'Neko' })).status).toBe(201);
    const kept = await mailTo('You are already on the waitlist');
    expect(kept.subject).toBe(`You are already on the waitlist: Klub Red, ${displayed(night)}`);
    expect(kept.text).toContain('Dear Emma,');
    expect(kept.text).toContain('(place 1)');
    expect(kept.text).not.toContain('Poštovani');

    await cancel(reservations['Sto 1']);
    const offer = await mailTo('A free table for you');
    expect(offer.subject).toBe(`A free table for you: Klub Red, ${displayed(night)}`);
    expect(offer.text).toContain(`Klub Red offers you table Sto 1 for the night of ${displayed(night)} (4 people).`);
    expect(offer.text).toContain(`(${OFFER_MINUTES} minutes)`);
    expect(offer.text).toContain('Book the table: ');
    expect(offer.text).toContain('Izlazak · Belgrade');

    const claimed = await claim(tokenOf(offer));
    expect(claimed.status).toBe(201);
    const booked = await mailTo(`Reservation ${claimed.body.uniqueId} received`);
    expect(booked.text).toContain('Status: Pending');
    expect(booked.text).toContain('Table: Sto 1 · Guests: 4');
  });

  it('passes an offer that ran out to the next guest it fits; its link then answers 410', async () => {
    const night = nightAfter(3);
    const reservations = await fillNight(night);
    await joined(night, 'Vesna', { persons: 6 }); // only the Separe seats six
    await joined(night, 'Goran', { zoneId: 'area:Separei' }); // only the Separe's zone
    const dejan = await joined(night, 'Dejan');
    const ema = await joined(night, 'Ema');

    await cancel(reservations['Sto 1']);
    const first = tokenOf(await offerMailTo(night, 'Dejan'));
    expect((await entry(night, dejan)).state).toBe('offered');

    expect(await runDueIn(OFFER_MINUTES + 1)).toBeGreaterThanOrEqual(1);
    expect(await readModelsCaughtUp(app)).toBe(true);
    expect(await entry(night, dejan)).toMatchObject({ state: 'expired', position: null });
    await offerMailTo(night, 'Ema');
    expect(await entry(night, ema)).toMatchObject({ state: 'offered', tableName: 'Sto 1' });

    const late = await claim(first);
    expect(late.status).toBe(410);
    expect(late.body.message).toBe('Ponuda je istekla: sto je prošao sledećem gostu sa liste čekanja');
    expect((await api.get(`/api/waitlist/offer?token=${encodeURIComponent(first)}`)).body.state).toBe('expired');
    expect((await list(night)).entries.filter((e) => e.state === 'waiting').map((e) => e.firstName)).toEqual(['Vesna', 'Goran']);
  });

  it('a claim racing twenty direct placements of the same table: the claim wins, all the others 409, never a 5xx', async () => {
    const night = nightAfter(4);
    const reservations = await fillNight(night);
    await joined(night, 'Filip');
    await cancel(reservations['Sto 1']);
    const token = tokenOf(await offerMailTo(night, 'Filip'));

    const direct = Array.from({ length: 20 }, (_, i) => place(night, 'Sto 1', `trka${i}.${night}@gost.test`));
    const answers = await Promise.all([claim(token), ...direct]);
    expect(answers[0].status).toBe(201);
    expect(answers.slice(1).map((answer) => answer.status)).toEqual(Array(20).fill(409));
    expect(answers[0].body).toMatchObject({ tableId: tables['Sto 1'], firstName: 'Filip', date: night });
    const racers = (await api.get(`/api/reservations?clubId=${clubId}&all=true&search=trka&size=100`, managerToken)).body.data as { date: string }[];
    expect(racers.filter((r) => r.date === night)).toEqual([]);
  });

  it('two tables freed at the same moment with one guest waiting make one offer, not two; the other table stays free', async () => {
    const night = nightAfter(5);
    const reservations = await fillNight(night);
    const goga = await joined(night, 'Goga');
    await Promise.all([cancel(reservations['Sto 1']), cancel(reservations['Sto 2'])]);
    const mail = await offerMailTo(night, 'Goga');
    await settled();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await settled();
    expect(await offerMailsTo(night, 'Goga')).toHaveLength(1);
    const offered = await entry(night, goga);
    expect(offered.state).toBe('offered');
    const heldName = offered.tableName!;
    expect(mail.text).toContain(`sto ${heldName}`);
    const otherName = heldName === 'Sto 1' ? 'Sto 2' : 'Sto 1';
    expect((await place(night, heldName, `drugi.${night}@gost.test`)).status).toBe(409);
    expect((await place(night, otherName, `treci.${night}@gost.test`)).status).toBe(201);
  });

  it('an offer running out while it is claimed: either the claim books it and nobody else is offered, or it is 410 and the next guest is offered', async () => {
    const outcomes: string[] = [];
    for (const days of [6, 7, 8]) {
      const night = nightAfter(days);
      const reservations = await fillNight(night);
      await joined(night, 'Hana');
      const ivan = await joined(night, 'Ivan');
      await cancel(reservations['Sto 1']);
      const token = tokenOf(await offerMailTo(night, 'Hana'));

      const [claimed] = await Promise.all([claim(token), runDueIn(OFFER_MINUTES + 1)]);
      expect([201, 410]).toContain(claimed.status);
      await settled();
      if (claimed.status === 201) {
        expect(await entry(night, ivan)).toMatchObject({ state: 'waiting' });
        expect(await offerMailsTo(night, 'Ivan')).toHaveLength(0);
        expect(claimed.body.tableId).toBe(tables['Sto 1']);
      } else {
        await offerMailTo(night, 'Ivan');
        expect(await entry(night, ivan)).toMatchObject({ state: 'offered', tableName: 'Sto 1' });
      }
      outcomes.push(String(claimed.status));
    }
    expect(outcomes).toHaveLength(3);
  });

  it('lets the venue move a guest up and take one off with the version it saw; an offered guest taken off passes the table on', async () => {
    const night = nightAfter(9);
    const reservations = await fillNight(night);
    const jana = await joined(night, 'Jana');
    const kosta = await joined(night, 'Kosta');
    const lena = await joined(night, 'Lena');

    const current = (id: string) => entry(night, id);
    const stale = await api.put(`/api/waitlist/${lena}/position`, { position: 1, version: 7 }, managerToken);
    expect([stale.status, stale.body.message]).toEqual([409, 'Podaci su u međuvremenu izmenjeni, osvežite stranicu']);
    const headerStale = await api.request('PUT', `/api/waitlist/${lena}/position`, { body: { position: 1 }, token: managerToken, headers: { 'if-match': '"7"' } });
    expect(headerStale.status).toBe(412);
    const badPosition = await api.put(`/api/waitlist/${lena}/position`, { position: 0 }, managerToken);
    expect([badPosition.status, badPosition.body.field]).toEqual([400, 'position']);
    expect((await api.put(`/api/waitlist/${lena}/position`, { position: 1 }, otherManagerToken)).status).toBe(403);
    // Another venue learns nothing from a precondition: a wrong version and the right one both answer 403.
    for (const tag of ['"7"', `"${(await current(lena)).version}"`]) {
      const foreign = await api.request('PUT', `/api/waitlist/${lena}/position`, { body: { position: 1 }, token: otherManagerToken, headers: { 'if-match': tag } });
      expect(foreign.status).toBe(403);
      const foreignRemoval = await api.request('DELETE', `/api/waitlist/${lena}`, { token: otherManagerToken, headers: { 'if-match': tag } });
      expect(foreignRemoval.status).toBe(403);
    }

    const moved = await api.request('PUT', `/api/waitlist/${lena}/position`, {
      body: { position: 1 },
      token: staffToken,
      headers: { 'if-match': `"${(await current(lena)).version}"` },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ _id: lena, position: 1 });
    expect((await list(night)).entries.map((e) => e.firstName)).toEqual(['Lena', 'Jana', 'Kosta']);

    const removed = await api.request('DELETE', `/api/waitlist/${jana}`, { token: managerToken, body: { version: (await current(jana)).version } });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ state: 'removed', position: null });
    expect((await list(night)).entries.map((e) => [e.firstName, e.position])).toEqual([
      ['Lena', 1],
      ['Kosta', 2],
      ['Jana', null],
    ]);

    await cancel(reservations['Sto 2']);
    await offerMailTo(night, 'Lena');
    expect((await api.delete(`/api/waitlist/${lena}`, managerToken)).status).toBe(200);
    await offerMailTo(night, 'Kosta');
    expect(await current(kosta)).toMatchObject({ state: 'offered', tableName: 'Sto 2' });
    expect((await current(lena)).state).toBe('removed');
  });

  it('offers a table freed at the door (no-show) to the guest waiting for it', async () => {
    const night = nightOf(new Date());
    const reservations = await fillNight(night);
    await joined(night, 'Mila');
    const released = await api.post(`/api/reservations/${reservations['Sto 1']}/no-show`, {}, staffToken);
    expect(released.status).toBe(200);
    const token = tokenOf(await offerMailTo(night, 'Mila'));
    const claimed = await claim(token);
    expect([claimed.status, claimed.body.tableName]).toEqual([201, 'Sto 1']);
  });

  it("answers a join and a removal with the queue as it stands while the feed's follower is down", async () => {
    const night = nightAfter(10);
    await fillNight(night);
    await settled();
    await app.running.kernel.projections.stop();
    try {
      const first = await joined(night, 'Vesna');
      const second = await joined(night, 'Goran');
      expect((await list(night)).entries.map(({ _id, position }) => [_id, position])).toEqual([
        [first, 1],
        [second, 2],
      ]);
      const removed = await api.request('DELETE', `/api/waitlist/${first}`, { token: managerToken, body: { version: (await entry(night, first)).version } });
      expect(removed.status).toBe(200);
      expect((await list(night)).entries.map(({ _id, position }) => [_id, position])).toEqual([
        [second, 1],
        [first, null],
      ]);
    } finally {
      app.running.kernel.projections.start();
    }
  });
});
