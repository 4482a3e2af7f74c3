import fs from 'node:fs';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { WEEKDAYS } from '@izlazak/contracts';
import { textsOnceShown } from '../support/browser';
import { browserSuite } from '../support/browser-suite';

const VENUE = { name: 'Splav Talas', type: 'Splav', color: '#E4572E', rgb: 'rgb(228, 87, 46)' };
const MANAGER = {
  firstName: 'Milica',
  lastName: 'Talasić',
  mobilePhone: '+381 64 222 3333',
  email: 'milica.talas@izlazak.test',
  password: 'talas-lozinka',
};
const SUBSCRIBER = 'ana.pretplata@example.rs';

/**
 * One venue's life through the screens, in order: the admin creates it, its manager sets it up,
 * a visitor finds it, and the admin exports the mailing list. Each step builds on the previous.
 */
browserSuite('Venues in the browser: Lista objekata, venue settings, /clubs, venue pages, mailing list', (suite) => {
  let page: Page;
  let venueId = '';

  const { url } = suite;

  beforeAll(async () => {
    // Another venue, so that the search and the filters have something to leave out.
    const other = await suite.api.post(
      '/api/club',
      {
        user: { firstName: 'Petar', lastName: 'Ponoćić', mobilePhone: '060 111', email: 'petar.ponoc@izlazak.test', password: 'lozinka', confirmPassword: 'lozinka' },
        club: { name: 'Klub Ponoć', type: 'Klub', city: 'Beograd', location: 'Karađorđeva 2' },
      },
      suite.adminToken,
    );
    expect(other.status).toBe(201);
  });
  beforeEach(() => {
    page = suite.page;
  });

  /** The computed value once it settles: the venue's colour arrives with its data and fades in. */
  async function settledStyle(locator: ReturnType<Page['locator']>, property: string, expected: string): Promise<string> {
    const element = await locator.elementHandle();
    await page
      .waitForFunction(([node, name, value]) => getComputedStyle(node as Element).getPropertyValue(name as string) === value, [element, property, expected] as const, {
        timeout: 5_000,
      })
      .catch(() => undefined);
    return locator.evaluate((node, name) => getComputedStyle(node).getPropertyValue(name), property);
  }

  it('lets the admin create a venue with its manager in Lista objekata, find it, edit it and approve a sign-up', async () => {
    // A sign-up waiting for approval, as a venue owner sends it.
    const signUp = await suite.api.post('/api/auth/register-company', {
      user: { firstName: 'Jovana', lastName: 'Jović', mobilePhone: '060 555', email: 'jovana.kafana@izlazak.test', password: 'lozinka', confirmPassword: 'lozinka' },
      club: { name: 'Kafana Stari Grad', type: 'Kafana', city: 'Beograd' },
    });
    expect(signUp.status).toBeLessThan(300);

    await suite.logInAsAdmin();
    await page.getByRole('link', { name: 'Lista objekata' }).click();
    await page.waitForURL(url('/dashboard/object-list'));
    const rows = page.getByTestId('venue-row');
    await rows.filter({ hasText: 'Klub Ponoć' }).waitFor();

    await page.getByRole('button', { name: 'Dodaj objekat' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Naziv objekta').fill(VENUE.name);
    await dialog.getByLabel('Tip objekta').selectOption(VENUE.type);
    await dialog.getByLabel('Adresa').fill('Ušće bb, Novi Beograd');
    await dialog.getByLabel(/^Telefon\W*$/).fill('+381 11 765 4321');
    await dialog.getByLabel('Boja objekta').fill(VENUE.color);
    await dialog.getByLabel('Rang').selectOption('Premijum');
    await dialog.getByLabel('Instagram link').fill('https://instagram.com/splavtalas');
    await dialog.getByLabel(/^Ime\W*$/).fill(MANAGER.firstName);
    await dialog.getByLabel('Prezime').fill(MANAGER.lastName);
    await dialog.getByLabel('Mobilni telefon').fill(MANAGER.mobilePhone);
    await dialog.getByLabel('Email menadžera').fill(MANAGER.email);
    await dialog.getByLabel(/^Lozinka\W*$/).fill(MANAGER.password);
    await dialog.getByLabel('Potvrdite lozinku').fill('nije-ista');
    await dialog.getByRole('button', { name: 'Dodaj objekat' }).click();
    // The passwords differ: the form says so and sends nothing.
    await dialog.getByText('Lozinke se ne poklapaju').waitFor();
    await dialog.getByLabel('Potvrdite lozinku').fill(MANAGER.password);
    await dialog.getByRole('button', { name: 'Dodaj objekat' }).click();
    await page.getByText('Objekat uspešno dodana').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const venueRow = rows.filter({ hasText: VENUE.name });
    await venueRow.getByTestId('venue-status').filter({ hasText: 'Odobren' }).waitFor();
    await venueRow.getByText('Premijum').waitFor();

    const created = await suite.api.get('/api/club?search=talas');
    expect(created.body.data).toHaveLength(1);
    expect(created.body.data[0]).toMatchObject({ name: VENUE.name, type: VENUE.type, color: VENUE.color, rang: 'Premijum' });
    venueId = created.body.data[0]._id;

    // The top bar's search narrows the list to the venue.
    await page.getByRole('searchbox', { name: 'Pretraži' }).fill('talas');
    await rows.filter({ hasText: 'Klub Ponoć' }).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Pretraži' }).fill('');
    await rows.filter({ hasText: 'Klub Ponoć' }).waitFor();

    // Editing loads the manager's data with the venue's.
    await page.getByRole('button', { name: `Izmeni ${VENUE.name}` }).click();
    expect(await dialog.getByLabel('Email menadžera').inputValue()).toBe(MANAGER.email);
    expect(await dialog.getByLabel('Naziv objekta').inputValue()).toBe(VENUE.name);
    await dialog.getByLabel('Drugi telefon').fill('+381 60 765 4321');
    await dialog.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await page.getByText('Klub uspešno izmenjen').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect((await suite.api.get(`/api/club/${venueId}`)).body.phone2).toBe('+381 60 765 4321');

    // The sign-up waits with its badge until the admin approves it; then it is public.
    const signUpRow = rows.filter({ hasText: 'Kafana Stari Grad' });
    await signUpRow.getByTestId('venue-status').filter({ hasText: 'Na čekanju' }).waitFor();
    expect((await suite.api.get('/api/club?search=kafana')).body.data).toHaveLength(0);
    await signUpRow.getByRole('button', { name: 'Odobri' }).click();
    await signUpRow.getByTestId('venue-status').filter({ hasText: 'Odobren' }).waitFor();
    expect((await suite.api.get('/api/club?search=kafana')).body.data).toHaveLength(1);

    // Deleting asks first, then the venue is gone from the list.
    await page.getByRole('button', { name: 'Obriši Kafana Stari Grad' }).click();
    await dialog.getByText('Ova radnja se ne može poništiti.').waitFor();
    await dialog.getByRole('button', { name: 'Obriši', exact: true }).click();
    await page.getByText('Objekat uspešno obrisana').waitFor();
    await signUpRow.waitFor({ state: 'detached' });
    expect((await suite.api.get('/api/club?search=kafana')).body.data).toHaveLength(0);
  }, 120_000);

  it('lets the manager log in, upload a logo, set working hours and add tables', async () => {
    expect(venueId).not.toBe('');
    await suite.logIn(MANAGER.email, MANAGER.password);
    await page.getByRole('link', { name: 'Podešavanja' }).click();
    await page.waitForURL(url('/dashboard/settings'));
    expect(await page.getByLabel('Naziv objekta').inputValue()).toBe(VENUE.name);
    const tabs = await textsOnceShown(page.getByRole('navigation', { name: 'Podešavanja' }).getByRole('link'));
    expect(tabs).toEqual(['Generalna podešavanja', 'Slider', 'Radno vreme', 'Stolovi', 'Raspored', 'Uslovi']);

    // The logo: a real PNG, sent only once chosen, then shown from the server.
    const logoPng = await sharp({ create: { width: 240, height: 120, channels: 4, background: VENUE.color } })
      .png()
      .toBuffer();
    const saveImages = page.getByRole('button', { name: 'Sačuvaj slike' });
    expect(await saveImages.isDisabled()).toBe(true);
    await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'talas-logo.png', mimeType: 'image/png', buffer: logoPng });
    await page.getByText('talas-logo.png').waitFor();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/club/addClubImage/')) uploads.push(request.url());
    });
    await saveImages.click();
    await page.getByText('Slika uspešno izmenjene').waitFor();
    // Only the chosen slot was sent; the others keep what they had (nothing).
    expect(uploads).toEqual([url(`/api/club/addClubImage/${venueId}`)]);
    const logoSrc = await page.getByRole('img', { name: 'Logo', exact: true }).getAttribute('src');
    expect(logoSrc).toMatch(/^\/api\/uploads\/.+\.webp$/);
    const served = await fetch(url(logoSrc!));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/webp');
    const withLogo = (await suite.api.get(`/api/club/${venueId}`)).body;
    expect(withLogo).toMatchObject({ clubLogo: logoSrc, lightLogo: null, profileImage: null, clubMap: null });

    // The slider: only the chosen slot is sent, saved from the top bar.
    await page.getByRole('link', { name: 'Slider' }).click();
    await page.waitForURL(url('/dashboard/settings/slider'));
    const sliderPng = await sharp({ create: { width: 960, height: 400, channels: 3, background: '#12142A' } })
      .png()
      .toBuffer();
    await page.getByLabel('Slider 2', { exact: true }).setInputFiles({ name: 'noc.png', mimeType: 'image/png', buffer: sliderPng });
    await page.getByTestId('slider-save').click();
    await page.getByText('Slike uspešno izmenjene').waitFor();
    await page.waitForFunction(() => document.querySelector('img[alt="Slider 2"]')?.getAttribute('src')?.startsWith('/api/uploads/'));
    const sliders = (await suite.api.get(`/api/club/${venueId}`)).body.sliderImages as { name: string }[];
    expect(sliders.map((slide) => slide.name)).toEqual(['image2']);

    // Working hours: today's day is preselected; Friday runs past midnight, Saturday all day.
    await page.getByRole('link', { name: 'Radno vreme' }).click();
    await page.waitForURL(url('/dashboard/settings/working-hours'));
    const today = WEEKDAYS[new Date().getDay()];
    expect(await page.getByRole('tab', { selected: true }).textContent()).toContain(today);
    await page.getByRole('tab', { name: /^Petak/ }).click();
    await page.getByRole('tabpanel', { name: 'Radno vreme: Petak' }).waitFor();
    await page.getByLabel('Otvoreno').check();
    await page.getByLabel('Od', { exact: true }).fill('22:00');
    await page.getByLabel('Do', { exact: true }).fill('04:00');
    await page.getByText('Radi do 04:00 narednog dana.').waitFor();
    await page.getByRole('tab', { name: /^Subota/ }).click();
    await page.getByLabel('Otvoreno').check();
    await page.getByLabel('Radi 24h').check();
    await page.getByRole('button', { name: 'Sačuvaj radno vreme' }).click();
    await page.getByText('Radno vreme uspešno izmenjeno').waitFor();
    const hours = (await suite.api.get(`/api/club/workingHours/${venueId}`)).body as { day: string; from: string; to: string; closed: boolean; alwaysOpen: boolean }[];
    expect(hours.find((day) => day.day === 'Petak')).toMatchObject({ from: '22:00', to: '04:00', closed: false, alwaysOpen: false });
    expect(hours.find((day) => day.day === 'Subota')).toMatchObject({ closed: false, alwaysOpen: true });
    expect(hours.find((day) => day.day === 'Ponedeljak')).toMatchObject({ closed: true });

    // Tables: add two, change one, delete the other.
    await page.getByRole('link', { name: 'Stolovi' }).click();
    await page.waitForURL(url('/dashboard/settings/tables'));
    // No tables yet: the card says so and offers to add the first.
    await page.getByText('Još niste dodali nijedan sto.').waitFor();
    const dialog = page.getByRole('dialog');
    const tableRows = page.getByTestId('table-row');
    for (const table of [
      { name: 'VIP 1', persons: '8', area: 'Terasa' },
      { name: 'Sto 2', persons: '4', area: 'Šank' },
    ]) {
      await page.getByRole('button', { name: 'Dodaj sto' }).click();
      await dialog.getByLabel('Naziv stola').fill(table.name);
      await dialog.getByLabel('Broj osoba').fill(table.persons);
      await dialog.getByLabel('Zona').fill(table.area);
      await dialog.getByRole('button', { name: 'Dodaj sto' }).click();
      await page.getByText('Stol uspešno dodana').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await tableRows.filter({ hasText: table.name }).waitFor();
    }
    expect(await tableRows.count()).toBe(2);
    const headers = await textsOnceShown(page.getByRole('table', { name: 'Stolovi' }).getByRole('columnheader'));
    expect(headers.slice(0, 3)).toEqual(['Naziv stola', 'Broj osoba', 'Zona']);

    await page.getByRole('button', { name: 'Izmeni VIP 1' }).click();
    expect(await dialog.getByLabel('Broj osoba').inputValue()).toBe('8');
    await dialog.getByLabel('Broj osoba').fill('10');
    await dialog.getByRole('button', { name: 'Sačuvaj izmene' }).click();
    await page.getByText('Stol uspešno izmenjen').waitFor();
    await tableRows.filter({ hasText: 'VIP 1' }).filter({ hasText: '10' }).waitFor();

    await page.getByRole('button', { name: 'Obriši Sto 2' }).click();
    await dialog.getByRole('button', { name: 'Obriši', exact: true }).click();
    await page.getByText('Stol uspešno obrisan').waitFor();
    await tableRows.filter({ hasText: 'Sto 2' }).waitFor({ state: 'detached' });

    const tables = (await suite.api.get(`/api/club/allTables/${venueId}?page=1&size=12`)).body;
    expect(tables.data).toEqual([expect.objectContaining({ name: 'VIP 1', maxPersons: '10', area: 'Terasa' })]);
  }, 120_000);

  it("lets a visitor find the venue on /clubs by filter and open its page in the venue's colour", async () => {
    expect(venueId).not.toBe('');
    await page.goto(url('/clubs'));
    await page.getByRole('heading', { name: 'Pronađi mesto za izlazak' }).waitFor();
    const cards = page.getByTestId('venue-card');
    await cards.filter({ hasText: 'Klub Ponoć' }).waitFor();
    await cards.filter({ hasText: VENUE.name }).waitFor();

    await page.getByLabel('Tip objekta').selectOption(VENUE.type);
    await cards.filter({ hasText: 'Klub Ponoć' }).waitFor({ state: 'detached' });
    await page.getByLabel('Rang').selectOption('Premijum');
    await page.getByLabel('Objekat', { exact: true }).selectOption({ label: VENUE.name });
    await page.waitForURL((current) => current.searchParams.get('clubId') === venueId);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="venue-card"]').length === 1);
    const card = cards.filter({ hasText: VENUE.name });
    expect(await card.textContent()).toContain('Ušće bb, Novi Beograd, Beograd');

    // Regularno leaves no Premijum splav: the list says so instead of showing stale cards.
    await page.getByLabel('Rang').selectOption('Regularno');
    await page.getByText('Nijedan objekat ne odgovara izabranim filterima.').waitFor();
    await page.getByLabel('Rang').selectOption('Premijum');
    await card.click();
    await page.waitForURL(url(`/club/${venueId}`));

    await page.getByRole('heading', { level: 1, name: VENUE.name }).waitFor();
    const reserve = page.getByRole('button', { name: 'Rezerviši', exact: true });
    expect(await settledStyle(reserve, 'background-color', VENUE.rgb)).toBe(VENUE.rgb);
    const band = page.getByTestId('venue-band');
    expect(await settledStyle(band, 'background-color', 'rgba(228, 87, 46, 0.5)')).toBe('rgba(228, 87, 46, 0.5)');
    expect(await settledStyle(band, 'height', '300px')).toBe('300px');
    // The manager's logo in the header.
    expect(await page.getByRole('img', { name: VENUE.name, exact: true }).getAttribute('src')).toMatch(/^\/api\/uploads\//);

    // The footer carries the working hours the manager set.
    const footerHours = page.getByTestId('site-footer').getByTestId('venue-working-hours');
    await footerHours.getByText('22:00 – 04:00').waitFor();
    expect(await footerHours.textContent()).toContain('SubotaOtvoreno 24h');

    // The venue's navigation: its own home, events and contact; the rest lead back to the site.
    const navigation = page.getByRole('navigation', { name: 'Navigacija objekta' });
    await navigation.getByRole('link').first().waitFor();
    const links = await navigation.getByRole('link').evaluateAll((anchors) => anchors.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    expect(links).toEqual([
      ['Početna', '/'],
      ['Naslovna', `/club/${venueId}`],
      ['Događaji', `/club/${venueId}/events`],
      ['Ugostiteljski objekti', '/clubs'],
      ['Paketi', expect.stringMatching(/^https?:\/\//)],
      ['O nama', '/about'],
      ['Kontakt', `/club/${venueId}/contact`],
    ]);

    await reserve.click();
    await page.getByRole('dialog').getByText(`Rezervacija stola — ${VENUE.name}`).waitFor();
  }, 120_000);

  it('sends contact messages, subscribes a visitor and lets the admin download the mailing list with the address', async () => {
    // A social link typed without its scheme still leaves the site from the footer.
    const { _id: _siteId, updatedAt: _updatedAt, ...site } = (await suite.api.get('/api/site')).body;
    const saved = await suite.api.put('/api/site', { ...site, socialMedia: [{ name: 'Instagram', link: 'instagram.com/izlazak' }] }, suite.adminToken);
    expect(saved.status).toBe(200);

    await page.goto(url('/contact'));
    expect(await page.getByTestId('site-footer').getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe('https://instagram.com/izlazak');
    const contactForm = page.getByRole('form', { name: 'Pošaljite poruku' });
    await contactForm.getByLabel('Ime i prezime').fill('Ana Anić');
    await contactForm.getByLabel('Email').fill('ana@example.rs');
    await contactForm.getByLabel('Poruka').fill('Da li primate rezervacije za rođendan?');
    await contactForm.getByRole('button', { name: 'Pošalji poruku' }).click();
    await page.getByText('Poruka uspešno poslana').waitFor();
    await page.waitForFunction(() => (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value === '');
    expect(await contactForm.getByLabel('Ime i prezime').inputValue()).toBe('');

    const subscribeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/site/subscribe')) subscribeRequests.push(request.postData() ?? '');
    });
    const subscribe = page.getByRole('form', { name: 'Prijava na obaveštenja' });
    await subscribe.getByRole('button', { name: 'Prijavi se' }).click();
    await subscribe.getByText('Email je obavezno polje').waitFor();
    await page.waitForTimeout(300);
    expect(subscribeRequests).toHaveLength(0);
    await subscribe.getByPlaceholder('Vaša email adresa').fill(SUBSCRIBER);
    await subscribe.getByRole('button', { name: 'Prijavi se' }).click();
    await page.getByText('Email uspešno dodat').waitFor();
    expect(subscribeRequests).toHaveLength(1);

    await suite.logInAsAdmin();
    await page.getByRole('link', { name: 'Podešavanja' }).click();
    await page.waitForURL(url('/dashboard/settings'));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Preuzmi mailing listu' }).click()]);
    expect(download.suggestedFilename()).toBe('mailing_lista.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(SUBSCRIBER);
  }, 120_000);
});
