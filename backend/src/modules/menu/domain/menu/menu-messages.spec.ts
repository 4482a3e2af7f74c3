import { countOf } from './menu-messages';

it('counts in Serbian: 1 stavku, 2 stavke, 5 stavki, 11 stavki, 21 stavku, 22 stavke', () => {
  const forms: [string, string, string] = ['stavku', 'stavke', 'stavki'];
  expect([1, 2, 5, 11, 12, 21, 22, 25, 111].map((n) => countOf(n, forms))).toEqual([
    '1 stavku',
    '2 stavke',
    '5 stavki',
    '11 stavki',
    '12 stavki',
    '21 stavku',
    '22 stavke',
    '25 stavki',
    '111 stavki',
  ]);
});
