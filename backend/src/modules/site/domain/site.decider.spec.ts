import type { SiteDataInput } from '@izlazak/contracts';
import { deciderSpecification } from '#platform/testing/decider-specification';
import { siteDecider, type SiteEvent } from './site.decider';

const site: SiteDataInput = {
  name: 'Izlazak',
  location: 'Beograd',
  type: 'Portal',
  description: '',
  email: 'info@izlazak.rs',
  mobile: '0601111111',
  mobile2: '',
  socialMedia: [],
  workingHours: [],
};
const saved: SiteEvent = { type: 'SiteDataChanged', data: site };

const spec = deciderSpecification(siteDecider);

describe('site decider', () => {
  it('given no site data, when it is saved, then it changed', () => {
    spec.given([]).when({ type: 'UpdateSiteData', data: site }).then([saved]);
  });

  it('given site data, when the same data is saved, then nothing is recorded', () => {
    spec
      .given([saved])
      .when({ type: 'UpdateSiteData', data: { ...site } })
      .thenNothingHappens();
  });

  it('given site data, when the e-mail changes, then the new data is recorded', () => {
    const changed = { ...site, email: 'kontakt@izlazak.rs' };
    spec
      .given([saved])
      .when({ type: 'UpdateSiteData', data: changed })
      .then([{ type: 'SiteDataChanged', data: changed }]);
  });
});
