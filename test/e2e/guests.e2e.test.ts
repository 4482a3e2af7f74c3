import { tonight } from '../../backend/src/modules/events/domain/venue-night';
import { MANAGER_PASSWORD, registerAccount, type CreatedVenue } from '../api/venues-fixtures';
import { seriousViolations } from '../support/axe';
import { logInThroughForm } from '../support/browser';
import { browserSuite } from '../support/browser-suite';
import { bookableVenue } from '../support/venues';

/**
 * 'Gosti' on a phone: the manager finds a regular by phone number, tags her VIP and 'Stalni gost',
 * and when she comes back tonight the door's sheet says so before she is let in.
 */
browserSuite('The guest book: a manager tags a guest, the door sees it on arrival', { screen: 'phone' }, (suite) => {
  let venue: CreatedVenue & { tableIds: string[] };
  let managerToken = '';
  let staff = { email: '', password: '' };
  const vesna = { firstName: 'Vesna', lastName: 'Redovna', phone: '+381 64 321 9876', email: 'vesna@gosti.test' };

  beforeAll(async () => {
    venue = await bookableVenue(suite.api, suite.adminToken, 'Klub Knjiga', [
      { name: 'Sto 1', maxPersons: 6 },
      { name: 'Sto 2', maxPersons: 6 },
    ]);
    managerToken = await suite.api.login(venue.managerEmail, MANAGER_PASSWORD);
    staff = await registerAccount(suite.app, 'staff', 'marko.knjiga@izlazak.test', venue.id);
  });

  async function confirmedTonight(tableId: string, guest: Record<string, string>) {
    const placed = await suite.api.post('/api/reservations', { clubId: venue.id, tableId, date: tonight(new Date()), persons: 3, ...guest });
    expect([placed.status, placed.body.message]).toEqual([201, undefined]);
    expect((await suite.api.put(`/api/reservations/${placed.body._id}`, { status: 'Complete' }, managerToken)).status).toBe(200);
    return placed.body._id as string;
  }

  it("tags a regular 'VIP' and 'Stalni gost' in Gosti, and the door's sheet shows 'VIP — Stalni gost, 1 dolazak' when she comes", async () => {
    const earlier = await confirmedTonight(venue.tableIds[0], vesna);
    expect((await suite.api.post(`/api/reservations/${earlier}/arrival`, { persons: 3 }, managerToken)).status).toBe(200);
    // She books again with her number written another way: the same guest.
    await confirmedTonight(venue.tableIds[1], { ...vesna, phone: '064 321-9876' });

    const { page } = suite;
    await suite.logIn(venue.managerEmail, MANAGER_PASSWORD);
    await page.goto(suite.url('/dashboard/guests'));
    await page.getByRole('heading', { name: 'Gosti', exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Pretraži' }).fill('0643219876');
    const row = page.getByTestId('guest-row').filter({ hasText: 'Vesna Redovna' });
    await row.waitFor();
    expect(await page.getByTestId('guest-row').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await row.getByRole('button', { name: 'Izmeni gosta Vesna Redovna' }).click();
    const profile = page.getByRole('dialog', { name: 'Vesna Redovna' });
    await profile.getByText('Dolasci', { exact: true }).waitFor();
    expect(await profile.getByLabel('Brojke gosta').textContent()).toContain('Dolasci1');
    await profile.getByRole('checkbox', { name: 'VIP' }).check();
    await profile.getByRole('checkbox', { name: 'Stalni gost' }).check();
    await profile.getByRole('textbox', { name: 'Napomena' }).fill('Voli separe kod bine');
    expect(await seriousViolations(page)).toEqual([]);
    await profile.getByRole('button', { name: 'Sačuvaj' }).click();
    await profile.waitFor({ state: 'hidden' });
    await row.getByTestId('guest-tags').getByText('VIP').waitFor();

    // The door phone: staff log in and open tonight's list.
    const door = await suite.reopenOn('phone');
    await door.goto(suite.url('/auth/login'));
    await logInThroughForm(door, staff.email, staff.password);
    await door.waitForURL(suite.url('/dashboard/door'));
    const waiting = door.getByRole('list', { name: 'Večerašnji gosti' }).getByTestId('door-guest').filter({ hasText: 'Sto 2' });
    await waiting.click();
    const sheet = door.getByRole('dialog', { name: 'Vesna Redovna' });
    expect(await sheet.getByTestId('door-guest-book').textContent()).toBe('VIP — Stalni gost, 1 dolazak · Voli separe kod bine');
    await sheet.getByRole('button', { name: 'Stigli', exact: true }).click();
    await sheet.waitFor({ state: 'hidden' });

    const guests = await suite.api.get('/api/guests?search=vesna', managerToken);
    expect(guests.body.data[0]).toMatchObject({ tags: ['VIP', 'Stalni gost'], note: 'Voli separe kod bine' });
  });
});
