import { check, coerce, reservationSchema } from '@izlazak/contracts';

// superstruct is an ES module, which this CommonJS spec may require but not import by name.
type Superstruct = typeof import('superstruct', { with: { 'resolution-mode': 'import' } });
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: an ES module required from CommonJS
const superstruct = require('superstruct') as Superstruct;
const { array, literal, number, optional, string, union, unknown } = superstruct;

type Struct<T> = import('superstruct', { with: { 'resolution-mode': 'import' } }).Struct<T, unknown>;
const values: unknown[] = [undefined, null, '', ' x ', 'abc', 0, 3, Number.NaN, [], ['a'], {}, true];

function coercesAsSuperstructDoes<C>(name: string, condition: Struct<C>) {
  it(`coerces exactly the values superstruct would, when ${name}`, () => {
    const mark = (value: unknown) => ({ coerced: value });
    const ours = coerce(unknown(), condition, mark);
    const theirs = superstruct.coerce(unknown(), condition, mark);
    for (const value of values) {
      expect([value, superstruct.create(value, ours)]).toEqual([value, superstruct.create(value, theirs)]);
    }
  });
}

describe('coerce: the same coercion as superstruct, without building an error per refused condition', () => {
  coercesAsSuperstructDoes('string()', string());
  coercesAsSuperstructDoes('number()', number());
  coercesAsSuperstructDoes("literal('')", literal(''));
  coercesAsSuperstructDoes("union([literal(''), literal(null)])", union([literal(''), literal(null)]));
  coercesAsSuperstructDoes('union([string(), number()])', union([string(), number()]));
  coercesAsSuperstructDoes('optional(string())', optional(string()));
  coercesAsSuperstructDoes('array(unknown())', array(unknown()));

  it('leaves what a placement form sends as it was: numbers from text, blanks dropped, addresses in lower case, errors in Serbian', () => {
    const sent = {
      clubId: ' c1 ',
      tableId: 't1',
      date: '31.12.2026',
      eventId: '',
      name: null,
      persons: '4',
      firstName: ' Ana ',
      lastName: 'Anić',
      phone: ' +381 60 1234567 ',
      email: ' Ana@Gost.TEST ',
    };
    expect(check(sent, reservationSchema)).toEqual({
      errors: null,
      value: { clubId: 'c1', tableId: 't1', date: '2026-12-31', persons: 4, firstName: 'Ana', lastName: 'Anić', phone: '+381 60 1234567', email: 'ana@gost.test' },
    });
    const refused = check({ ...sent, persons: 'četiri', date: '31.13.2026' }, reservationSchema).errors ?? [];
    expect(refused.map((error) => error.field).sort()).toEqual(['date', 'persons']);
    for (const { message } of refused) expect(message).not.toMatch(/Expected|received/);
  });
});
