import type { SiteDataInput } from '@izlazak/contracts';
import { decideUpdateSiteData, siteAggregate } from './site.decider';

const site: SiteDataInput = {
  name: 'Izlazak', location: 'Beograd', type: 'Portal', description: '', email: 'info@izlazak.rs',
  mobile: '0601111111', mobile2: '', socialMedia: [], workingHours: [],
};

describe('site decider', () => {
  it('given no site data, when it is saved, then it changed', () => {
    expect(decideUpdateSiteData({ type: 'UpdateSiteData', data: site }, siteAggregate.initialState()))
      .toEqual([{ type: 'SiteDataChanged', data: site }]);
  });

  it('given site data, when the same data is saved, then nothing is recorded', () => {
    const state = siteAggregate.evolve(siteAggregate.initialState(), { type: 'SiteDataChanged', data: site });
    expect(decideUpdateSiteData({ type: 'UpdateSiteData', data: { ...site } }, state)).toEqual([]);
  });

  it('given site data, when the e-mail changes, then the new data is recorded', () => {
    const state = siteAggregate.evolve(siteAggregate.initialState(), { type: 'SiteDataChanged', data: site });
    const changed = { ...site, email: 'kontakt@izlazak.rs' };
    expect(decideUpdateSiteData({ type: 'UpdateSiteData', data: changed }, state)).toEqual([{ type: 'SiteDataChanged', data: changed }]);
  });
});
