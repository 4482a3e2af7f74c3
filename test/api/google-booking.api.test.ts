import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAppWithAdmin, startTestApp, type TestApp } from '../support/app';
import { apiClient, type Api } from '../support/http';
import { connectLive, type LiveClient } from '../support/live-client';
import { addTables } from '../support/venues';
import { MANAGER_PASSWORD, createVenue } from './venues-fixtures';
import { GOOGLE_PASSWORD, GOOGLE_USER, SLOT_HOURS, createBookingBody, googleCaller, nightIn, notificationReceiver, openTenToFour, slotOf, until } from './google-support';

const PARTNER = 'izlazak-test';

interface Merchant {
  clubId: string;
  managerToken: string;
  tableIds: string[];
}

describe('Reserve with Google: the booking server', () => {
  let app: TestApp;
  let api: Api;
  let adminToken: string;
  let google: ReturnType<typeof googleCaller>;
  let receiver: Awaited<ReturnType<typeof notificationReceiver>>;
  const lives: LiveClient[] = [];

  /** A venue open 22:00–04:00 with tables of the given seats, opted in (or not) to Google. */
  async function merchant(
    name: string,
    seats: number[],
    settings: { enabled: boolean; confirmsByHand: boolean } | null = { enabled: true, confirmsByHand: true },
  ): Promise<Merchant> {
    const venue = await createVenue(api, adminToken, name);
    await openTenToFour(api, adminToken, venue.id);
    const managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    const tableIds = await addTables(
      api,
      managerToken,
      seats.map((maxPersons, i) => ({ name: `Sto ${i + 1}`, maxPersons })),
    );
    if (settings) {
      const saved = await api.put(`/api/google/venues/${venue.id}`, settings, managerToken);
      expect(saved.status).toBe(200);
    }
    return { clubId: venue.id, managerToken, tableIds };
  }

  beforeAll(async () => {
    receiver = await notificationReceiver();
    ({ app, api, adminToken } = await startAppWithAdmin({
      env: {
        GOOGLE_BOOKING_USER: GOOGLE_USER,
        GOOGLE_BOOKING_PASSWORD: GOOGLE_PASSWORD,
        GOOGLE_NOTIFICATION_URL: receiver.url,
        GOOGLE_PARTNER_ID: PARTNER,
        GOOGLE_NOTIFICATION_RETRY_BASE_MS: '200',
        RATE_LIMIT_PER_WINDOW: '0',
        // A loaded machine can keep the read models a few seconds behind; the answers here wait for them.
        READ_YOUR_WRITES_TIMEOUT_MS: '20000',
      },
    }));
    google = googleCaller(api);
  }, 180_000);
  afterEach(() => lives.splice(0).forEach((client) => client.close()));
  afterAll(async () => {
    await app?.stop();
    await receiver?.close();
  });

  it("answers HealthCheck with and without the trailing slash, only to Google's credentials", async () => {
    expect((await google('GET', 'HealthCheck')).status).toBe(200);
    expect((await google('GET', 'HealthCheck/')).status).toBe(200);
    const wrong = await googleCaller(api, GOOGLE_USER, 'pogresna')('GET', 'HealthCheck');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect((await api.get('/api/google/v3/HealthCheck')).status).toBe(401);
    expect((await api.post('/api/google/v3/ListBookings', { user_id: '1' })).status).toBe(401);
  });

  it("tells the availability of a night for a party from the tables that seat it, as Google's sample asks", async () => {
    const venue = await merchant('Splav Google', [2, 6]);
    const night = nightIn(2);
    const { start_sec, duration_sec } = slotOf(night);
    const slot = (partySize: number, start = start_sec) => ({ duration_sec, resource_ids: { party_size: partySize }, service_id: 'table', start_sec: start });
    const asked = [slot(2), slot(6), slot(7), slot(2, String(Number(start_sec) + 1800))];
    const lookup = await google('POST', 'BatchAvailabilityLookup/', { merchant_id: venue.clubId, slot_time: asked });
    expect(lookup.status).toBe(200);
    expect(lookup.body).toEqual({
      slot_time_availability: [
        { available: true, slot_time: asked[0] },
        { available: true, slot_time: asked[1] },
        { available: false, slot_time: asked[2] },
        { available: false, slot_time: asked[3] },
      ],
    });
    expect(Number(duration_sec)).toBe(SLOT_HOURS * 3600);

    // Both tables taken from the web: the night is no longer free for any party.
    for (const tableId of venue.tableIds) {
      const placed = await api.post('/api/reservations', {
        clubId: venue.clubId,
        tableId,
        date: night,
        persons: 2,
        firstName: 'Ana',
        lastName: 'Web',
        phone: '+381 64 111 2222',
        email: 'ana@web.test',
      });
      expect(placed.status).toBe(201);
    }
    const after = await google('POST', 'BatchAvailabilityLookup', { merchant_id: venue.clubId, slot_time: [slot(2), slot(6)] });
    expect(after.body.slot_time_availability.map((a: { available: boolean }) => a.available)).toEqual([false, false]);
  });

  it('books a night as a pending reservation of a venue that confirms by hand, once per idempotency token, live on its dashboard', async () => {
    const venue = await merchant('Klub Google Ručno', [4]);
    const night = nightIn(1);
    const dashboard = await connectLive(app.baseUrl, venue.managerToken);
    lives.push(dashboard);
    const token = randomUUID();
    const body = createBookingBody(venue.clubId, night, 3, token);

    const created = await google('POST', 'CreateBooking/', body);
    expect(created.status).toBe(200);
    expect(created.body.booking_failure).toBeUndefined();
    const booking = created.body.booking;
    expect(booking).toEqual({
      booking_id: expect.any(String),
      slot: { merchant_id: venue.clubId, service_id: 'table', ...slotOf(night), resources: { party_size: 3 }, confirmation_mode: 'CONFIRMATION_MODE_ASYNCHRONOUS' },
      user_information: body.user_information,
      status: 'PENDING_MERCHANT_CONFIRMATION',
      payment_information: { prepayment_status: 'PREPAYMENT_NOT_PROVIDED' },
    });

    const push = await dashboard.pushOf(booking.booking_id);
    expect(push).toMatchObject({
      type: 'reservation',
      reservation: { _id: booking.booking_id, clubId: venue.clubId, status: 'Pending', persons: 3, firstName: 'John', lastName: 'Smith', date: night },
    });

    const retried = await google('POST', 'CreateBooking', body);
    expect(retried.body).toEqual(created.body);
    const list = await api.get(`/api/reservations?all=true&size=50`, venue.managerToken);
    expect(list.body.data.filter((r: { date: string }) => r.date === night)).toHaveLength(1);

    const status = await google('POST', 'GetBookingStatus', { booking_id: booking.booking_id });
    expect(status.body).toEqual({ booking_id: booking.booking_id, booking_status: 'PENDING_MERCHANT_CONFIRMATION', prepayment_status: 'PREPAYMENT_NOT_PROVIDED' });
    const bookings = await google('POST', 'ListBookings', { user_id: body.user_information.user_id });
    expect(bookings.body.bookings.map((b: { booking_id: string }) => b.booking_id)).toContain(booking.booking_id);

    // The only table is Google's now: the next guest, from Google or the web, gets a refusal.
    const second = await google('POST', 'CreateBooking', createBookingBody(venue.clubId, night, 2, randomUUID(), '222'));
    expect(second.status).toBe(200);
    expect(second.body.booking_failure).toEqual({ cause: 'SLOT_UNAVAILABLE', description: 'Sto je već rezervisan za tu noć' });
    const web = await api.post('/api/reservations', {
      clubId: venue.clubId,
      tableId: venue.tableIds[0],
      date: night,
      persons: 2,
      firstName: 'Ana',
      lastName: 'Web',
      phone: '+381 64 111 2222',
      email: 'ana@web.test',
    });
    expect(web.status).toBe(409);
  });

  it('tells Google when the venue confirms or rejects, the guest cancels by mail, or nobody comes, retrying until Google takes it', async () => {
    const venue = await merchant('Klub Google Obaveštenja', [4, 4, 4]);
    const night = nightIn(0);
    const book = async (partySize: number) =>
      (await google('POST', 'CreateBooking', createBookingBody(venue.clubId, night, partySize, randomUUID(), `u-${randomUUID()}`))).body.booking.booking_id as string;
    const confirmed = await book(2);
    const rejected = await book(3);
    const noShow = await book(4);

    receiver.failNext(2);
    expect((await api.put(`/api/reservations/${confirmed}`, { status: 'Complete' }, venue.managerToken)).status).toBe(200);
    expect((await api.put(`/api/reservations/${rejected}`, { status: 'Rejected' }, venue.managerToken)).status).toBe(200);
    expect((await api.put(`/api/reservations/${noShow}`, { status: 'Complete' }, venue.managerToken)).status).toBe(200);
    expect((await api.post(`/api/reservations/${noShow}/no-show`, {}, venue.managerToken)).status).toBeLessThan(300);

    const of = (bookingId: string) => receiver.received.filter((r) => r.url.startsWith(`/v1alpha/notification/partners/${PARTNER}/bookings/${bookingId}?`));
    await until(() => of(noShow).length === 2 && of(confirmed).length === 1 && of(rejected).length === 1, 15_000);
    expect(of(confirmed)[0]).toMatchObject({
      method: 'PATCH',
      url: `/v1alpha/notification/partners/${PARTNER}/bookings/${confirmed}?updateMask=status`,
      body: {
        name: `partners/${PARTNER}/bookings/${confirmed}`,
        merchantId: venue.clubId,
        serviceId: 'table',
        status: 'CONFIRMED',
        partySize: 2,
        duration: `${SLOT_HOURS * 3600}s`,
      },
    });
    expect(new Date(of(confirmed)[0].body.startTime).getTime() / 1000).toBe(Number(slotOf(night).start_sec));
    expect(of(rejected)[0].body.status).toBe('DECLINED_BY_MERCHANT');
    expect(of(noShow).map((r) => r.body.status)).toEqual(['CONFIRMED', 'NO_SHOW']);
    expect((await google('POST', 'GetBookingStatus', { booking_id: noShow })).body.booking_status).toBe('NO_SHOW');
  });

  it("cancels and changes the party size on Google's UpdateBooking, with the failure causes Google knows", async () => {
    const venue = await merchant('Kafana Google Izmene', [4]);
    const night = nightIn(3);
    const created = await google('POST', 'CreateBooking', createBookingBody(venue.clubId, night, 2, randomUUID(), 'u-izmene'));
    const bookingId = created.body.booking.booking_id;

    const bigger = await google('POST', 'UpdateBooking/', { booking: { booking_id: bookingId, party_size: 4 } });
    expect(bigger.body.booking).toMatchObject({ booking_id: bookingId, slot: { resources: { party_size: 4 } }, status: 'PENDING_MERCHANT_CONFIRMATION' });
    expect((await api.get(`/api/reservations/${bookingId}`, venue.managerToken)).body.persons).toBe(4);
    const tooMany = await google('POST', 'UpdateBooking', { booking: { booking_id: bookingId, party_size: 5 } });
    expect(tooMany.body.booking_failure).toEqual({ cause: 'SLOT_UNAVAILABLE', description: 'Za ovaj sto najviše 4 osobe' });

    const cancelled = await google('POST', 'UpdateBooking', { booking: { booking_id: bookingId, status: 'CANCELED' } });
    expect(cancelled.body.booking).toMatchObject({ booking_id: bookingId, status: 'CANCELED' });
    expect((await api.get(`/api/reservations/${bookingId}`, venue.managerToken)).body.status).toBe('Cancelled');
    const again = await google('POST', 'UpdateBooking', { booking: { booking_id: bookingId, status: 'CANCELED' } });
    expect(again.body.booking_failure.cause).toBe('BOOKING_ALREADY_CANCELLED');

    // What Google asked for is not told back to Google.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.received.filter((r) => r.url.includes(bookingId))).toEqual([]);
    expect((await google('POST', 'UpdateBooking', { booking: { booking_id: randomUUID(), status: 'CANCELED' } })).status).toBe(404);
  });

  it('confirms at once for a venue that does not confirm by hand (synchronous mode)', async () => {
    const venue = await merchant('Bar Google Odmah', [6], { enabled: true, confirmsByHand: false });
    const created = await google('POST', 'CreateBooking', createBookingBody(venue.clubId, nightIn(1), 2, randomUUID(), 'u-sync'));
    expect(created.body.booking).toMatchObject({ status: 'CONFIRMED', slot: { confirmation_mode: 'CONFIRMATION_MODE_SYNCHRONOUS' } });
    expect((await api.get(`/api/reservations/${created.body.booking.booking_id}`, venue.managerToken)).body.status).toBe('Complete');
  });

  it('books only venues that opted in, only their nights, and one booking per Google user and night', async () => {
    const notIn = await merchant('Klub Bez Google-a', [4], null);
    const night = nightIn(1);
    const refused = await google('POST', 'CreateBooking', createBookingBody(notIn.clubId, night, 2, randomUUID()));
    expect(refused.body).toEqual({ booking_failure: { cause: 'SLOT_UNAVAILABLE', description: 'Objekat ne prima rezervacije preko Google-a' } });
    const lookup = await google('POST', 'BatchAvailabilityLookup', {
      merchant_id: notIn.clubId,
      slot_time: [{ service_id: 'table', ...slotOf(night), resource_ids: { party_size: 2 } }],
    });
    expect(lookup.body.slot_time_availability[0].available).toBe(false);

    const venue = await merchant('Klub Google Termini', [4, 4]);
    const offSlot = createBookingBody(venue.clubId, night, 2, randomUUID());
    offSlot.slot.start_sec = String(Number(offSlot.slot.start_sec) - 3600);
    expect((await google('POST', 'CreateBooking', offSlot)).body.booking_failure.cause).toBe('SLOT_UNAVAILABLE');
    const tooBig = await google('POST', 'CreateBooking', createBookingBody(venue.clubId, night, 9, randomUUID()));
    expect(tooBig.body.booking_failure).toEqual({ cause: 'SLOT_UNAVAILABLE', description: 'Nijedan sto ne prima toliko osoba' });

    const first = await google('POST', 'CreateBooking', createBookingBody(venue.clubId, night, 2, randomUUID(), 'u-jedan'));
    expect(first.body.booking.status).toBe('PENDING_MERCHANT_CONFIRMATION');
    const twice = await google('POST', 'CreateBooking', createBookingBody(venue.clubId, night, 2, randomUUID(), 'u-jedan'));
    expect(twice.body.booking_failure.cause).toBe('SLOT_ALREADY_BOOKED_BY_USER');
  });

  it("answers a request that is not Google's shape with 400 naming the field, and an unknown booking with 404", async () => {
    const noSlot = await google('POST', 'CreateBooking', { idempotency_token: 'x', user_information: {} });
    expect(noSlot.status).toBe(400);
    expect(noSlot.body.field).toBe('slot');
    expect(noSlot.body.message).toBe("Polje 'slot' nije ispravno");
    const badStart = await google('POST', 'BatchAvailabilityLookup', { merchant_id: 'x', slot_time: [{ service_id: 'table', start_sec: 'sutra' }] });
    expect(badStart.status).toBe(400);
    expect(badStart.body.message).toMatch(/start_sec/);
    expect((await google('POST', 'BatchAvailabilityLookup', { merchant_id: 'nepostojeci', slot_time: [] })).status).toBe(400);
    expect((await google('POST', 'GetBookingStatus', { booking_id: randomUUID() })).status).toBe(404);
    expect((await google('POST', 'ListBookings', { user_id: 'niko' })).body).toEqual({ bookings: [] });
  });

  it('lets exactly one of many simultaneous bookings, from Google and the web, have the last table', async () => {
    const venue = await merchant('Splav Jedan Sto', [4]);
    const night = nightIn(4);
    const fromGoogle = Array.from({ length: 12 }, (_, i) => google('POST', 'CreateBooking', createBookingBody(venue.clubId, night, 2, randomUUID(), `u-trka-${i}`)));
    const fromWeb = Array.from({ length: 12 }, (_, i) =>
      api.post('/api/reservations', {
        clubId: venue.clubId,
        tableId: venue.tableIds[0],
        date: night,
        persons: 2,
        firstName: 'Gost',
        lastName: `Web ${i}`,
        phone: '+381 64 111 2222',
        email: `web${i}@trka.test`,
      }),
    );
    const [googleAnswers, webAnswers] = await Promise.all([Promise.all(fromGoogle), Promise.all(fromWeb)]);
    expect([...googleAnswers, ...webAnswers].every((answer) => answer.status < 500)).toBe(true);
    const googleWins = googleAnswers.filter((answer) => answer.body.booking && !answer.body.booking_failure).length;
    const webWins = webAnswers.filter((answer) => answer.status === 201).length;
    expect(googleWins + webWins).toBe(1);
    expect(googleAnswers.filter((answer) => answer.body.booking_failure).every((answer) => answer.body.booking_failure.cause === 'SLOT_UNAVAILABLE')).toBe(true);
    expect(webAnswers.filter((answer) => answer.status !== 201).every((answer) => answer.status === 409)).toBe(true);
    const list = await api.get(`/api/reservations?all=true&size=100`, venue.managerToken);
    expect(list.body.data.filter((r: { date: string; status: string }) => r.date === night && r.status === 'Pending')).toHaveLength(1);
  });

  it('writes the merchant, service and availability feeds of the venues that opted in, each a complete feed', async () => {
    const venue = await merchant('Splav Feed', [2, 6], { enabled: true, confirmsByHand: false });
    await merchant('Klub Van Feeda', [4], { enabled: false, confirmsByHand: true });
    const night = nightIn(1);
    const taken = await api.post('/api/reservations', {
      clubId: venue.clubId,
      tableId: venue.tableIds[1],
      date: night,
      persons: 5,
      firstName: 'Ana',
      lastName: 'Web',
      phone: '+381 64 111 2222',
      email: 'ana@web.test',
    });
    expect(taken.status).toBe(201);

    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'google-feeds-'));
    const run = spawnSync('npm', ['run', '--silent', 'google:feeds', '--', '--out', out], {
      cwd: path.resolve(__dirname, '../..'),
      env: { ...process.env, DATABASE_URL: app.databaseUrl, APP_URL: 'https://izlazak.rs', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(fs.readdirSync(out).sort()).toEqual(['availability.json', 'merchants.json', 'services.json']);
    const read = (name: string) => JSON.parse(fs.readFileSync(path.join(out, name), 'utf8'));
    const [merchants, services, availability] = ['merchants.json', 'services.json', 'availability.json'].map(read);
    for (const feed of [merchants, services, availability]) {
      expect(feed.metadata).toEqual({
        processing_instruction: 'PROCESS_AS_COMPLETE',
        shard_number: 0,
        total_shards: 1,
        nonce: expect.stringMatching(/^\d+$/),
        generation_timestamp: expect.any(Number),
      });
    }
    const ours = (list: { merchant_id: string }[]) => list.filter((entry) => entry.merchant_id === venue.clubId);
    expect(merchants.merchant.some((m: { name: string }) => m.name === 'Klub Van Feeda')).toBe(false);
    expect(ours(merchants.merchant)).toEqual([
      {
        merchant_id: venue.clubId,
        name: 'Splav Feed',
        telephone: expect.any(String),
        url: `https://izlazak.rs/club/${venue.clubId}`,
        category: 'night_club',
        geo: { address: expect.objectContaining({ country: 'RS' }) },
      },
    ]);
    expect(ours(services.service)).toEqual([
      {
        merchant_id: venue.clubId,
        service_id: 'table',
        localized_service_name: { value: 'Rezervacija stola', localized_value: [{ locale: 'sr', value: 'Rezervacija stola' }] },
        prepayment_type: 'NOT_SUPPORTED',
      },
    ]);
    expect(availability.service_availability).toHaveLength(1);
    const slot = slotOf(night);
    const thatNight = ours(availability.service_availability[0].availability).filter((a: any) => a.start_sec === Number(slot.start_sec));
    expect(thatNight.map((a: any) => [a.resources.party_size, a.spots_total, a.spots_open])).toEqual([
      [1, 2, 1],
      [2, 2, 1],
      [3, 1, 0],
      [4, 1, 0],
      [5, 1, 0],
      [6, 1, 0],
    ]);
    expect(thatNight[0]).toEqual({
      merchant_id: venue.clubId,
      service_id: 'table',
      start_sec: Number(slot.start_sec),
      duration_sec: Number(slot.duration_sec),
      spots_total: 2,
      spots_open: 1,
      resources: { party_size: 1 },
      confirmation_mode: 'CONFIRMATION_MODE_SYNCHRONOUS',
    });
  });
});

describe('Reserve with Google without credentials', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  }, 180_000);
  afterAll(() => app?.stop());

  it('is not there: every booking server route answers 404', async () => {
    const google = googleCaller(apiClient(app.baseUrl));
    expect((await google('GET', 'HealthCheck')).status).toBe(404);
    expect((await google('POST', 'CreateBooking', {})).status).toBe(404);
    expect((await google('POST', 'BatchAvailabilityLookup/', {})).status).toBe(404);
  });
});
