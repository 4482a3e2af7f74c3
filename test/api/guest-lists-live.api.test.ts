import type { GuestListEntryView, GuestListView, LiveGuestListEntryChange, LiveMessage, PromoterMeView, UserView } from '@izlazak/contracts';
import { nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { appPerSuite } from '../support/app';
import { connectLive, type LiveClient } from '../support/live-client';
import { staffedVenue, venueWithManager } from '../support/venues';

const PASSWORD = 'lozinka123';
const LIST = { name: 'Lista — besplatan ulaz do 00:30', benefit: 'Besplatan ulaz', price: 0, capacity: 20, maxPlusOnes: 2, closesAt: '05:59', public: true };

const entryPush = (entryId: string, arrived?: boolean) => (message: LiveMessage) =>
  message.type === 'guest-list-entry' && message.entry._id === entryId && (arrived === undefined || Boolean(message.entry.arrived) === arrived);

/** List names pushed live: to the venue (every door phone), admins, and the promoter whose name it is, never to others. */
describe('Guest lists live', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string, managerToken: string, staffToken: string, otherManagerToken: string;
  let marko: { token: string; me: PromoterMeView }, jelena: { token: string; me: PromoterMeView };
  const clients: LiveClient[] = [];
  const live = async (token: string, since: string | null = null) => {
    const client = await connectLive(app.baseUrl, token, since);
    clients.push(client);
    return client;
  };

  async function promoter(name: string) {
    const email = `${name.toLowerCase()}@uzivo-promo.test`;
    const form = { firstName: name, lastName: 'Promoterović', mobilePhone: '0611111111', email, password: PASSWORD, confirmPassword: PASSWORD, role: 'promoter' };
    expect((await api.post<UserView>('/api/user', form, managerToken)).status).toBe(201);
    await api.openVerificationLink(email);
    const token = await api.login(email, PASSWORD);
    return { token, me: (await api.get<PromoterMeView>('/api/promoters/me', token)).body };
  }

  beforeAll(async () => {
    ({ clubId, managerToken, staffToken } = await staffedVenue(app, {
      name: 'Klub Lista Uživo',
      openEveryNight: true,
      tables: [{ name: 'Sto 1', maxPersons: 4 }],
      staffEmail: 'vrata@lista-uzivo.test',
    }));
    ({ managerToken: otherManagerToken } = await venueWithManager(api, app.adminToken, 'Klub Drugi Uživo'));
    marko = await promoter('Marko');
    jelena = await promoter('Jelena');
  });

  afterEach(() => clients.splice(0).forEach((client) => client.close()));

  const tonightList = async () => {
    const opened = await api.post<GuestListView>(`/api/club/${clubId}/guest-lists`, { night: nightOf(new Date()), ...LIST }, managerToken);
    expect(opened.status).toBe(201);
    return opened.body;
  };
  const signUp = async (listId: string, phone: string, changes: Record<string, unknown> = {}) => {
    const signed = await api.post<GuestListEntryView>(`/api/guest-lists/${listId}/entries`, { firstName: 'Mila', lastName: 'Jović', phone, plusOnes: 2, ...changes });
    expect(signed.status).toBe(201);
    return signed.body;
  };
  const admit = (entryId: string, persons: number) => api.post<GuestListEntryView>(`/api/guest-list-entries/${entryId}/arrival`, { persons }, staffToken);

  it("pushes a sign-up and an arrival to the venue's door phones and admins with the list's counts, and to no other venue", async () => {
    const list = await tonightList();
    const [doorPhone, otherDoorPhone, admin, otherManager] = await Promise.all([live(staffToken), live(managerToken), live(app.adminToken), live(otherManagerToken)]);

    const entry = await signUp(list._id, '062 700 0001');
    const signedUp = (await doorPhone.next(entryPush(entry._id, false))) as LiveGuestListEntryChange;
    expect(signedUp).toMatchObject({
      entry: { _id: entry._id, listId: list._id, code: entry.code, plusOnes: 2, arrived: null },
      list: { _id: list._id, clubId, signedUp: 3, arrived: 0 },
    });

    expect((await admit(entry._id, 3)).status).toBe(200);
    for (const client of [doorPhone, otherDoorPhone, admin]) {
      const arrived = (await client.next(entryPush(entry._id, true))) as LiveGuestListEntryChange;
      expect(arrived).toMatchObject({ entry: { arrived: { persons: 3 } }, list: { _id: list._id, signedUp: 3, arrived: 3 } });
    }
    // One push goes to every room at once: another venue's would have come with the door phones'.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(otherManager.messages.filter((message) => message.type === 'guest-list-entry')).toEqual([]);
  });

  it('pushes a promoter only their own names, and replays an arrival they missed when they come back', async () => {
    const list = await tonightList();
    const [markoLive, jelenaLive, door] = await Promise.all([live(marko.token), live(jelena.token), live(staffToken)]);
    const markos = await signUp(list._id, '062 700 0101', { promoterCode: marko.me.code });
    const jelenas = await signUp(list._id, '062 700 0102', { firstName: 'Sara', promoterCode: jelena.me.code });
    const walkUp = await signUp(list._id, '062 700 0103', { firstName: 'Iva' });

    expect(await markoLive.next(entryPush(markos._id, false))).toMatchObject({ entry: { promoter: { _id: markos.promoterId } } });
    await jelenaLive.next(entryPush(jelenas._id, false));
    await door.next(entryPush(walkUp._id));
    const heardBy = (client: LiveClient) => client.messages.flatMap((message) => (message.type === 'guest-list-entry' ? [message.entry._id] : []));
    expect(heardBy(markoLive)).toEqual([markos._id]);
    expect(heardBy(jelenaLive)).toEqual([jelenas._id]);

    // Marko's phone is away while his guest comes in; back with the last position it had, it is told.
    const since = markoLive.since;
    markoLive.close();
    expect((await admit(markos._id, 2)).status).toBe(200);
    await door.next(entryPush(markos._id, true));
    const back = await live(marko.token, since);
    expect(await back.next(entryPush(markos._id, true))).toMatchObject({ entry: { arrived: { persons: 2 } } });
    expect(heardBy(back)).toEqual([markos._id]);
  });

  it("answers the door's scan of a list code with the list's venue and night, so an admin's door screen of another venue refuses it", async () => {
    const list = await tonightList();
    const entry = await signUp(list._id, '062 700 0201');
    const scanned = await api.post('/api/door/scan', { code: entry.code }, app.adminToken);
    expect(scanned.status).toBe(200);
    expect(scanned.body.list).toEqual({ _id: list._id, clubId, night: list.night, name: LIST.name, benefit: LIST.benefit, closesAt: LIST.closesAt });
    expect((await api.post('/api/door/scan', { code: entry.code }, otherManagerToken)).status).toBe(403);
  });
});
