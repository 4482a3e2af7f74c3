import { FEATURES } from '../../backend/src/features';
import { MAIL_NAMES } from '../../frontend/src/lib/mail-names';

/** 'Poslati mailovi' names every mail the platform sends by words a venue reads, never by its rule's code. */
describe('Mail names', () => {
  it('has a readable name for every mail rule of every feature', () => {
    const rules = FEATURES.flatMap((feature) => feature.mailRules ?? []).map((rule) => rule.name);
    expect(rules.length).toBeGreaterThan(20);
    expect(rules.filter((rule) => !(rule in MAIL_NAMES))).toEqual([]);
  });
});
