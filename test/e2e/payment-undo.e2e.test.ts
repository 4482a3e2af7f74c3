import { MANAGER_PASSWORD } from '../api/venues-fixtures';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { venueWithDepositBooths } from '../support/venues';

/**
 * 'Uplata primljena' on Depoziti, a finger from the next row's: it asks first, naming the amount
 * and the guest, and the payment can be taken back ('Poništi') for ten minutes.
 */
browserSuite("'Uplata primljena' asks first and can be undone, in the browser", { env: { RATE_LIMIT_PER_WINDOW: '0' } }, (suite) => {
  let managerEmail = '';
  let managerToken = '';
  const booked: Record<string, { _id: string; uniqueId: string }> = {};

  beforeAll(async () => {
    const venue = await venueWithDepositBooths(suite.api, suite.adminToken, 'Splav Potvrda', { package: 'Flaša' });
    managerEmail = venue.managerEmail;
    managerToken = venue.managerToken;
    const date = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Belgrade' });
    const guests = [
      ['Marko', 'Petrović', 0],
      ['Jelena', 'Jovanović', 1],
    ] as const;
    for (const [firstName, lastName, table] of guests) {
      const placed = await suite.api.post('/api/reservations', {
        clubId: venue.id,
        tableId: venue.tableIds[table],
        date,
        persons: 4,
        firstName,
        lastName,
        phone: '+381 64 111 2233',
        email: `${firstName.toLowerCase()}@gost.test`,
      });
      expect([placed.status, placed.body.status]).toEqual([201, 'AwaitingPayment']);
      booked[lastName] = placed.body;
    }
  });

  it("names the amount and the guest before recording, records only on confirm, then offers 'Poništi' that puts it back", async () => {
    const { page } = suite;
    await suite.logIn(managerEmail, MANAGER_PASSWORD);
    await page.goto(suite.url('/dashboard/deposits'));
    const awaiting = page.getByRole('region', { name: /^Čekaju uplatu/ });
    const rowOf = (lastName: string) => awaiting.getByRole('listitem').filter({ hasText: booked[lastName].uniqueId });
    await rowOf('Jovanović').waitFor();

    // The second row's button: the dialog names that guest, and leaving it records nothing.
    await rowOf('Jovanović').getByRole('button', { name: 'Uplata primljena' }).click();
    const dialog = page.getByRole('dialog', { name: 'Potvrda uplate' });
    await dialog.getByText('Potvrdite uplatu 10.000 RSD — Jelena Jovanović?').waitFor();
    await page.waitForFunction(() => document.querySelector('.modal.show') !== null && document.getAnimations().every((a) => a.playState !== 'running'));
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect((await suite.api.get(`/api/reservations/${booked['Jovanović']._id}`, managerToken)).body).toMatchObject({ status: 'AwaitingPayment', deposit: { state: 'due' } });

    // The first row's, confirmed from the keyboard: recorded, and for ten minutes it can be undone.
    await rowOf('Petrović').getByRole('button', { name: 'Uplata primljena' }).click();
    await dialog.getByText('Potvrdite uplatu 10.000 RSD — Marko Petrović?').waitFor();
    await dialog.getByRole('button', { name: 'Potvrdi uplatu' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    const recent = page.getByRole('region', { name: 'Upravo zabeležene uplate (1)' });
    const paidRow = recent.getByRole('listitem').filter({ hasText: booked['Petrović'].uniqueId });
    await paidRow.getByText(/Uplaćeno 10\.000 RSD u \d{2}:\d{2}; možete poništiti do \d{2}:\d{2}/).waitFor();
    await rowOf('Petrović').waitFor({ state: 'detached' });
    expect((await suite.api.get(`/api/reservations/${booked['Petrović']._id}`, managerToken)).body).toMatchObject({ status: 'Complete', deposit: { state: 'paid' } });

    await paidRow.getByRole('button', { name: 'Poništi uplatu 10.000 RSD — Marko Petrović' }).click();
    await rowOf('Petrović').waitFor();
    await recent.waitFor({ state: 'detached' });
    expect((await suite.api.get(`/api/reservations/${booked['Petrović']._id}`, managerToken)).body).toMatchObject({
      status: 'AwaitingPayment',
      deposit: { state: 'due', paidAt: null },
    });
  });
});
