import { check, termsRulesSchema, venueTermsSchema, type VenueTermsInput } from '@izlazak/contracts';
import { deciderSpecification } from '#platform/testing/decider-specification';
import { termsDecider, type SetVenueTerms, type TermsEvent } from './terms.decider';
import { savedTerms } from './terms.fixtures';

const manager = { userId: 'm1', role: 'manager' as const, clubId: 'klub' };
const otherManager = { userId: 'm2', role: 'manager' as const, clubId: 'drugi' };
const venue = { exists: true, tableIds: new Set(['t1']), eventIds: new Set(['e1']) };

/** The body as the API's schema reads it (defaults filled in). */
const input = (body: Record<string, unknown>): VenueTermsInput => {
  const read = check(body, venueTermsSchema);
  if (read.errors) throw new Error(JSON.stringify(read.errors));
  return read.value;
};
/** A bare list of rules, as the API reads it: the payee fields are left at their defaults and never read. */
const rulesOnly = (rules: unknown[]): VenueTermsInput => {
  const read = check({ rules }, termsRulesSchema);
  if (read.errors) throw new Error(JSON.stringify(read.errors));
  return { ...input({}), rules: read.value.rules };
};

const booth = { zone: 'Separei', minimumSpend: 20000, package: 'Flaša + 4 energetska pića', deposit: 10000, freeCancelHours: 48, lateCancel: 'keep', noShow: 'keep' };
const payee = { paymentAccount: '160-12345-95', payeeName: 'Klub Dorćol d.o.o.', payeePlace: 'Beograd' };
const set = (body: Record<string, unknown>, overrides: Partial<SetVenueTerms> = {}): SetVenueTerms => ({
  type: 'SetVenueTerms',
  actor: manager,
  clubId: 'klub',
  venue,
  input: input(body),
  ...overrides,
});

const saved = savedTerms([
  {
    zone: 'Separei',
    tableId: null,
    night: null,
    eventId: null,
    minimumSpend: 20000,
    package: 'Flaša + 4 energetska pića',
    deposit: 10000,
    freeCancelHours: 48,
    lateCancel: 'keep',
    noShow: 'keep',
  },
]);
const termsSet: TermsEvent = { type: 'VenueTermsSet', data: { clubId: 'klub', terms: saved } };

const spec = deciderSpecification(termsDecider);

describe("A venue's terms", () => {
  it('are saved whole, with the account as its 18 digits and the slip defaults; the same terms again change nothing', () => {
    spec
      .given([])
      .when(set({ ...payee, rules: [booth] }))
      .then([termsSet]);
    spec
      .given([termsSet])
      .when(set({ ...payee, rules: [booth] }))
      .thenNothingHappens();
  });

  it('take a bare list of rules as the rules alone, the payee data staying', () => {
    const rules = [{ ...booth, deposit: 5000 }];
    spec
      .given([termsSet])
      .when(set({}, { input: rulesOnly(rules), rulesOnly: true }))
      .then([{ type: 'VenueTermsSet', data: { clubId: 'klub', terms: { ...saved, rules: [{ ...saved.rules[0], deposit: 5000 }] } } }]);
    spec
      .given([])
      .when(set({}, { input: rulesOnly(rules), rulesOnly: true }))
      .thenRefuses(400, 'broj računa');
  });

  it("refuse an account whose check digits are wrong, another venue's table or event, another venue's manager and an unknown venue", () => {
    spec
      .given([])
      .when(set({ ...payee, paymentAccount: '160-12345-96', rules: [booth] }))
      .thenRefuses(400, /kontrolni broj/);
    spec
      .given([])
      .when(set({ ...payee, rules: [{ ...booth, zone: undefined, tableId: 't9' }] }))
      .thenRefuses(400, 'Sto ne pripada ovom objektu');
    spec
      .given([])
      .when(set({ ...payee, rules: [{ ...booth, eventId: 'e9' }] }))
      .thenRefuses(400, 'Događaj ne pripada ovom objektu');
    spec
      .given([])
      .when(set({ ...payee, rules: [booth] }, { actor: otherManager }))
      .thenRefuses(403);
    spec
      .given([])
      .when(set({ ...payee, rules: [booth] }, { venue: { ...venue, exists: false } }))
      .thenRefuses(404);
  });

  it('refuse payee data no bank app would take on a slip, naming the field', () => {
    const refusal = (() => {
      try {
        termsDecider.decide(set({ ...payee, payeeName: 'Klub | Dorćol', rules: [booth] }), termsDecider.initialState());
      } catch (error) {
        return error as { statusCode: number; field: string };
      }
      return null;
    })();
    expect(refusal).toMatchObject({ statusCode: 400, field: 'payeeName' });
  });
});

describe('The terms as the API reads them', () => {
  const fieldOf = (body: unknown) => check(body, venueTermsSchema).errors?.[0];

  it('name the field of a negative or fractional amount, a window out of range, a deposit above the minimum spend, two rules of one scope', () => {
    expect(fieldOf({ ...payee, rules: [{ ...booth, minimumSpend: -1 }] })).toMatchObject({
      field: 'rules.0.minimumSpend',
      message: expect.stringContaining('Minimalna potrošnja'),
    });
    expect(fieldOf({ ...payee, rules: [{ ...booth, deposit: 1500.5 }] })).toMatchObject({ field: 'rules.0.deposit', message: expect.stringContaining('Depozit') });
    expect(fieldOf({ ...payee, rules: [{ ...booth, freeCancelHours: 169 }] })).toMatchObject({ field: 'rules.0.freeCancelHours' });
    expect(fieldOf({ ...payee, rules: [{ ...booth, deposit: 30000 }] })).toMatchObject({ field: 'rules.0.deposit', message: 'Depozit ne može biti veći od minimalne potrošnje' });
    expect(fieldOf({ ...payee, rules: [booth, { ...booth, zone: 'separei' }] })).toMatchObject({ field: 'rules.1' });
    expect(fieldOf({ ...payee, rules: [{ ...booth, lateCancel: 'maybe' }] })).toMatchObject({ field: 'rules.0.lateCancel' });
    expect(fieldOf({ ...payee, rules: [{ ...booth, night: '2026-12-31', eventId: 'e1' }] })).toMatchObject({ field: 'rules.0.eventId' });
    expect(fieldOf({ ...payee, paymentAccount: '', rules: [booth] })).toMatchObject({ field: 'paymentAccount' });
    expect(fieldOf({ ...payee, depositHoldMinutes: 2, rules: [booth] })).toMatchObject({ field: 'depositHoldMinutes' });
    expect(fieldOf({ ...payee, rules: [booth] })).toBeUndefined();
  });
});
