import type { GuestListEntryView, GuestListView } from '@izlazak/contracts';
import { addDays, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { appPerSuite } from '../support/app';
import { staffedVenue, venueWithManager } from '../support/venues';

const nightAfter = (days: number) => addDays(nightOf(new Date()), days);

/** A venue's guest lists against the real stack: opened by its manager, filled by guests, places held under a burst. */
describe('Guest lists', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string, managerToken: string, staffToken: string, otherManagerToken: string;

  beforeAll(async () => {
    ({ clubId, managerToken, staffToken } = await staffedVenue(app, {
      name: 'Klub Lista',
      openEveryNight: true,
      tables: [{ name: 'Sto 1', maxPersons: 4 }],
      staffEmail: 'vrata@lista.test',
    }));
    ({ managerToken: otherManagerToken } = await venueWithManager(api, app.adminToken, 'Klub Tuđi'));
  });

  const LIST = { name: 'Lista — besplatan ulaz do 00:30', benefit: 'Besplatan ulaz', price: 0, capacity: 50, maxPlusOnes: 2, closesAt: '00:30', public: true };
  const openList = (night: string, changes: Record<string, unknown> = {}, token = managerToken) =>
    api.post(`/api/club/${clubId}/guest-lists`, { night, ...LIST, ...changes }, token);
  const signUp = (listId: string, phone: string, plusOnes = 0, changes: Record<string, unknown> = {}) =>
    api.post(`/api/guest-lists/${listId}/entries`, { firstName: 'Ana', lastName: 'Ilić', phone, plusOnes, ...changes });

  it("opens a list for a night, its closing hour after midnight that night's, and lists it with its counts", async () => {
    const night = nightAfter(3);
    const opened = await openList(night);
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ night, name: LIST.name, capacity: 50, closesAt: '00:30', signedUp: 0, arrived: 0, full: false, closed: false, perPromoterCapacity: null });
    // 00:30 of the night is the next calendar day's 00:30 in Belgrade.
    expect(new Date(opened.body.closesAtInstant).getTime() - new Date(`${addDays(night, 1)}T00:30:00+01:00`).getTime()).toBe(0);

    await signUp(opened.body._id, '060 100 0001', 2);
    const lists = await api.get<GuestListView[]>(`/api/club/${clubId}/guest-lists?night=${night}`, staffToken);
    expect(lists.status).toBe(200);
    expect(lists.body.map(({ _id, signedUp }) => ({ _id, signedUp }))).toEqual([{ _id: opened.body._id, signedUp: 3 }]);
  });

  it("refuses bad terms naming the field, another venue's manager and a stranger", async () => {
    const night = nightAfter(4);
    const bad = await openList(night, { capacity: 0 });
    expect([bad.status, bad.body.field]).toEqual([400, 'capacity']);
    const badHour = await openList(night, { closesAt: '25:00' });
    expect([badHour.status, badHour.body.field]).toEqual([400, 'closesAt']);
    expect((await openList(night, {}, otherManagerToken)).status).toBe(403);
    expect((await api.post(`/api/club/${clubId}/guest-lists`, { night, ...LIST })).status).toBe(401);
    const lists = await api.get<GuestListView[]>(`/api/club/${clubId}/guest-lists?night=${night}`, managerToken);
    expect(lists.body).toEqual([]);
  });

  it('gives each name a door code, one entry per phone (signing again changes it and its code), and only the venue reads the names', async () => {
    const { body: list } = await openList(nightAfter(5));
    const first = await signUp(list._id, '+381 60 200 0001', 1, { email: 'ana@gost.test' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ listId: list._id, firstName: 'Ana', plusOnes: 1, email: 'ana@gost.test', arrived: null });
    expect(first.body.code).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const again = await signUp(list._id, '+381602000001', 2, { firstName: 'Anica' });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ _id: first.body._id, firstName: 'Anica', plusOnes: 2 });
    expect(again.body.code).not.toBe(first.body.code);

    const entries = await api.get<GuestListEntryView[]>(`/api/guest-lists/${list._id}/entries`, staffToken);
    expect(entries.body.map(({ _id, plusOnes }) => ({ _id, plusOnes }))).toEqual([{ _id: first.body._id, plusOnes: 2 }]);
    expect((await api.get(`/api/guest-lists/${list._id}/entries`, otherManagerToken)).status).toBe(403);
    expect((await api.get(`/api/guest-lists/${list._id}/entries`)).status).toBe(401);
    expect((await api.get<GuestListView>(`/api/guest-lists/${list._id}`)).body).toMatchObject({ name: LIST.name, signedUp: 3, full: false });
  });

  it('refuses more +N than the list allows (naming plusOnes), an unknown list, and a name left out', async () => {
    const { body: list } = await openList(nightAfter(6));
    const tooMany = await signUp(list._id, '060 300 0001', 3);
    expect([tooMany.status, tooMany.body.field, tooMany.body.message]).toEqual([400, 'plusOnes', 'Ova lista dozvoljava najviše 2 pratioca po imenu']);
    expect((await signUp('nema-liste', '060 300 0002')).status).toBe(404);
    const noName = await api.post(`/api/guest-lists/${list._id}/entries`, { lastName: 'X', phone: '060 300 0003' });
    expect([noName.status, noName.body.field]).toEqual([400, 'firstName']);
  });

  it('holds the places under 100 simultaneous sign-ups for 50 places: exactly 50 names, everyone else told the list is full', async () => {
    const { body: list } = await openList(nightAfter(7));
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => signUp(list._id, `061 ${String(i).padStart(7, '0')}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(50);
    expect(answers.filter((answer) => answer.status !== 201).map((answer) => [answer.status, answer.body.message])).toEqual(
      Array.from({ length: 50 }, () => [409, 'Lista je popunjena']),
    );
    const entries = await api.get<GuestListEntryView[]>(`/api/guest-lists/${list._id}/entries`, managerToken);
    expect(entries.body).toHaveLength(50);
    expect((await api.get<GuestListView>(`/api/guest-lists/${list._id}`)).body).toMatchObject({ signedUp: 50, full: true });
  });

  describe('at the door', () => {
    const tonightList = () => openList(nightOf(new Date()), { closesAt: '05:59', capacity: 20 });
    const scan = (code: string, token = staffToken) => api.post('/api/door/scan', { code }, token);
    const admit = (entryId: string, persons: number, commandId?: string) => api.post(`/api/guest-list-entries/${entryId}/arrival`, { persons, commandId }, staffToken);

    it("scans a list name's code (bare or as its link) as kind 'guestList', lets in by count once, and a second scan says when and who", async () => {
      const { body: list } = await tonightList();
      const { body: entry } = await signUp(list._id, '062 400 0001', 2, { firstName: 'Mila', lastName: 'Jović' });
      const scanned = await scan(`https://izlazak.rs/g/${entry.code}`);
      expect(scanned.status).toBe(200);
      expect(scanned.body).toMatchObject({ kind: 'guestList', entry: { _id: entry._id, plusOnes: 2, arrived: null }, list: { _id: list._id, name: LIST.name, closesAt: '05:59' } });

      const tooMany = await admit(entry._id, 4);
      expect([tooMany.status, tooMany.body.field]).toEqual([400, 'persons']);
      const admitted = await admit(entry._id, 3, 'door-phone-0001');
      expect(admitted.status).toBe(200);
      expect(admitted.body.arrived).toMatchObject({ persons: 3 });
      // The door phone sends the same command again after being offline: applied once.
      expect((await admit(entry._id, 3, 'door-phone-0001')).status).toBe(200);

      const again = await scan(entry.code);
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(/^Mila Jović: ušli u \d{2}:\d{2} \(upisao: .+\)$/);
      expect(again.body.entry).toMatchObject({ _id: entry._id });
      const second = await admit(entry._id, 1, 'door-phone-0002');
      expect([second.status, second.body.message]).toEqual([409, again.body.message]);
      expect((await api.get<GuestListView>(`/api/guest-lists/${list._id}`)).body).toMatchObject({ arrived: 3, signedUp: 3 });
    });

    it("answers another venue's door 403 and a code replaced by signing again 404, and keeps a reservation's scan as kind 'reservation'", async () => {
      const { body: list } = await tonightList();
      const { body: first } = await signUp(list._id, '062 500 0001');
      const { body: again } = await signUp(list._id, '062 500 0001', 1);
      expect((await scan(first.code)).status).toBe(404);
      expect((await scan(again.code)).status).toBe(200);
      expect((await scan(again.code, otherManagerToken)).status).toBe(403);
      expect((await admit('nema', 1)).status).toBe(404);
    });
  });

  it("forgets a listed guest who asks to be erased: the venue's list reads 'Obrisan gost', the door code still counts the place", async () => {
    const { body: list } = await openList(nightAfter(8));
    const { body: erasable } = await signUp(list._id, '063 600 0001', 1, { firstName: 'Vera', lastName: 'Brisić', email: 'vera@brisanje.test' });
    await signUp(list._id, '063 600 0002', 0, { firstName: 'Ostaje', email: 'ostaje@lista.test' });
    const erased = await api.post('/api/admin/privacy/erase', { email: 'vera@brisanje.test' }, app.adminToken);
    expect(erased.status).toBe(202);
    for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 100))) {
      if ((await api.get(erased.body.statusUrl, app.adminToken)).body.status === 'done') break;
    }
    const entries = (await api.get<GuestListEntryView[]>(`/api/guest-lists/${list._id}/entries`, managerToken)).body;
    expect(entries.find((entry) => entry._id === erasable._id)).toMatchObject({ firstName: 'Obrisan', lastName: 'gost', email: '', plusOnes: 1 });
    expect(entries.find((entry) => entry._id !== erasable._id)).toMatchObject({ firstName: 'Ostaje', email: 'ostaje@lista.test' });
    expect((await api.get<GuestListView>(`/api/guest-lists/${list._id}`)).body.signedUp).toBe(3);
  });
});
