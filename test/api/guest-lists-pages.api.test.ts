import type { GuestListCodeView, GuestListView } from '@izlazak/contracts';
import { addDays, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { appPerSuite } from '../support/app';
import { waitForMail } from '../support/mailbox';
import { decodeQrPng } from '../support/qr';
import { venueWithManager } from '../support/venues';

const nightAfter = (days: number) => addDays(nightOf(new Date()), days);

/** What the public pages read of the lists: a venue's and an event's open public lists, a name's code page, the mail with its QR. */
describe('Guest lists on the public pages and in the mail', () => {
  const app = appPerSuite({ env: { RATE_LIMIT_PER_WINDOW: '0' } });
  const { api } = app;
  let clubId: string, managerToken: string, otherClubId: string, otherManagerToken: string;

  beforeAll(async () => {
    ({ clubId, managerToken } = await venueWithManager(api, app.adminToken, 'Klub Javni'));
    ({ clubId: otherClubId, managerToken: otherManagerToken } = await venueWithManager(api, app.adminToken, 'Klub Drugi'));
  });

  const LIST = { benefit: 'Besplatan ulaz', price: 0, capacity: 20, maxPlusOnes: 2, closesAt: '00:30', public: true };
  const openList = (night: string, changes: Record<string, unknown> = {}, club = clubId, token = managerToken) =>
    api.post<GuestListView>(`/api/club/${club}/guest-lists`, { night, name: 'Lista', ...LIST, ...changes }, token);

  it("offers a venue's public lists still open, tonight's and the coming nights', never a private one nor another venue's; an event's lists by the event", async () => {
    const publicOne = (await openList(nightAfter(1), { name: 'Javna sutra' })).body;
    const later = (await openList(nightAfter(6), { name: 'Javna za šest dana' })).body;
    await openList(nightAfter(1), { name: 'Privatna', public: false });
    await openList(nightAfter(1), { name: 'Tuđa' }, otherClubId, otherManagerToken);
    const event = await api.post(
      '/api/event',
      { title: 'Subota', description: 'Opis', dateOfEvent: nightAfter(2), startTime: '23:00', endTime: '05:00', type: 'Žurka', ticketPrice: '0' },
      managerToken,
    );
    const ofEvent = (await openList(nightAfter(2), { name: 'Lista događaja', eventId: event.body._id })).body;

    const venueLists = await api.get<GuestListView[]>(`/api/guest-lists?clubId=${clubId}`);
    expect(venueLists.status).toBe(200);
    expect(venueLists.body.map((list) => list.name)).toEqual(['Javna sutra', 'Lista događaja', 'Javna za šest dana']);
    expect(venueLists.body.map((list) => list._id)).toEqual([publicOne._id, ofEvent._id, later._id]);
    const eventLists = await api.get<GuestListView[]>(`/api/guest-lists?eventId=${event.body._id}`);
    expect(eventLists.body.map((list) => list.name)).toEqual(['Lista događaja']);
    // The venue's page comes rendered with them, for the browser to hydrate without asking again.
    const venuePage = await (await fetch(`${app.baseUrl}/club/${clubId}`)).text();
    expect(venuePage).toContain('Javna za šest dana');
    const nameless = await api.get('/api/guest-lists');
    expect([nameless.status, nameless.body.field]).toEqual([400, 'clubId']);
  });

  it("opens a name's code page with its list, venue and night but never its phone or e-mail; an unknown code is 404", async () => {
    const { body: list } = await openList(nightAfter(3), { name: 'Lista koda' });
    const { body: entry } = await api.post(`/api/guest-lists/${list._id}/entries`, {
      firstName: 'Lena',
      lastName: 'Kodić',
      phone: '064 700 0001',
      email: 'lena@kod.test',
      plusOnes: 2,
    });
    const page = await api.get<GuestListCodeView>(`/api/guest-list-codes/${entry.code}`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      code: entry.code,
      firstName: 'Lena',
      plusOnes: 2,
      listId: list._id,
      listName: 'Lista koda',
      benefit: 'Besplatan ulaz',
      night: nightAfter(3),
      closesAt: '00:30',
      club: 'Klub Javni',
      clubId,
      arrived: false,
    });
    expect(JSON.stringify(page.body)).not.toMatch(/Kodić|700 0001|lena@kod\.test/);
    expect((await api.get('/api/guest-list-codes/nepostojeci-kod-1234567890')).status).toBe(404);
    const qr = await fetch(`${app.baseUrl}/api/guest-list-codes/${entry.code}/qr.png`);
    expect([qr.status, qr.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(decodeQrPng(Buffer.from(await qr.arrayBuffer()))).toMatch(new RegExp(`/g/${entry.code}$`));
  });

  it('mails a name with an e-mail its door code in the language it signed up in, and the new code when it signs again', async () => {
    const { body: list } = await openList(nightAfter(4), { name: 'Lista — ulaz 500 RSD', price: 500, benefit: 'Ulaz 500 RSD' });
    const signed = await api.post(`/api/guest-lists/${list._id}/entries`, {
      firstName: 'Tom',
      lastName: 'Smith',
      phone: '064 800 0001',
      email: 'tom@guest.test',
      plusOnes: 1,
      locale: 'en',
    });
    expect(signed.status).toBe(201);
    const mail = await waitForMail(app.mailDir, (m) => m.to.includes('tom@guest.test'));
    expect(mail.subject).toBe('You are on the list: Lista — ulaz 500 RSD — Klub Javni');
    expect(mail.text).toContain('2 people enter on your name.');
    expect(mail.text).toContain('The list is valid until 00:30');
    expect(decodeQrPng(mail.attachments.find((a) => a.contentType === 'image/png')!.content)).toMatch(new RegExp(`/g/${signed.body.code}$`));

    const again = await api.post(`/api/guest-lists/${list._id}/entries`, { firstName: 'Tom', lastName: 'Smith', phone: '064 800 0001', email: 'tom@guest.test', plusOnes: 0 });
    const changed = await waitForMail(app.mailDir, (m) => m.to.includes('tom@guest.test') && m.subject.startsWith('Na listi ste'));
    expect(changed.text).toContain('Ovo je novi kod za ulaz; prethodni više ne važi.');
    expect(decodeQrPng(changed.attachments.find((a) => a.contentType === 'image/png')!.content)).toMatch(new RegExp(`/g/${again.body.code}$`));
    const { body: unknownLocale } = await api.post(`/api/guest-lists/${list._id}/entries`, { firstName: 'X', lastName: 'Y', phone: '064 800 0002', plusOnes: 0, locale: 'de' });
    expect(unknownLocale.field).toBe('locale');
  });
});
