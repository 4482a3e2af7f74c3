import { addDays, belgradeInstant, nightOf } from '../../backend/src/modules/events/domain/venue-night';
import { ScheduledCommands } from '../../backend/src/platform/scheduling/scheduled-commands';
import { NightClock } from '../../backend/src/platform/time/night-clock';
import { MANAGER_PASSWORD } from '../api/venues-fixtures';
import { readModelsCaughtUp } from '../support/app';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { linkReading } from '../support/mail-html';
import { waitForMail } from '../support/mailbox';
import { bookableVenue } from '../support/venues';

/**
 * The night's reminder in the browser: at the venue's hour two guests are mailed 'Dolazim' and
 * 'Otkaži'; on a phone one confirms she is coming, the other cancels, and the table he leaves is
 * offered to the guest waiting on the waitlist. Opening a link changes nothing until the tap.
 */
browserSuite("The night's reminder in the browser: 'Dolazim' and 'Otkaži' from the mail", { env: { RATE_LIMIT_PER_WINDOW: '0' } }, (suite) => {
  const night = addDays(nightOf(new Date()), 1);
  const shown = night.split('-').reverse().join('.');

  afterEach(() => jest.restoreAllMocks());

  it("a guest answers the reminder 'Otkaži' from the mail and the table is offered to the waitlist; another answers 'Dolazim'", async () => {
    const venue = await bookableVenue(suite.api, suite.adminToken, 'Klub Podsetnik', [
      { name: 'Sto 1', maxPersons: 4 },
      { name: 'Sto 2', maxPersons: 4 },
    ]);
    const managerToken = await suite.api.login(venue.managerEmail, MANAGER_PASSWORD);
    const guests = [
      { table: 0, firstName: 'Ana', email: 'ana.dolazi@gost.test' },
      { table: 1, firstName: 'Boris', email: 'boris.otkazuje@gost.test' },
    ];
    const ids: string[] = [];
    for (const guest of guests) {
      const placed = await suite.api.post('/api/reservations', {
        clubId: venue.id,
        tableId: venue.tableIds[guest.table],
        date: shown,
        persons: 4,
        firstName: guest.firstName,
        lastName: 'Gost',
        phone: '060 111 2222',
        email: guest.email,
      });
      expect(placed.status).toBe(201);
      ids.push(placed.body._id);
      expect((await suite.api.put(`/api/reservations/${placed.body._id}`, { status: 'Complete' }, managerToken)).status).toBe(200);
    }
    const waiting = await suite.api.post('/api/waitlist', {
      clubId: venue.id,
      night: shown,
      persons: 3,
      firstName: 'Vesna',
      lastName: 'Lukić',
      phone: '064 555 1234',
      email: 'vesna.lukic@gost.test',
    });
    expect(waiting.status).toBe(201);
    expect(await readModelsCaughtUp(suite.app, 20_000, ['reminder-planner'])).toBe(true);

    // 14:01 of the night on the application's clock: the reminders go.
    const remindAt = new Date(belgradeInstant(night, '14:00').getTime() + 60_000);
    jest.spyOn(suite.app.running.app.get(NightClock), 'now').mockReturnValue(remindAt);
    await suite.app.running.app.get(ScheduledCommands).runDue(remindAt);
    const toAna = await waitForMail(suite.app.mailDir, (m) => m.to.includes('ana.dolazi@gost.test') && m.subject.startsWith('Podsetnik'));
    const toBoris = await waitForMail(suite.app.mailDir, (m) => m.to.includes('boris.otkazuje@gost.test') && m.subject.startsWith('Podsetnik'));

    const page = await suite.reopenOn('phone');
    await page.goto(linkReading(toAna.html, 'Dolazim').href);
    const attend = page.getByTestId('attend-reservation');
    await attend.getByRole('button', { name: 'Potvrđujem dolazak' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect((await suite.api.get(`/api/reservations/${ids[0]}`, managerToken)).body.attendance).toBe('asked');
    await attend.getByRole('button', { name: 'Potvrđujem dolazak' }).click();
    await attend.getByText('Hvala, potvrdili ste dolazak.').waitFor();
    expect((await suite.api.get(`/api/reservations/${ids[0]}`, managerToken)).body.attendance).toBe('confirmed');

    await page.goto(linkReading(toBoris.html, 'Otkaži').href);
    const cancel = page.getByTestId('cancel-reservation');
    await cancel.getByRole('button', { name: 'Otkaži rezervaciju' }).click();
    await cancel.getByText('Rezervacija je otkazana.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const offer = await waitForMail(suite.app.mailDir, (m) => m.to.includes('vesna.lukic@gost.test') && m.subject.startsWith('Slobodan sto za vas'));
    expect(offer.text).toContain('sto Sto 2');
    const list = (await suite.api.get(`/api/waitlist?clubId=${venue.id}&night=${night}`, managerToken)).body;
    expect(list.entries.find((entry: { _id: string }) => entry._id === waiting.body._id)).toMatchObject({ state: 'offered', tableName: 'Sto 2' });
  });
});
