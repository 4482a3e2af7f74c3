import { appliedTermsView, check, placedReservationView, reservationDetailView, reservationView, venueTermsView, venueView, type Struct } from '@izlazak/contracts';
import { belgradeInstant } from '../../backend/src/modules/events/domain/venue-night';
import { DepositExpiry } from '../../backend/src/modules/money/commands/deposit-expiry';
import { validateIpsQrText } from '../../backend/src/modules/money/domain/ips-qr';
import { ScheduledCommands } from '../../backend/src/platform/scheduling/scheduled-commands';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { waitForMailTo } from '../support/mailbox';
import { decodeQrPng, qrInMail } from '../support/qr';
import { addTablesByName, booths, staffedVenue, venueWithManager } from '../support/venues';
import { nightInDays } from './integrations-support';

const ACCOUNT = '160-0000000012345-95';
const PAYEE = { paymentAccount: '160-12345-95', payeeName: 'Klub Obala d.o.o.', payeePlace: 'Beograd' };
const BOOTH = { zone: 'Separei', minimumSpend: 20000, package: 'Flaša + 4 energetska pića', deposit: 10000, freeCancelHours: 48, lateCancel: 'keep', noShow: 'keep' };
const HOUSE = { minimumSpend: 0, package: '', deposit: 0, freeCancelHours: 0, lateCancel: 'refund', noShow: 'refund' };

