import { erasedInJson } from './erased-in-json';

describe('erasedInJson', () => {
  it("makes the erased person's objects read 'Obrisan gost' and leaves everybody and everything else", () => {
    const body = {
      type: 'reservation.placed',
      data: {
        reservation: { persons: 4, table: 'Sto 1', guest: { firstName: 'Ana', lastName: 'Anić', email: ' ANA@gost.test', phone: '060 1' } },
        others: [{ firstName: 'Jovan', email: 'jovan@gost.test', phone: '060 2' }],
      },
    };
    expect(JSON.parse(erasedInJson(JSON.stringify(body), 'ana@gost.test'))).toEqual({
      type: 'reservation.placed',
      data: {
        reservation: { persons: 4, table: 'Sto 1', guest: { firstName: 'Obrisan', lastName: 'gost', email: '', phone: '' } },
        others: [{ firstName: 'Jovan', email: 'jovan@gost.test', phone: '060 2' }],
      },
    });
  });
});
