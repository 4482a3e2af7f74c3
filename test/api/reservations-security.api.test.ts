import { startAppWithAdmin, type TestApp } from '../support/app';
import { waitForMail } from '../support/mailbox';
import { bookableVenue } from '../support/venues';
import { guestBody, nightInDays } from './integrations-support';
import { MANAGER_PASSWORD, registerAccount, type Api } from './venues-fixtures';

const LINK_REFUSED = { statusCode: 400, message: 'Link za otkazivanje nije ispravan ili je istekao', field: 'token' };

/** The cancel link's token, as the guest's mail carries it. */
const tokenInMail = (text: string) => decodeURIComponent(/reservation\/cancel\?token=([^\s"<>]+)/.exec(text)![1]);

describe('Reservations: who may do what, and what a link is worth', () => {
  let app: TestApp;
  let api: Api;
  let adminToken: string;
  let managerToken: string;
  let staffToken: string;
  let clubId: string;
  let tableIds: string[];
  let night = 2;

  beforeAll(async () => {
    ({ app, api, adminToken } = await startAppWithAdmin());
    const venue = await bookableVenue(
      api,
      adminToken,
      'Klub Pravila',
      [1, 2, 3, 4, 5, 6].map((n) => ({ name: `Sto ${n}`, maxPersons: 6 })),
    );
    ({ id: clubId, tableIds } = venue);
    managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
    const staff = await registerAccount(app, 'staff', 'redar@pravila.test', clubId);
    staffToken = await api.login(staff.email, staff.password);
  });
  afterAll(() => app?.stop());

  const place = (n: number, headers: Record<string, string> = {}) =>
    api.request('POST', '/api/reservations', { body: guestBody(clubId, tableIds[n % tableIds.length], nightInDays(night++), n), headers });

  describe('a placement that sends a credential', () => {
    it.each([
      ['garbage', 'Bearer nije-nikakav-token'],
      ['an integration key', `Bearer izk_${'a'.repeat(40)}`],
    ])("with %s is 401, not a guest's reservation", async (_what, authorization) => {
      const refused = await place(1, { authorization });
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 401, message: 'Morate se prijaviti' });
    });

    it("with a revoked session is 401; with a live one it is the user's; with none it is a guest's", async () => {
      await registerAccount(app, 'user', 'gost@pravila.test');
      const session = await api.login('gost@pravila.test', 'lozinka123');
      const mine = await place(2, { authorization: `Bearer ${session}` });
      expect(mine.status).toBe(201);
      expect(mine.body.userId).not.toBeNull();

      expect((await api.get('/api/auth/logout', session)).status).toBeLessThan(400);
      expect((await place(3, { authorization: `Bearer ${session}` })).status).toBe(401);

      const guest = await place(4);
      expect(guest.status).toBe(201);
      expect(guest.body.userId).toBeNull();
    });
  });

  it("a corrected guest address invalidates the cancel link mailed to the old one; the new mail's link works", async () => {
    const placed = (await place(5)).body;
    const oldMail = await waitForMail(app.mailDir, (mail) => mail.to.includes('gost5@integracije.test'));
    const oldToken = tokenInMail(oldMail.text);
    expect((await api.get(`/api/reservations/by-token?token=${encodeURIComponent(oldToken)}`)).status).toBe(200);

    const corrected = await api.put(`/api/reservations/${placed._id}`, { email: 'ispravljen@pravila.test' }, managerToken);
    expect(corrected.status).toBe(200);
    expect((await api.post(`/api/reservations/${placed._id}/resend-mail`, {}, managerToken)).status).toBe(202);
    const newMail = await waitForMail(app.mailDir, (mail) => mail.to.includes('ispravljen@pravila.test'));

    const withOld = await api.post('/api/reservations/cancel', { token: oldToken });
    expect({ status: withOld.status, body: withOld.body }).toEqual({ status: 400, body: LINK_REFUSED });
    expect((await api.get(`/api/reservations/by-token?token=${encodeURIComponent(oldToken)}`)).status).toBe(400);
    expect((await api.get(`/api/reservations/${placed._id}`, managerToken)).body.status).toBe('Pending');

    const withNew = await api.post('/api/reservations/cancel', { token: tokenInMail(newMail.text) });
    expect([withNew.status, withNew.body.status]).toEqual([200, 'Cancelled']);
  });

  it('door staff may resend the mail but not delete; the manager deletes', async () => {
    const placed = (await place(6)).body;
    expect((await api.post(`/api/reservations/${placed._id}/resend-mail`, {}, staffToken)).status).toBe(202);
    const refused = await api.delete(`/api/reservations/${placed._id}`, staffToken);
    expect(refused.status).toBe(403);
    expect((await api.get(`/api/reservations/${placed._id}`, managerToken)).status).toBe(200);
    expect((await api.delete(`/api/reservations/${placed._id}`, managerToken)).status).toBe(200);
    expect((await api.get(`/api/reservations/${placed._id}`, managerToken)).status).toBe(404);
  });
});
