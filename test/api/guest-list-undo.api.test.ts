import type { GuestListEntryView, GuestListView, PromoterMeView, SettlementView, UserView } from '@izlazak/contracts';
import { check } from '@izlazak/contracts';
import { ROUTE_ANSWERS, answerStruct } from '../../backend/src/platform/http/openapi-answers';
import { addDays, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { NightClock } from '../../backend/src/platform/time/night-clock';
import { appPerSuite, readModelsCaughtUp } from '../support/app';
import { staffedVenue, venueWithManager } from '../support/venues';

const NIGHT = addDays(nightOf(new Date()), 2);
/** 23:00 in Belgrade on the night: the list is open, the door works. */
const LATE = new Date(`${NIGHT}T22:00:00Z`);
const PASSWORD = 'lozinka123';

/**
 * A mistaken 'Ušli' at the door taken back: the name is not in any more (lists' counts, the guest
 * book, the promoter's settlement), the undo is in the history, a replay of the same tap applies
 * once, and the name may be let in again.
 */
describe('Guest lists: undoing a list arrival at the door', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string, managerToken: string, staffToken: string, otherManagerToken: string;
  let listId: string, entry: GuestListEntryView, promoterId: string;

  const undo = (id: string, body: Record<string, unknown> = {}, token = staffToken) =>
    api.post<GuestListEntryView & { message?: string; field?: string }>(`/api/guest-list-entries/${id}/arrival/undo`, body, token);
  const settlementOf = async () => (await api.get<SettlementView>(`/api/club/${clubId}/promoters/settlement?from=${NIGHT}`, managerToken)).body.rows[0];
  const listOf = async () => (await api.get<GuestListView[]>(`/api/club/${clubId}/guest-lists?night=${NIGHT}`, managerToken)).body[0];

  beforeAll(async () => {
    jest.spyOn(app.running.app.get(NightClock), 'now').mockImplementation(() => LATE);
    ({ clubId, managerToken, staffToken } = await staffedVenue(app, {
      name: 'Klub Poništen Ulazak',
      openEveryNight: true,
      tables: [{ name: 'Sto 1', maxPersons: 6 }],
      staffEmail: 'vrata@ponisti.test',
    }));
    ({ managerToken: otherManagerToken } = await venueWithManager(api, app.adminToken, 'Klub Drugi Ulaz'));
    const email = 'marko@ponisti.test';
    const form = { firstName: 'Marko', lastName: 'Promoterović', mobilePhone: '0611111111', email, password: PASSWORD, confirmPassword: PASSWORD, role: 'promoter' };
    const created = await api.post<UserView>('/api/user', form, managerToken);
    promoterId = created.body._id;
    await api.openVerificationLink(email);
    const me = await api.get<PromoterMeView>('/api/promoters/me', await api.login(email, PASSWORD));
    expect((await api.put(`/api/club/${clubId}/commission-rules`, { perListGuest: 300, perTable: 0, spendPercent: 0 }, managerToken)).status).toBe(200);
    const opened = await api.post<GuestListView>(
      `/api/club/${clubId}/guest-lists`,
      { night: NIGHT, name: 'Lista — besplatan ulaz do 01:00', benefit: 'Besplatan ulaz', price: 0, capacity: 50, maxPlusOnes: 3, closesAt: '05:59', public: true },
      managerToken,
    );
    listId = opened.body._id;
    const signed = await api.post<GuestListEntryView>(`/api/guest-lists/${listId}/entries`, {
      firstName: 'Mila',
      lastName: 'Jović',
      phone: '060 700 0001',
      email: 'mila@gost.test',
      plusOnes: 2,
      promoterCode: me.body.code,
    });
    expect(signed.status).toBe(201);
    entry = signed.body;
  });

  it('refuses an undo before the name came in (409 naming the guest), another venue (403) and an unknown name (404)', async () => {
    const early = await undo(entry._id);
    expect([early.status, early.body.message]).toEqual([409, 'Mila Jović još nije ušao sa liste: nema ulaska za poništavanje']);
    expect((await undo('nepostojeci')).status).toBe(404);
    const bad = await undo(entry._id, { commandId: 'a b' });
    expect([bad.status, bad.body.field]).toEqual([400, 'commandId']);
  });

  it('takes a mistaken arrival back: not in, the counts, the guest book and the settlement without it; a replay applies once', async () => {
    expect((await api.post(`/api/guest-list-entries/${entry._id}/arrival`, { persons: 3 }, staffToken)).status).toBe(200);
    expect((await listOf()).arrived).toBe(3);
    expect(await settlementOf()).toMatchObject({ promoterId, arrivedGuests: 3, commission: 900 });

    expect((await undo(entry._id, {}, otherManagerToken)).status).toBe(403);
    const undone = await undo(entry._id, { commandId: 'door-undo-0001' });
    expect(undone.status).toBe(200);
    expect(check(undone.body, answerStruct(ROUTE_ANSWERS['POST /api/guest-list-entries/{id}/arrival/undo'].success)!).errors).toBeNull();
    expect(undone.body).toMatchObject({ _id: entry._id, arrived: null, arrivalUndone: { by: expect.any(String) } });
    expect(Date.parse(undone.body.arrivalUndone!.at)).toBe(LATE.getTime());
    // The door phone sends the same tap again when it is back online: nothing more happens.
    expect((await undo(entry._id, { commandId: 'door-undo-0001' })).status).toBe(200);
    const { rows } = await app.running.kernel.pool.query<{ type: string }>("SELECT type FROM events WHERE stream_id = $1 AND type = 'GuestListArrivalUndone'", [
      `guest-list-${listId}`,
    ]);
    expect(rows).toHaveLength(1);
    // Another undo is refused: the name is not in.
    expect((await undo(entry._id, { commandId: 'door-undo-0002' })).status).toBe(409);

    expect((await listOf()).arrived).toBe(0);
    expect(await settlementOf()).toMatchObject({ arrivedGuests: 0, commission: 0 });
    const names = await api.get<GuestListEntryView[]>(`/api/guest-lists/${listId}/entries`, managerToken);
    expect(names.body[0]).toMatchObject({ arrived: null, arrivalUndone: { at: LATE.toISOString() } });
    expect(await readModelsCaughtUp(app, 20_000, ['guests', 'history'])).toBe(true);
    const book = await api.get<{ data: { visits: number; listVisits: number }[] }>(`/api/guests?search=${encodeURIComponent('mila@gost.test')}`, managerToken);
    expect(book.body.data.map(({ visits, listVisits }) => ({ visits, listVisits }))).toEqual([{ visits: 0, listVisits: 0 }]);

    const history = await api.get<{ data: { type: string; summary: string; entityType: string }[] }>(
      `/api/history?clubId=${clubId}&entityType=guest-list-entry&size=50`,
      managerToken,
    );
    expect(history.status).toBe(200);
    const types = history.body.data.map((row) => row.type);
    expect(types).toEqual(expect.arrayContaining(['GuestListSignedUp', 'GuestListEntryArrived', 'GuestListArrivalUndone']));
    expect(history.body.data.find((row) => row.type === 'GuestListArrivalUndone')?.summary).toContain('poništio ulazak sa liste');
  });

  it('lets the name in again after the undo, counted once more', async () => {
    const again = await api.post<GuestListEntryView>(`/api/guest-list-entries/${entry._id}/arrival`, { persons: 2 }, staffToken);
    expect(again.status).toBe(200);
    expect(again.body.arrived).toMatchObject({ persons: 2 });
    expect((await listOf()).arrived).toBe(2);
    expect(await settlementOf()).toMatchObject({ arrivedGuests: 2, commission: 600 });
    expect(await readModelsCaughtUp(app, 20_000, ['guests'])).toBe(true);
    const book = await api.get<{ data: { visits: number; listVisits: number }[] }>(`/api/guests?search=${encodeURIComponent('mila@gost.test')}`, managerToken);
    expect(book.body.data.map(({ visits, listVisits }) => ({ visits, listVisits }))).toEqual([{ visits: 1, listVisits: 1 }]);
  });
});
