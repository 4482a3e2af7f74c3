import { check, publicEventView, type GuestListEntryView, type PublicEvent } from '@izlazak/contracts';
import { nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { staffedVenue, venueWithManager } from '../support/venues';
import { waitUntil, webhookReceiver } from './integrations-support';

const LIST = { name: 'Lista — besplatan ulaz do 05:59', benefit: 'Besplatan ulaz', price: 0, capacity: 20, maxPlusOnes: 2, closesAt: '05:59', public: true };

/** A list's names and arrivals in the integrators' feed and at their webhooks, the guest only for keys that see the venue's guests. */
describe('Guest lists for integrators', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0', WEBHOOKS_ALLOW_LOOPBACK: 'true', WEBHOOK_RETRY_BASE_MS: '100', WEBHOOK_RETRY_MAX_MS: '400' } });
  const { api } = app;
  let clubId: string, managerToken: string, staffToken: string;
  let venueKey: string, otherVenueKey: string;

  beforeAll(async () => {
    ({ clubId, managerToken, staffToken } = await staffedVenue(app, {
      name: 'Klub Lista Integracija',
      openEveryNight: true,
      tables: [{ name: 'Sto 1', maxPersons: 4 }],
      staffEmail: 'vrata@lista-integracija.test',
    }));
    const other = await venueWithManager(api, app.adminToken, 'Klub Drugi Lista');
    venueKey = (await api.post('/api/integrations/keys', { name: 'POS', clubId }, managerToken)).body.key;
    otherVenueKey = (await api.post('/api/integrations/keys', { name: 'POS drugi', clubId: other.clubId }, other.managerToken)).body.key;
  });

  const feed = async (key: string) => {
    const page = await api.request('GET', '/api/integrations/feed?limit=500&types=guest-list.signed-up,guest-list.arrived', { token: key });
    expect(page.status).toBe(200);
    return page.body.events as PublicEvent[];
  };

  it("tells a name's sign-up, its signing again and its arrival in the feed, with the guest and never the door code; another venue's key hears nothing", async () => {
    const opened = await api.post(`/api/club/${clubId}/guest-lists`, { night: nightOf(new Date()), ...LIST }, managerToken);
    expect(opened.status).toBe(201);
    const body = { firstName: 'Mila', lastName: 'Jović', phone: '060 400 0001', email: 'mila@gost.test', plusOnes: 1 };
    const first = (await api.post<GuestListEntryView>(`/api/guest-lists/${opened.body._id}/entries`, body)).body;
    const again = (await api.post<GuestListEntryView>(`/api/guest-lists/${opened.body._id}/entries`, { ...body, plusOnes: 2 })).body;
    expect((await api.post(`/api/guest-list-entries/${first._id}/arrival`, { persons: 3 }, staffToken)).status).toBe(200);
    expect(await readModelsCaughtUp(app)).toBe(true);

    const events = await feed(venueKey);
    for (const event of events) expect(check(event, publicEventView).errors).toBeNull();
    const entry = {
      entryId: first._id,
      listId: opened.body._id,
      venueId: clubId,
      night: opened.body.night,
      promoterId: null,
      guest: { firstName: 'Mila', lastName: 'Jović', email: 'mila@gost.test', phone: '060 400 0001' },
    };
    expect(events.map(({ type, venueId, data }) => ({ type, venueId, data }))).toEqual([
      { type: 'guest-list.signed-up', venueId: clubId, data: { entry, plusOnes: 1, signedUpAt: first.signedUpAt, again: false } },
      { type: 'guest-list.signed-up', venueId: clubId, data: { entry, plusOnes: 2, signedUpAt: expect.any(String), again: true } },
      { type: 'guest-list.arrived', venueId: clubId, data: { entry, arrivedPersons: 3, arrivedAt: expect.any(String) } },
    ]);
    expect(JSON.stringify(events)).not.toContain(first.code);
    expect(JSON.stringify(events)).not.toContain(again.code);
    expect(await feed(otherVenueKey)).toEqual([]);
  });

  it('delivers an arrival to a webhook that asked for arrivals only', async () => {
    const receiver = await webhookReceiver(() => 200);
    try {
      const keys = await api.get<{ _id: string; clubId: string | null }[]>('/api/integrations/keys', managerToken);
      const keyId = keys.body.find((key) => key.clubId === clubId)!._id;
      const created = await api.post('/api/integrations/webhooks', { url: receiver.url, types: ['guest-list.arrived'], keyId }, managerToken);
      expect(created.status).toBe(201);
      const opened = await api.post(`/api/club/${clubId}/guest-lists`, { night: nightOf(new Date()), ...LIST, name: 'Lista — ulaz 500 RSD' }, managerToken);
      const entry = (
        await api.post<GuestListEntryView>(`/api/guest-lists/${opened.body._id}/entries`, { firstName: 'Sava', lastName: 'Savić', phone: '060 400 0002', plusOnes: 0 })
      ).body;
      expect((await api.post(`/api/guest-list-entries/${entry._id}/arrival`, { persons: 1 }, staffToken)).status).toBe(200);

      await waitUntil(() => receiver.accepted().length >= 1, 20_000, 'the arrival delivered');
      const delivered = receiver.received.map((delivery) => JSON.parse(delivery.body) as PublicEvent);
      expect(delivered).toEqual([
        expect.objectContaining({
          type: 'guest-list.arrived',
          venueId: clubId,
          data: {
            entry: expect.objectContaining({ entryId: entry._id, guest: { firstName: 'Sava', lastName: 'Savić', email: '', phone: '060 400 0002' } }),
            arrivedPersons: 1,
            arrivedAt: expect.any(String),
          },
        }),
      ]);
    } finally {
      await receiver.close();
    }
  });
});
