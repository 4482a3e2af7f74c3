import type { Page } from 'playwright-core';
import { MANAGER_PASSWORD, clubBody, createVenue } from '../api/venues-fixtures';
import { browserSuite } from '../support/browser-suite';

const STALE = 'Podaci su u međuvremenu izmenjeni, osvežite stranicu';

/**
 * The same manager in two tabs, both showing one form. The first tab's save goes through; the
 * second tab's save, made from what it loaded before, is refused with the message and the form
 * shows the record as it is now, so saving again keeps both changes.
 */
browserSuite('No lost updates in the dashboard: two tabs edit the same record', { contextPer: 'suite' }, (suite) => {
  let first: Page;
  let second: Page;
  let clubId = '';
  let managerEmail = '';

  const { url } = suite;

  beforeAll(async () => {
    const { api } = suite;
    ({ id: clubId, managerEmail } = await createVenue(api, suite.adminToken, 'Klub Dva Prozora', { description: 'Stari opis' }));
    const managerToken = await api.login(managerEmail, MANAGER_PASSWORD);
    expect((await api.post('/api/club/table', { name: 'Sto 1', maxPersons: 4, area: 'Sala' }, managerToken)).status).toBe(201);

    first = suite.page;
    await suite.logIn(managerEmail, MANAGER_PASSWORD);
    second = await suite.context.newPage();
  }, 60_000);

  async function openBoth(path: string, ready: (page: Page) => Promise<unknown>) {
    for (const page of [first, second]) {
      await page.goto(url(path));
      await ready(page);
    }
  }

  it('Generalna podešavanja: the second save is refused with the message and the form shows the first one', async () => {
    await openBoth('/dashboard/settings', (page) => page.getByRole('textbox', { name: 'Opis', exact: true }).waitFor());

    await first.getByRole('textbox', { name: 'Opis', exact: true }).fill('Opis iz prvog prozora');
    await first.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await first.getByText('Klub uspešno izmenjen').waitFor();

    await second.getByLabel('Drugi telefon').fill('+381 60 222 3333');
    await second.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await second.getByText(STALE).waitFor();
    await second.waitForFunction(() => (document.querySelector('textarea[name="description"]') as HTMLTextAreaElement | null)?.value === 'Opis iz prvog prozora');
    expect(await second.getByLabel('Drugi telefon').inputValue()).toBe('');

    await second.getByLabel('Drugi telefon').fill('+381 60 222 3333');
    await second.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await second.getByText('Klub uspešno izmenjen').waitFor();
    expect((await suite.api.get(`/api/club/${clubId}`)).body).toMatchObject({ description: 'Opis iz prvog prozora', phone2: '+381 60 222 3333' });
  }, 60_000);

  it('Stolovi: the second save of a table is refused and its modal shows the table as changed', async () => {
    await openBoth('/dashboard/settings/tables', (page) => page.getByTestId('table-row').filter({ hasText: 'Sto 1' }).waitFor());
    for (const page of [first, second]) {
      await page.getByRole('button', { name: 'Izmeni Sto 1' }).click();
      await page.getByRole('dialog').getByLabel('Zona').waitFor();
    }

    await first.getByRole('dialog').getByLabel('Zona').fill('Terasa');
    await first.getByRole('dialog').getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await first.getByText('Stol uspešno izmenjen').waitFor();

    const dialog = second.getByRole('dialog');
    await dialog.getByLabel('Broj osoba').fill('8');
    await dialog.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await second.getByText(STALE).waitFor();
    await second.waitForFunction(() => (document.querySelector('[role="dialog"] input[name="area"]') as HTMLInputElement | null)?.value === 'Terasa');
    expect(await dialog.getByLabel('Broj osoba').inputValue()).toBe('4');

    await dialog.getByLabel('Broj osoba').fill('8');
    await dialog.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await second.getByText('Stol uspešno izmenjen').waitFor();
    const [table] = (await suite.api.get(`/api/club/allTables/${clubId}`)).body.data;
    expect(table).toMatchObject({ name: 'Sto 1', maxPersons: '8', area: 'Terasa' });
  }, 60_000);

  it('Radno vreme: the second save of the week is refused and the editor shows the week as saved', async () => {
    await openBoth('/dashboard/settings/working-hours', (page) => page.getByRole('button', { name: 'Sačuvaj radno vreme' }).waitFor());
    const day = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

    await day(first, 'Petak').click();
    await first.getByLabel('Otvoreno').check();
    await first.getByLabel('Od', { exact: true }).fill('22:00');
    await first.getByLabel('Do', { exact: true }).fill('04:00');
    await first.getByRole('button', { name: 'Sačuvaj radno vreme' }).click();
    await first.getByText('Radno vreme uspešno izmenjeno').waitFor();

    await day(second, 'Subota').click();
    await second.getByLabel('Otvoreno').check();
    await second.getByLabel('Radi 24h').check();
    await second.getByRole('button', { name: 'Sačuvaj radno vreme' }).click();
    await second.getByText(STALE).waitFor();
    await day(second, 'Petak').filter({ hasText: '22:00' }).waitFor();
    expect(await second.getByLabel('Otvoreno').isChecked()).toBe(false);

    await second.getByLabel('Otvoreno').check();
    await second.getByLabel('Radi 24h').check();
    await second.getByRole('button', { name: 'Sačuvaj radno vreme' }).click();
    await second.getByText('Radno vreme uspešno izmenjeno').waitFor();
    const week = (await suite.api.get(`/api/club/workingHours/${clubId}`)).body;
    expect(week.map((entry: { day: string }) => entry.day)).toEqual(expect.arrayContaining(['Petak', 'Subota']));
    expect(week.find((entry: { day: string }) => entry.day === 'Subota')).toMatchObject({ alwaysOpen: true });
  }, 60_000);

  it("Lista objekata: the admin's save from a stale venue is refused with the message, and the modal then shows the newer venue", async () => {
    const admin = await (await suite.browser.newContext({ locale: 'sr-Latn-RS', viewport: { width: 1366, height: 900 } })).newPage();
    try {
      await suite.logInAsAdmin(admin);
      await admin.goto(url('/dashboard/object-list'));
      await admin.getByRole('button', { name: 'Izmeni Klub Dva Prozora' }).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByLabel('Naziv objekta').waitFor();

      const managerToken = await suite.api.login(managerEmail, MANAGER_PASSWORD);
      const meanwhile = await suite.api.put(`/api/club/${clubId}`, clubBody('Klub Dva Prozora', { description: 'Opis menadžera u međuvremenu' }), managerToken);
      expect(meanwhile.status).toBe(200);

      await dialog.getByLabel('Drugi telefon').fill('+381 60 444 5555');
      await dialog.getByRole('button', { name: 'Sačuvaj izmene' }).click();
      await admin.getByText(STALE).waitFor();
      await admin.waitForFunction(
        () => (document.querySelector('[role="dialog"] textarea[name="club.description"]') as HTMLTextAreaElement | null)?.value === 'Opis menadžera u međuvremenu',
      );
      expect((await suite.api.get(`/api/club/${clubId}`)).body.description).toBe('Opis menadžera u međuvremenu');

      await dialog.getByLabel('Drugi telefon').fill('+381 60 444 5555');
      await dialog.getByRole('button', { name: 'Sačuvaj izmene' }).click();
      await admin.getByText('Klub uspešno izmenjen').waitFor();
      expect((await suite.api.get(`/api/club/${clubId}`)).body).toMatchObject({ description: 'Opis menadžera u međuvremenu', phone2: '+381 60 444 5555' });
    } finally {
      await admin.context().close();
    }
  }, 60_000);
});