describe('Money on the table: terms, and deposits paid with the IPS QR code', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string, managerToken: string, staffToken: string, tables: Record<string, string>;
  let otherManagerToken: string, otherTableId: string;
  let eventId: string;
  const night = nightInDays(3);
  const isoNight = night.split('.').reverse().join('-');
  const newYear = nightInDays(5);
  const isoNewYear = newYear.split('.').reverse().join('-');

  const scheduler = () => app.running.app.get(ScheduledCommands);
  const documented = (body: unknown, struct: Struct<any, any>) => expect(check(body, struct).errors ?? 'as documented').toBe('as documented');
  const terms = () => api.get(`/api/club/${clubId}/terms`, managerToken);
  const putTerms = (body: unknown, token = managerToken) => api.put(`/api/club/${clubId}/terms`, body, token);
  const place = async (tableName: string, email: string, overrides: Record<string, unknown> = {}) => {
    const placed = await api.post('/api/reservations', {
      clubId,
      tableId: tables[tableName],
      date: night,
      persons: 4,
      firstName: 'Jovana',
      lastName: 'Marić',
      phone: '+381 64 111 2233',
      email,
      ...overrides,
    });
    expect([placed.status, placed.body.message]).toEqual([201, undefined]);
    documented(placed.body, placedReservationView);
    return placed.body;
  };
  const reservation = async (id: string) => (await api.get(`/api/reservations/${id}`, managerToken)).body;
  const pay = (id: string, body: unknown = {}, token = staffToken) => api.post(`/api/reservations/${id}/payment`, body, token);
  const mailTo = (email: string, subject: string) => waitForMailTo(app.mailDir, email, subject);
  const png = async (url: string, token?: string) => {
    const response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    return { status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) };
  };
  /** Runs what is due by `minutes` from now, once the planner scheduled every deposit placed so far. */
  const runDueIn = async (minutes: number) => {
    expect(await readModelsCaughtUp(app, 20_000, ['deposit-expiry-planner'])).toBe(true);
    return scheduler().runDue(new Date(Date.now() + minutes * 60_000));
  };

  beforeAll(async () => {
    ({ clubId, managerToken, staffToken, tables } = await staffedVenue(app, {
      name: 'Splav Obala',
      openEveryNight: true,
      tables: [...booths(4, 8), { name: 'Sto 1', maxPersons: 4 }],
      staffEmail: 'kasa@obala.test',
    }));
    ({ managerToken: otherManagerToken } = await venueWithManager(api, app.adminToken, 'Klub Druga Obala'));
    otherTableId = (await addTablesByName(api, otherManagerToken, [{ name: 'Tuđi sto', maxPersons: 4 }]))['Tuđi sto'];
    const event = await api.post(
      '/api/event',
      { title: 'Doček', description: 'Doček na splavu', dateOfEvent: newYear, type: 'Žurka', ticketPrice: '3000', clubId },
      app.adminToken,
    );
    expect(event.status).toBe(201);
    eventId = event.body._id;
  });

  it('refuses bad terms with a 400 naming the field in Serbian, and saves nothing', async () => {
    const before = await terms();
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ clubId, version: null, paymentAccount: null, paymentCode: '289', depositHoldMinutes: 60, rules: [] });
    documented(before.body, venueTermsView);

    const refusals: [unknown, string, RegExp][] = [
      [{ ...PAYEE, rules: [{ ...BOOTH, minimumSpend: -100 }] }, 'rules.0.minimumSpend', /Minimalna potrošnja mora biti ceo broj/],
      [{ ...PAYEE, rules: [{ ...BOOTH, minimumSpend: 2000.5 }] }, 'rules.0.minimumSpend', /ceo broj dinara/],
      [{ ...PAYEE, rules: [HOUSE, { ...BOOTH, deposit: -1 }] }, 'rules.1.deposit', /Depozit mora biti ceo broj/],
      [{ ...PAYEE, rules: [{ ...BOOTH, freeCancelHours: 169 }] }, 'rules.0.freeCancelHours', /od 0 do 168/],
      [{ ...PAYEE, rules: [{ ...BOOTH, freeCancelHours: -1 }] }, 'rules.0.freeCancelHours', /od 0 do 168/],
      [{ ...PAYEE, rules: [{ ...BOOTH, deposit: 25000 }] }, 'rules.0.deposit', /^Depozit ne može biti veći od minimalne potrošnje$/],
      [{ ...PAYEE, paymentAccount: '160-12345-96', rules: [BOOTH] }, 'paymentAccount', /kontrolni broj/],
      [{ ...PAYEE, paymentAccount: 'nije račun', rules: [BOOTH] }, 'paymentAccount', /Broj računa nije ispravan/],
      [{ rules: [BOOTH] }, 'paymentAccount', /tek kad je upisan broj računa/],
      [{ ...PAYEE, rules: [{ ...BOOTH, zone: undefined, tableId: otherTableId }] }, 'rules.0.tableId', /Sto ne pripada ovom objektu/],
      [{ ...PAYEE, rules: [BOOTH, { ...BOOTH, zone: 'separei' }] }, 'rules.1', /Već postoji pravilo/],
      [{ ...PAYEE, depositHoldMinutes: 0, rules: [BOOTH] }, 'depositHoldMinutes', /od 5 do 1440/],
      [{ ...PAYEE, paymentCode: '28', rules: [BOOTH] }, 'paymentCode', /tri cifre/],
      [{ ...PAYEE, payeeName: 'Klub | Obala', rules: [BOOTH] }, 'payeeName', /ne dozvoljava/],
      [{ ...PAYEE, rules: [{ ...BOOTH, noShow: 'možda' }] }, 'rules.0.noShow', /keep.*refund/],
    ];
    for (const [body, field, message] of refusals) {
      const refused = await putTerms(body);
      expect([field, refused.status, refused.body.field]).toEqual([field, 400, field]);
      expect(refused.body.message).toMatch(message);
    }
    expect((await terms()).body).toEqual(before.body);
  });

  it("saves the venue's terms for its manager and admins (stale edits refused), and shows them to anyone", async () => {
    expect((await putTerms({ ...PAYEE, rules: [BOOTH] }, otherManagerToken)).status).toBe(403);
    expect((await putTerms({ ...PAYEE, rules: [BOOTH] }, staffToken)).status).toBe(403);
    expect((await api.put(`/api/club/${clubId}/terms`, { ...PAYEE, rules: [BOOTH] })).status).toBe(401);

    const saved = await putTerms({
      ...PAYEE,
      rules: [HOUSE, BOOTH, { tableId: tables['Separe 2'], minimumSpend: 30000, package: 'Dve flaše', deposit: 15000, freeCancelHours: 72 }],
    });
    expect(saved.status).toBe(200);
    documented(saved.body, venueTermsView);
    expect(saved.body).toMatchObject({
      clubId,
      paymentAccount: ACCOUNT,
      payeeName: 'Klub Obala d.o.o.',
      payeePlace: 'Beograd',
      paymentCode: '289',
      paymentPurpose: 'Depozit za rezervaciju',
      depositHoldMinutes: 60,
    });
    expect(saved.body.rules).toEqual([
      { zone: null, tableId: null, night: null, eventId: null, ...HOUSE },
      { tableId: null, night: null, eventId: null, ...BOOTH },
      {
        zone: null,
        tableId: tables['Separe 2'],
        night: null,
        eventId: null,
        minimumSpend: 30000,
        package: 'Dve flaše',
        deposit: 15000,
        freeCancelHours: 72,
        lateCancel: 'keep',
        noShow: 'keep',
      },
    ]);
    const version = saved.body.version as number;
    expect(typeof version).toBe('number');

    // An edit made from a version that is not the current one: refused, nothing changes.
    const stale = await putTerms({ ...PAYEE, rules: [HOUSE], version: version + 5 });
    expect([stale.status, stale.body.message]).toEqual([409, 'Podaci su u međuvremenu izmenjeni, osvežite stranicu']);
    const staleIfMatch = await api.request('PUT', `/api/club/${clubId}/terms`, {
      token: managerToken,
      body: { ...PAYEE, rules: [HOUSE] },
      headers: { 'if-match': `"${version + 7}"` },
    });
    expect(staleIfMatch.status).toBe(412);

    // A bare list is the rules alone: the payee data stays.
    const rulesOnly = await api.request('PUT', `/api/club/${clubId}/terms`, {
      token: app.adminToken,
      body: [...saved.body.rules, { tableId: tables['Separe 2'], night: newYear, minimumSpend: 50000, package: 'Tri flaše', deposit: 20000, freeCancelHours: 96 }],
      headers: { 'if-match': `"${version}"` },
    });
    expect(rulesOnly.status).toBe(200);
    expect(rulesOnly.body).toMatchObject({ version: version + 1, paymentAccount: ACCOUNT, payeeName: 'Klub Obala d.o.o.' });
    expect(rulesOnly.body.rules).toHaveLength(4);
    expect(rulesOnly.body.rules[3]).toMatchObject({ tableId: tables['Separe 2'], night: isoNewYear, minimumSpend: 50000 });

    // The change history tells each change of the terms: who, and the rules before and after.
    expect(await readModelsCaughtUp(app, 20_000, ['history'])).toBe(true);
    const history = await api.get(`/api/history?clubId=${clubId}&entityType=venue&size=100`, managerToken);
    const termsChanges = (history.body.data as { type: string; summary: string; changes: { field: string; before: string | null; after: string | null }[] }[]).filter(
      (entry) => entry.type === 'VenueTermsSet',
    );
    expect(termsChanges).toHaveLength(2);
    const rulesChange = termsChanges.map((entry) => entry.changes.find((change) => change.field === 'terms:rules'));
    expect(rulesChange.map((change) => change?.after?.split(' | ').length)).toEqual(expect.arrayContaining([3, 4]));
    const latest = rulesChange.find((change) => change?.after?.split(' | ').length === 4)!;
    expect(latest.before).toContain('zona Separei: minimalna potrošnja 20.000 RSD, paket: Flaša + 4 energetska pića, depozit 10.000 RSD');
    expect(latest.after).toContain(
      `sto Separe 2, noć ${newYear}: minimalna potrošnja 50.000 RSD, paket: Tri flaše, depozit 20.000 RSD. Besplatno otkazivanje do 96 h pre početka noći`,
    );
    expect(termsChanges.every((entry) => entry.summary.includes('promenio uslove stolova objekta'))).toBe(true);

    // The public reads them, the account too: it is on every slip the venue hands out.
    const publicTerms = await api.get(`/api/club/${clubId}/terms`);
    expect(publicTerms.status).toBe(200);
    expect(publicTerms.body).toEqual(rulesOnly.body);
    expect((await api.get('/api/club/nema-takvog/terms')).status).toBe(404);
  });

  it("answers the payment details with the venue's details and edits them with its settings: a wrong account is 400, and no account while deposits are asked", async () => {
    const venue = await api.get(`/api/club/${clubId}`);
    expect(venue.status).toBe(200);
    documented(venue.body, venueView);
    expect(venue.body).toMatchObject({ paymentAccount: '160000000001234595', payeeName: 'Klub Obala d.o.o.', payeePlace: 'Beograd', depositHoldMinutes: 60 });
    const settings = (changes: Record<string, unknown>, token = managerToken) =>
      api.put(`/api/club/${clubId}`, { name: venue.body.name, type: venue.body.type, city: venue.body.city, version: venue.body.version, ...changes }, token);

    const refusals: [Record<string, unknown>, string, RegExp][] = [
      [{ paymentAccount: '160-12345-96' }, 'paymentAccount', /kontrolni broj \(poslednje dve cifre\) ne odgovara/],
      [{ paymentAccount: '160-12345' }, 'paymentAccount', /Broj računa nije ispravan/],
      [{ paymentAccount: '' }, 'paymentAccount', /^Depozit se može tražiti tek kad je upisan broj računa objekta$/],
      [{ payeeName: '' }, 'payeeName', /naziv primaoca/],
      [{ payeeName: 'Klub | Obala' }, 'payeeName', /ne dozvoljava/],
      [{ depositHoldMinutes: 2 }, 'depositHoldMinutes', /od 5 do 1440/],
    ];
    for (const [changes, field, message] of refusals) {
      const refused = await settings(changes);
      expect([field, refused.status, refused.body.field]).toEqual([field, 400, field]);
      expect(refused.body.message).toMatch(message);
    }
    expect((await api.get(`/api/club/${clubId}`)).body).toEqual(venue.body);

    const changed = await settings({ paymentAccount: '840-955845-10', payeePlace: 'Novi Beograd', depositHoldMinutes: '90' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ paymentAccount: '840000000095584510', payeeName: 'Klub Obala d.o.o.', payeePlace: 'Novi Beograd', depositHoldMinutes: 90 });
    // The terms and every slip read them from there.
    expect((await terms()).body).toMatchObject({ paymentAccount: '840-0000000955845-10', payeePlace: 'Novi Beograd', depositHoldMinutes: 90 });
    const applied = await api.get(`/api/club/${clubId}/terms?tableId=${tables['Separe 1']}&night=${night}`);
    expect(applied.body).toMatchObject({ depositHoldMinutes: 90, payee: { account: '840-0000000955845-10', place: 'Novi Beograd' } });

    const back = await settings({ paymentAccount: ACCOUNT, payeePlace: 'Beograd', depositHoldMinutes: 60, version: changed.body.version });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ paymentAccount: '160000000001234595', payeePlace: 'Beograd', depositHoldMinutes: 60 });
  });

  it('answers the terms that apply to a table and night: the most specific rule wins', async () => {
    const applied = async (query: string) => {
      const answer = await api.get(`/api/club/${clubId}/terms?${query}`);
      expect([query, answer.status]).toEqual([query, 200]);
      documented(answer.body, appliedTermsView);
      return answer.body;
    };
    // A zone's booth on any night: the zone's rule; its payee for the slip.
    expect(await applied(`tableId=${tables['Separe 1']}&night=${night}`)).toMatchObject({
      tableId: tables['Separe 1'],
      night: isoNight,
      eventId: null,
      depositHoldMinutes: 60,
      terms: {
        minimumSpend: 20000,
        package: 'Flaša + 4 energetska pića',
        deposit: 10000,
        freeCancelHours: 48,
        lateCancel: 'keep',
        noShow: 'keep',
        scope: { zone: 'Separei', tableId: null, night: null, eventId: null },
      },
      payee: { name: 'Klub Obala d.o.o.', place: 'Beograd', account: ACCOUNT, paymentCode: '289' },
    });
    // The table's own rule beats its zone's; its rule for one night beats that on that night, an event of that night too.
    expect((await applied(`tableId=${tables['Separe 2']}&night=${night}`)).terms).toMatchObject({ minimumSpend: 30000, scope: { tableId: tables['Separe 2'], night: null } });
    expect((await applied(`tableId=${tables['Separe 2']}&night=${isoNewYear}`)).terms).toMatchObject({ minimumSpend: 50000, scope: { night: isoNewYear } });
    const forEvent = await api.get(`/api/club/${clubId}/terms/for?tableId=${tables['Separe 2']}&eventId=${eventId}`);
    expect(forEvent.status).toBe(200);
    expect(forEvent.body).toMatchObject({ night: isoNewYear, eventId, terms: { minimumSpend: 50000 } });
    // When the night starts, which the free-cancellation deadline counts back from: the event's start
    // (22:00), and 20:00 at a venue open all day.
    expect(forEvent.body.terms.nightStartsAt).toBe(belgradeInstant(isoNewYear, '22:00').toISOString());
    expect((await applied(`tableId=${tables['Separe 1']}&night=${night}`)).terms.nightStartsAt).toBe(belgradeInstant(isoNight, '20:00').toISOString());
    // A table in no zone: the venue's default, no deposit, no payee.
    expect(await applied(`tableId=${tables['Sto 1']}&night=${night}`)).toMatchObject({
      terms: { minimumSpend: 0, deposit: 0, lateCancel: 'refund', scope: { zone: null, tableId: null } },
      payee: null,
    });

    expect((await api.get(`/api/club/${clubId}/terms?tableId=${otherTableId}`)).body).toMatchObject({ field: 'tableId', message: 'Sto ne pripada ovom objektu' });
    expect((await api.get(`/api/club/${clubId}/terms/for?night=${night}`)).body).toMatchObject({ field: 'tableId' });
    expect((await api.get(`/api/club/${clubId}/terms?tableId=${tables['Sto 1']}&night=31.02.2026`)).body).toMatchObject({ field: 'night' });
  });

  it("places a booth whose terms ask a deposit as 'Čeka uplatu' with the slip and its IPS QR code, in the answer and the mail; the venue marks it received and it is confirmed", async () => {
    const placed = await place('Separe 1', 'jovana@gost.test');
    expect(placed).toMatchObject({
      status: 'AwaitingPayment',
      terms: { minimumSpend: 20000, package: 'Flaša + 4 energetska pića', deposit: 10000, freeCancelHours: 48, lateCancel: 'keep', noShow: 'keep' },
      deposit: { amount: 10000, state: 'due', account: ACCOUNT, paymentCode: '289', paidAt: null, paidAmount: null },
    });
    const { payment } = placed;
    expect(payment).toMatchObject({
      payee: 'Klub Obala d.o.o.',
      payeePlace: 'Beograd',
      account: ACCOUNT,
      amount: 10000,
      paymentCode: '289',
      purpose: `Depozit za rezervaciju ${placed.uniqueId}`,
    });
    expect(payment.reference).toMatch(/^97\d{18}$/);
    expect(payment.qrText).toBe(placed.deposit.ipsQr);
    expect(validateIpsQrText(payment.qrText)).toEqual([]);
    expect(payment.qrText).toBe(
      `K:PR|V:01|C:1|R:160000000001234595|N:Klub Obala d.o.o.\r\nBeograd|I:RSD10000,00|SF:289|S:Depozit za rezervaciju ${placed.uniqueId}|RO:${payment.reference}`,
    );
    const due = Date.parse(payment.dueAt) - Date.parse(placed.createdAt);
    expect(due).toBe(60 * 60_000);

    // The picture behind the answer's link reads back as the slip, for the guest without an account.
    const picture = await png(payment.qrUrl);
    expect([picture.status, picture.type]).toEqual([200, 'image/png']);
    expect(decodeQrPng(picture.body)).toBe(payment.qrText);
    expect((await png(payment.qrUrl.replace(/token=[^&]+/, 'token=pogresan'))).status).toBe(404);
    expect((await png(`${app.baseUrl}/api/reservations/${placed._id}/payment-qr.png`)).status).toBe(401);
    expect((await png(`${app.baseUrl}/api/reservations/${placed._id}/payment-qr.png`, managerToken)).status).toBe(200);

    // The mail carries the slip as text and its QR code inline; decoded, a bank app would take it.
    const mail = await mailTo('jovana@gost.test', 'uplatite depozit');
    const mailed = qrInMail(mail)!;
    expect(mailed).toBe(payment.qrText);
    expect(validateIpsQrText(mailed)).toEqual([]);
    expect(mail.text).toContain(`Račun primaoca: ${ACCOUNT}`);
    expect(mail.text).toContain('Iznos: 10.000,00 RSD');
    expect(mail.text).toContain(`Model i poziv na broj: 97 ${payment.reference.slice(2)}`);
    expect(mail.text).toContain('Šifra plaćanja: 289');
    expect(mail.text).toContain('Uslovi: minimalna potrošnja 20.000 RSD · paket: Flaša + 4 energetska pića · depozit 10.000 RSD');
    expect(mail.html).toContain('alt="NBS IPS QR kod za uplatu depozita');

    // The booth is held while the deposit is awaited.
    const second = await api.post('/api/reservations', {
      clubId,
      tableId: tables['Separe 1'],
      date: night,
      persons: 2,
      firstName: 'Petar',
      lastName: 'Perić',
      phone: '+381 64 222 3344',
      email: 'petar@gost.test',
    });
    expect(second.status).toBe(409);
    const booth = (await api.get(`/api/club/allTables/${clubId}?date=${night}`)).body.data.find((table: { _id: string }) => table._id === tables['Separe 1']);
    expect(booth.free).toBe(false);
    const awaiting = await reservation(placed._id);
    expect(awaiting).toMatchObject({ status: 'AwaitingPayment', terms: placed.terms, deposit: placed.deposit });
    documented(awaiting, reservationDetailView);

    // 'Uplata primljena': for the venue's people only, a whole number of dinars.
    expect((await pay(placed._id, {}, otherManagerToken)).status).toBe(403);
    expect((await api.post(`/api/reservations/${placed._id}/payment`, {})).status).toBe(401);
    const bad = await pay(placed._id, { amount: -5 });
    expect([bad.status, bad.body.field]).toEqual([400, 'amount']);
    const paid = await pay(placed._id, { amount: '10000' });
    expect(paid.status).toBe(200);
    documented(paid.body, reservationView);
    expect(paid.body).toMatchObject({ _id: placed._id, status: 'Complete', deposit: { state: 'paid', paidAmount: 10000, amount: 10000 } });
    expect(Date.parse(paid.body.deposit.paidAt)).toBeGreaterThan(Date.parse(placed.createdAt) - 1);
    // Paid twice: nothing more happens.
    const again = await pay(placed._id);
    expect([again.status, again.body.version]).toEqual([200, paid.body.version]);
    // Marked by hand, the payment stands (and the guest hears of it) once its ten minutes to undo it are over.
    await runDueIn(11);
    const paidMail = await mailTo('jovana@gost.test', 'depozit je primljen');
    expect(qrInMail(paidMail)).toMatch(new RegExp(`^${app.baseUrl.replace(/[.]/g, '\\.')}/r/`));
    expect(paidMail.text).toContain('10.000,00 RSD');

    // A reservation without a deposit takes no payment.
    const plain = await place('Sto 1', 'bez.depozita@gost.test');
    expect(plain).toMatchObject({ status: 'Pending', deposit: null, payment: null, terms: { minimumSpend: 0, deposit: 0 } });
    expect((await pay(plain._id)).body).toMatchObject({ statusCode: 409, message: 'Ova rezervacija ne traži depozit' });
  });

  it('cancels a reservation whose deposit never came when its hold runs out, freeing the table; a late payment is refused, a paid one stays', async () => {
    const unpaid = await place('Separe 3', 'zaboravni@gost.test');
    const paidFirst = await place('Separe 4', 'uredni@gost.test');
    expect((await pay(paidFirst._id)).status).toBe(200);

    // Not yet due: nothing happens (but the paid one's ten minutes to undo it pass).
    await runDueIn(30);
    expect((await reservation(unpaid._id)).status).toBe('AwaitingPayment');
    expect(await readModelsCaughtUp(app, 20_000, ['reservations'])).toBe(true);
    const { mails: _mails, ...paidBefore } = await reservation(paidFirst._id);

    expect(await runDueIn(61)).toBeGreaterThanOrEqual(1);
    const expired = await reservation(unpaid._id);
    expect(expired).toMatchObject({ status: 'Cancelled', deposit: { state: 'expired' } });
    // The paid one was left as it was.
    expect(await reservation(paidFirst._id)).toMatchObject(paidBefore);

    const late = await pay(unpaid._id);
    expect([late.status, late.body.message]).toEqual([409, 'Rok za uplatu depozita je istekao i rezervacija je otkazana: vratite uplatu gostu ili napravite novu rezervaciju']);
    expect((await png(unpaid.payment.qrUrl)).status).toBe(410);
    const mail = await mailTo('zaboravni@gost.test', 'depozit nije uplaćen');
    expect(mail.text).toContain('rezervacija otkazana i sto oslobođen');

    // The table is free again: the next guest books it.
    const booth = (await api.get(`/api/club/allTables/${clubId}?date=${night}`)).body.data.find((table: { _id: string }) => table._id === tables['Separe 3']);
    expect(booth.free).toBe(true);
    const next = await place('Separe 3', 'sledeci@gost.test');
    expect(next.status).toBe('AwaitingPayment');
    // A second run changes nothing more.
    await runDueIn(61);
    expect((await reservation(unpaid._id)).version).toBe(expired.version);
  });

  it("keeps a reservation's terms as they were when it was placed, whatever the venue changes later", async () => {
    const placed = await place('Separe 2', 'stalni@gost.test', { persons: 6 });
    expect(placed.terms).toMatchObject({ minimumSpend: 30000, package: 'Dve flaše', deposit: 15000 });
    const current = await terms();
    const changed = await putTerms({
      ...PAYEE,
      version: current.body.version,
      rules: current.body.rules.map((rule: { tableId: string | null; minimumSpend: number; deposit: number }) =>
        rule.tableId === tables['Separe 2'] ? { ...rule, minimumSpend: 90000, deposit: 45000 } : rule,
      ),
    });
    expect(changed.status).toBe(200);
    const after = await reservation(placed._id);
    expect(after.terms).toEqual(placed.terms);
    expect(after.deposit).toEqual(placed.deposit);
    expect((await api.get(`/api/club/${clubId}/terms?tableId=${tables['Separe 2']}&night=${night}`)).body.terms).toMatchObject({ minimumSpend: 90000 });
  });

  it("records twenty simultaneous 'Uplata primljena' of one deposit as one payment", async () => {
    const placed = await place('Separe 1', 'gužva@gost.test', { date: nightInDays(4) });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => pay(placed._id, {}, i % 2 ? staffToken : managerToken)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body.version))).toEqual(new Set([placed.version + 1]));
    const { rows } = await app.running.kernel.pool.query(
      "SELECT count(*)::int AS n FROM events WHERE type = 'ReservationPaymentReceived' AND data->'reservation'->>'reservationId' = $1",
      [placed._id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('gives one outcome when a payment is marked while the hold expires: paid, or cancelled with the payment refused', async () => {
    const expiry = app.running.app.get(DepositExpiry);
    for (const [index, table] of ['Separe 3', 'Separe 4'].entries()) {
      const placed = await place(table, `trka${index}@gost.test`, { date: nightInDays(6 + index) });
      const [payment] = await Promise.all([pay(placed._id), expiry.expire(placed._id, new Date(placed.payment.dueAt))]);
      const after = await reservation(placed._id);
      const { rows } = await app.running.kernel.pool.query(
        "SELECT type FROM events WHERE stream_id LIKE 'table-night-%' AND type IN ('ReservationPaymentReceived', 'ReservationCancelled') AND data->'reservation'->>'reservationId' = $1",
        [placed._id],
      );
      expect(rows).toHaveLength(1);
      if (rows[0].type === 'ReservationPaymentReceived') {
        expect([payment.status, after.status, after.deposit.state]).toEqual([200, 'Complete', 'paid']);
      } else {
        expect([payment.status, after.status, after.deposit.state]).toEqual([409, 'Cancelled', 'expired']);
      }
    }
  });
  it("settles a paid deposit by the reservation's own terms: due back within the free window, kept after it or on a no-show; 'Vraćeno' once, in the list, the history and the mail", async () => {
    const setDeposit = (id: string, state: string, token = staffToken) => api.post(`/api/reservations/${id}/deposit`, { state }, token);
    const deposits = async () => {
      expect(await readModelsCaughtUp(app, 20_000, ['reservations'])).toBe(true);
      const listed = await api.get(`/api/club/${clubId}/deposits`, staffToken);
      expect(listed.status).toBe(200);
      return { due: listed.body.awaitingPayment.map((r: { _id: string }) => r._id), refund: listed.body.refundDue.map((r: { _id: string }) => r._id) };
    };
    // In time: the night is ten days away, the free window 48 hours before it.
    const early = await place('Separe 1', 'rano@gost.test', { date: nightInDays(10) });
    expect((await deposits()).due).toContain(early._id);
    const refused = await setDeposit(early._id, 'vraćeno');
    expect([refused.status, refused.body.field]).toEqual([400, 'state']);
    expect((await setDeposit(early._id, 'refunded')).status).toBe(409);
    const paid = await setDeposit(early._id, 'paid');
    expect([paid.status, paid.body.status, paid.body.deposit.state]).toEqual([200, 'Complete', 'paid']);
    documented(paid.body, reservationView);
    expect((await deposits()).due).not.toContain(early._id);
    expect((await api.put(`/api/reservations/${early._id}`, { status: 'Cancelled' }, managerToken)).status).toBe(200);
    expect(await reservation(early._id)).toMatchObject({ status: 'Cancelled', deposit: { state: 'refundDue', paidAmount: 10000 } });
    expect((await deposits()).refund).toContain(early._id);
    expect((await mailTo('rano@gost.test', 'depozit se vraća')).text).toContain('vraća po uslovima rezervacije');

    const refunded = await Promise.all(Array.from({ length: 8 }, () => setDeposit(early._id, 'refunded')));
    expect(refunded.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(await reservation(early._id)).toMatchObject({ deposit: { state: 'refunded' } });
    expect((await deposits()).refund).not.toContain(early._id);
    const { rows } = await app.running.kernel.pool.query(
      "SELECT data->>'state' AS state FROM events WHERE type = 'ReservationDepositChanged' AND data->'reservation'->>'reservationId' = $1 ORDER BY global_position",
      [early._id],
    );
    expect(rows.map((row: { state: string }) => row.state)).toEqual(['refundDue', 'refunded']);
    expect((await mailTo('rano@gost.test', 'depozit je vraćen')).text).toContain('vratio depozit');
    expect((await setDeposit(early._id, 'paid')).status).toBe(200);
    expect(await reservation(early._id)).toMatchObject({ deposit: { state: 'refunded' } });

    // Late (tonight, inside the 48 hours) the terms keep it; so does a no-show. Tonight is Belgrade's night that is on
    // (after midnight, still yesterday's), not today's date: a no-show is recorded only for the night that is on.
    const tonightDate = nightInDays(0);
    const late = await place('Separe 2', 'kasno@gost.test', { date: tonightDate });
    expect((await setDeposit(late._id, 'paid')).status).toBe(200);
    expect((await api.put(`/api/reservations/${late._id}`, { status: 'Cancelled' }, managerToken)).status).toBe(200);
    expect(await reservation(late._id)).toMatchObject({ status: 'Cancelled', deposit: { state: 'kept' } });
    const kept = await setDeposit(late._id, 'refunded');
    expect([kept.status, kept.body.message]).toEqual([409, 'Depozit ove rezervacije nije za povraćaj (nije uplaćen, zadržan je ili je rezervacija još aktivna)']);
    const absent = await place('Separe 3', 'nije-dosao@gost.test', { date: tonightDate });
    expect((await pay(absent._id)).status).toBe(200);
    expect((await api.post(`/api/reservations/${absent._id}/no-show`, {}, staffToken)).status).toBe(200);
    expect(await reservation(absent._id)).toMatchObject({ status: 'NoShow', deposit: { state: 'kept' } });

    expect(await readModelsCaughtUp(app, 20_000)).toBe(true);
    const historyOf = async (id: string) => JSON.stringify((await api.get(`/api/history?entityType=reservation&entityId=${id}&size=100`, managerToken)).body);
    const refundHistory = await historyOf(early._id);
    for (const step of ['označio da je depozit uplaćen', 'označio da je depozit vraćen']) expect(refundHistory).toContain(step);
    // The deposit's own steps read as a sentence about it, not 'Gost depozit je …'.
    expect(refundHistory).toMatch(/: depozit rezervacije [A-Z0-9]{8} je za povraćaj gostu/);
    expect(await historyOf(absent._id)).toMatch(/: depozit rezervacije [A-Z0-9]{8} je zadržan po uslovima rezervacije/);
  });

  it("leaves a paid reservation 'Na čekanju' for the venue to confirm when the venue says so", async () => {
    const current = (await terms()).body;
    const { clubId: _club, version, ...body } = current;
    expect((await putTerms({ ...body, confirmOnDeposit: 'možda', version })).body.field).toBe('confirmOnDeposit');
    const saved = await putTerms({ ...body, confirmOnDeposit: false, version });
    expect([saved.status, saved.body.confirmOnDeposit]).toEqual([200, false]);
    const placed = await place('Separe 4', 'ceka-potvrdu@gost.test', { date: nightInDays(11) });
    const paid = await pay(placed._id);
    expect([paid.status, paid.body.status, paid.body.deposit.state]).toEqual([200, 'Pending', 'paid']);
    await runDueIn(11);
    expect((await mailTo('ceka-potvrdu@gost.test', 'depozit je primljen')).text).toContain('čeka potvrdu objekta');
    expect((await api.put(`/api/reservations/${placed._id}`, { status: 'Complete' }, managerToken)).status).toBe(200);
    expect(await reservation(placed._id)).toMatchObject({ status: 'Complete', deposit: { state: 'paid' } });
    expect((await putTerms({ ...body, confirmOnDeposit: true, version: saved.body.version })).status).toBe(200);
  });
});
