import { normalPromoterCode, newPromoterCode } from './promoter-code';
import { decidePromoter, evolvePromoter, initialPromoter, type EnrolPromoter } from './promoter.decider';
import type { PromoterEvent } from './promoter.events';

const enrol = (clubId: string, code = 'K7M2Q9P'): EnrolPromoter => ({ type: 'EnrolPromoter', promoterId: 'p1', clubId, code });
const after = (events: PromoterEvent[]) => events.reduce(evolvePromoter, initialPromoter());

describe('A promoter', () => {
  it('gets a code the first time only, and each venue once', () => {
    const first = decidePromoter(enrol('klub-a'), initialPromoter());
    expect(first).toEqual([
      { type: 'PromoterCodeAssigned', data: { promoterId: 'p1', code: 'K7M2Q9P' } },
      { type: 'PromoterJoinedVenue', data: { promoterId: 'p1', clubId: 'klub-a' } },
    ]);
    expect(decidePromoter(enrol('klub-b', 'OTHER22'), after(first))).toEqual([{ type: 'PromoterJoinedVenue', data: { promoterId: 'p1', clubId: 'klub-b' } }]);
    expect(decidePromoter(enrol('klub-a', 'OTHER22'), after(first))).toEqual([]);
  });

  it('has a code of 7 unambiguous characters, read back in any case', () => {
    const code = newPromoterCode();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{7}$/);
    expect(normalPromoterCode(` ${code.toLowerCase()} `)).toBe(code);
    expect(normalPromoterCode('O0I1L')).toBeNull();
  });
});
