import { CATALOGS, compileCatalog, isShownOnPages, LOCALES, provideCatalog, t, type CompiledCatalog, type MessageId } from '@izlazak/contracts';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { KEPT_LATIN, toCyrillicCatalog, toCyrillicText } from '../../contracts/src/i18n/transliterate';

/** A value of the kind each argument of a message takes: numbers for plurals and numbers, a Cyrillic word otherwise. */
function sampleValues(elements: MessageFormatElement[], values: Record<string, string | number | Date> = {}) {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.number) values[element.value] = 22;
    else if (element.type === TYPE.date || element.type === TYPE.time) values[element.value] = new Date('2026-12-05T22:00:00Z');
    else if (element.type === TYPE.argument && !(element.value in values)) values[element.value] = 7;
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) sampleValues(option.value, values);
    if (element.type === TYPE.select) values[element.value] = Object.keys(element.options)[0];
    if (element.type === TYPE.tag) sampleValues(element.children, values);
  }
  return values;
}

const LATIN = /[A-Za-zČĆŽŠĐčćžšđ]/;
const latinLeft = (text: string) =>
  text
    .split(/\s+/)
    // An acronym may stand in brackets or before a full stop: '(RSD)', 'RSD).'; a word with a letter Serbian has not stays Latin (webhook).
    .filter((word) => !KEPT_LATIN.includes(word.replace(/[.,:;()'"!?]/g, '')) && !/^(https?:|www\.)|@|\d|[qwxyQWXY]|^\(?\p{Lu}{2,}[.,)]*$/u.test(word))
    .filter((word) => LATIN.test(word));

describe('Message catalogs: sr-Latn the source, sr-Cyrl derived from it, en translated', () => {
  it('has every message in every locale, and renders each with sample values', () => {
    const ids = Object.keys(CATALOGS['sr-Latn']).sort();
    for (const locale of LOCALES) {
      expect([locale, Object.keys(CATALOGS[locale]).sort()]).toEqual([locale, ids]);
      for (const id of ids) {
        const values = sampleValues(parse(CATALOGS[locale][id as MessageId]));
        expect(() => t(id as MessageId, values, locale)).not.toThrow();
      }
    }
  });

  it('gives the browser each catalog compiled (no ICU parser on a page), saying exactly what the server says, without the mails', () => {
    for (const locale of LOCALES) {
      const shipped = JSON.parse(JSON.stringify(compileCatalog(CATALOGS[locale], locale, isShownOnPages))) as CompiledCatalog;
      const shown = (Object.keys(CATALOGS[locale]) as MessageId[]).filter((id) => !id.startsWith('mail.'));
      expect(Object.keys(shipped).sort()).toEqual([...shown].sort());
      const samples = shown.map((id) => [id, sampleValues(parse(CATALOGS[locale][id]))] as const);
      const fromSource = samples.map(([id, values]) => [id, t(id, values, locale)]);
      try {
        provideCatalog(locale, shipped);
        expect(samples.map(([id, values]) => [id, t(id, values, locale)])).toEqual(fromSource);
      } finally {
        provideCatalog(locale, CATALOGS[locale]);
      }
    }
  });

  it('holds in sr-Cyrl exactly what transliterating sr-Latn gives (run `npm run build -w contracts` after changing sr-Latn), with no Latin letter left outside the kept words', () => {
    expect(CATALOGS['sr-Cyrl']).toEqual(toCyrillicCatalog(CATALOGS['sr-Latn']));
    for (const id of Object.keys(CATALOGS['sr-Cyrl']) as MessageId[]) {
      const rendered = t(id, sampleValues(parse(CATALOGS['sr-Cyrl'][id])), 'sr-Cyrl');
      expect([id, latinLeft(rendered)]).toEqual([id, []]);
    }
  });

  it('counts people by CLDR plural rules: 1 osoba, 2 osobe, 5 osoba, 21 osoba, 22 osobe; 1 person, 2 people', () => {
    expect([1, 2, 5, 11, 12, 21, 22, 25, 104, 111].map((count) => t('persons.count', { count }))).toEqual([
      '1 osoba',
      '2 osobe',
      '5 osoba',
      '11 osoba',
      '12 osoba',
      '21 osoba',
      '22 osobe',
      '25 osoba',
      '104 osobe',
      '111 osoba',
    ]);
    expect([1, 2, 22].map((count) => t('persons.count', { count }, 'sr-Cyrl'))).toEqual(['1 особа', '2 особе', '22 особе']);
    expect([1, 2].map((count) => t('persons.count', { count }, 'en'))).toEqual(['1 person', '2 people']);
    expect([
      t('persons.range', { min: 2, max: 4 }),
      t('persons.range', { min: 2, max: 6 }),
      t('persons.upTo', { max: 1 }),
      t('persons.upTo', { max: 4 }),
      t('persons.upTo', { max: 8 }),
    ]).toEqual(['2–4 osobe', '2–6 osoba', 'do 1 osobe', 'do 4 osobe', 'do 8 osoba']);
    expect([1, 2, 5].map((count) => t('persons.notFor', { count }))).toEqual(['nije za 1 osobu', 'nije za 2 osobe', 'nije za 5 osoba']);
  });

  it('transliterates Serbian letter by letter and digraph by digraph, leaving codes, addresses, acronyms and brands as they are', () => {
    expect(toCyrillicText('Ljubav i Njegoš, džep, LJUBAV, Džeparac')).toBe('Љубав и Његош, џеп, LJUBAV, Џепарац');
    expect(toCyrillicText('nadživeti, podžanr, injekcija, konjunkcija')).toBe('надживети, поджанр, инјекција, конјункција');
    expect(toCyrillicText('Uplatite 10.000 RSD kodom ABCD2345 na https://izlazak.rs/r/x ili pišite na info@izlazak.rs')).toBe(
      'Уплатите 10.000 RSD кодом ABCD2345 на https://izlazak.rs/r/x или пишите на info@izlazak.rs',
    );
    expect(toCyrillicText('Izlazak, IPS QR, Wi-Fi, Google')).toBe('Izlazak, IPS QR, Wi-Fi, Google');
  });
});
