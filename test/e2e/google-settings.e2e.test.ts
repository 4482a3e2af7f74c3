import type { Page } from 'playwright-core';
import { GOOGLE_PASSWORD, GOOGLE_USER, googleCaller, nightIn, openTenToFour, slotOf } from '../api/google-support';
import { MANAGER_PASSWORD } from '../api/venues-fixtures';
import { seriousViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { bookableVenue } from '../support/venues';

/**
 * Podešavanja → Generalna podešavanja on a phone: the manager opts the venue in to Reserve with
 * Google, and from then on Google's availability lookup offers its nights.
 */
browserSuite(
  'Rezervacije preko Google-a in the dashboard',
  { screen: 'phone', env: { GOOGLE_BOOKING_USER: GOOGLE_USER, GOOGLE_BOOKING_PASSWORD: GOOGLE_PASSWORD, READ_YOUR_WRITES_TIMEOUT_MS: '20000' } },
  (suite) => {
    let page: Page;
    let clubId = '';
    let managerEmail = '';

    beforeAll(async () => {
      const venue = await bookableVenue(suite.api, suite.adminToken, 'Splav Google', [{ name: 'Sto 1', maxPersons: 4 }]);
      await openTenToFour(suite.api, suite.adminToken, venue.id);
      clubId = venue.id;
      managerEmail = venue.managerEmail;
    });
    beforeEach(() => {
      page = suite.page;
    });

    it("opts the venue in, after which Google's lookup offers its night, and passes axe", async () => {
      const google = googleCaller(suite.api);
      const lookup = async () =>
        (await google('POST', 'BatchAvailabilityLookup', { merchant_id: clubId, slot_time: [{ service_id: 'table', ...slotOf(nightIn(1)), resource_ids: { party_size: 2 } }] }))
          .body.slot_time_availability[0].available;
      expect(await lookup()).toBe(false);

      await suite.logIn(managerEmail, MANAGER_PASSWORD);
      await page.goto(suite.url('/dashboard/settings'));
      const card = page.getByRole('form', { name: 'Rezervacije preko Google-a' });
      const enabled = card.getByLabel('Primamo rezervacije preko Google-a');
      await enabled.waitFor();
      expect(await enabled.isChecked()).toBe(false);
      expect(await card.getByLabel('Rezervacije sa Google-a potvrđujemo ručno (gost čeka potvrdu)').isChecked()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      await enabled.check();
      await card.getByRole('button', { name: 'Sačuvaj podešavanja za Google' }).click();
      await page.getByText('Podešavanja za Google su sačuvana').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);

      const saved = await suite.api.get(`/api/google/venues/${clubId}`, suite.adminToken);
      expect(saved.body).toEqual({ clubId, enabled: true, confirmsByHand: true });
      expect(await lookup()).toBe(true);
    });
  },
);
