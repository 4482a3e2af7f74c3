import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { hydrated } from '../support/browser';
import { waitForMail } from '../support/mailbox';
import { decodeQrPng } from '../support/qr';
import { venueWithManager } from '../support/venues';
import { MANAGER_PASSWORD } from '../api/venues-fixtures';
import { nightInDays } from '../api/integrations-support';

/** The yyyy-MM-dd of nightInDays's dd.MM.yyyy. */
const isoOf = (night: string) => night.split('.').reverse().join('-');

/**
 * The guest list on a phone: a visitor signs up from the event's page and gets the door code with
 * its QR (and by mail); the venue's manager sees the name on 'Liste' and opens another list there.
 */
browserSuite('Guest lists at 390 px: sign-up from the event page, the door code and its mail, Liste on the dashboard', { screen: 'phone' }, (suite) => {
  const night = nightInDays(2);
  const LIST_NAME = 'Lista — besplatan ulaz do 00:30';
  let clubId: string, managerEmail: string, eventId: string, listId: string;

  beforeAll(async () => {
    const venue = await venueWithManager(suite.api, suite.adminToken, 'Klub Spisak');
    ({ clubId, managerEmail } = venue);
    const event = await suite.api.post(
      '/api/event',
      { title: 'Petak u Spisku', description: 'House do zore.', dateOfEvent: night, startTime: '23:00', endTime: '05:00', type: 'Žurka', ticketPrice: '1000' },
      venue.managerToken,
    );
    expect(event.status).toBe(201);
    eventId = event.body._id;
    const list = await suite.api.post(
      `/api/club/${clubId}/guest-lists`,
      { night, eventId, name: LIST_NAME, benefit: 'Besplatan ulaz', price: 0, capacity: 40, maxPlusOnes: 2, closesAt: '00:30', public: true },
      venue.managerToken,
    );
    expect(list.status).toBe(201);
    listId = list.body._id;
  });

  it("signs a visitor up from the event's page in a few taps and shows the door code with its QR, which the mail carries too", async () => {
    const { page } = suite;
    await page.goto(suite.url(`/event/${eventId}`));
    const lists = page.getByTestId('guest-list-sign-ups');
    await lists.getByText(LIST_NAME).waitFor();
    // The server's copy of the link is a plain one until React takes it over.
    await hydrated(page);
    await lists.getByRole('link', { name: 'Upiši se na listu' }).click();
    await page.waitForURL(suite.url(`/lista/${listId}`));

    const form = page.getByRole('form', { name: 'Upis na listu' });
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByLabel(/^Ime\W*$/).fill('Mila');
    await form.getByLabel('Prezime').fill('Jović');
    await form.getByLabel('Telefon').fill('+381 64 555 1212');
    await form.getByLabel('Email').fill('mila@gost.test');
    await form.getByRole('button', { name: 'Vodim sa sobom (+N): više' }).click();
    await form.getByRole('button', { name: 'Upiši se na listu' }).click();

    const done = page.getByTestId('guest-list-signed-up');
    await done.getByText('Na listi ste: Mila Jović, 2 osobe.').waitFor();
    await done.getByText('Sačuvajte kod i pokažite ga na ulazu.').waitFor();
    const code = (await done.getByTestId('guest-list-code-text').textContent())!.trim();
    expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.guest-list-code__qr');
      return Boolean(image?.complete && image.naturalWidth > 0);
    });
    const picture = await page.request.get(suite.url((await done.getByRole('img', { name: 'QR kod za ulaz sa liste' }).getAttribute('src'))!));
    const codeUrl = decodeQrPng(await picture.body());
    expect(codeUrl).toMatch(new RegExp(`/g/${code}$`));
    // Nothing spills sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const mail = await waitForMail(suite.app.mailDir, (m) => m.to.includes('mila@gost.test'));
    expect(mail.subject).toBe(`Na listi ste: ${LIST_NAME} — Klub Spisak`);
    expect(mail.text).toContain('Na vaše ime ulaze 2 osobe.');
    const qr = mail.attachments.find((a) => a.contentType === 'image/png');
    expect(qr?.cid).toBeTruthy();
    expect(decodeQrPng(qr!.content)).toBe(codeUrl);

    await page.goto(codeUrl!);
    await page.getByTestId('guest-list-code').waitFor();
    await page.getByText('Mila +1').waitFor();
  });

  it("offers the venue's open public lists on its page, with their night", async () => {
    await suite.page.goto(suite.url(`/club/${clubId}`));
    const lists = suite.page.getByTestId('guest-list-sign-ups');
    const row = lists.getByRole('listitem').filter({ hasText: LIST_NAME });
    await row.getByText(night, { exact: false }).waitFor();
    expect(await row.getByRole('link', { name: 'Upiši se na listu' }).getAttribute('href')).toBe(`/lista/${listId}`);
  });

  it('tells a visitor a full list is full and offers a table of that night instead', async () => {
    const full = await suite.api.post(
      `/api/club/${clubId}/guest-lists`,
      { night, name: 'Lista — mala', capacity: 1, maxPlusOnes: 0, closesAt: '01:00', public: true },
      (await suite.api.login(managerEmail, MANAGER_PASSWORD)) as string,
    );
    expect((await suite.api.post(`/api/guest-lists/${full.body._id}/entries`, { firstName: 'Ana', lastName: 'Ilić', phone: '060 111 2222', plusOnes: 0 })).status).toBe(201);
    await suite.page.goto(suite.url(`/lista/${full.body._id}`));
    const refusal = suite.page.getByTestId('guest-list-unavailable');
    await refusal.getByText('Lista je popunjena').waitFor();
    const reserve = refusal.getByRole('link', { name: 'Rezerviši sto' });
    expect(await reserve.getAttribute('href')).toBe(`/club/${clubId}?rezervacija=${isoOf(night)}`);
    // It opens the venue's booking on that night.
    await reserve.click();
    const booking = suite.page.getByRole('dialog', { name: /^Rezervacija/ });
    await booking.waitFor();
    expect(await booking.getByLabel('Datum').first().inputValue()).toBe(night);
  });

  it("shows the manager the night's lists with their counts, a list's names, and opens a new list through the form", async () => {
    const { page } = suite;
    await suite.logIn(managerEmail, MANAGER_PASSWORD);
    await page.goto(suite.url('/dashboard/guest-lists'));
    await page.getByLabel('Noć').fill(night);
    const card = page.getByTestId('guest-list').filter({ hasText: LIST_NAME });
    await card.getByText('Upisano 2 / 40').waitFor();
    await card.getByText('Ušlo 0').waitFor();
    await card.click();
    const name = page.getByTestId('guest-list-name').filter({ hasText: 'Mila Jović' });
    await name.getByText('+1').waitFor();
    await name.getByText('Nisu još ušli').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Zatvori' }).first().click();

    await page.getByRole('button', { name: 'Nova lista' }).click();
    const form = page.getByRole('form', { name: 'Nova lista' });
    await form.getByLabel('Naziv').fill('Lista — ulaz 500 RSD do 01:30');
    await form.getByLabel('Šta lista daje').fill('Ulaz 500 RSD');
    await form.getByLabel('Cena (RSD)').fill('500');
    await form.getByLabel('Broj mesta').fill('60');
    await form.getByLabel('Zatvara se u').fill('01:30');
    await form.getByRole('button', { name: 'Otvori listu' }).click();
    const opened = page.getByTestId('guest-list').filter({ hasText: 'Lista — ulaz 500 RSD do 01:30' });
    await opened.getByText('Upisano 0 / 60').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
