import { localeOfAcceptLanguage } from '../../contracts/src/i18n/accept-language';

describe('The language of an answer, from Accept-Language (RFC 9110 §12.5.4)', () => {
  it.each([
    [undefined, 'sr-Latn'],
    ['', 'sr-Latn'],
    ['sr', 'sr-Latn'],
    ['sr-RS', 'sr-Latn'],
    ['sr-Latn-RS', 'sr-Latn'],
    ['SR-CYRL', 'sr-Cyrl'],
    ['sr-Cyrl-RS,sr;q=0.9', 'sr-Cyrl'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,de;q=0.9,en;q=0.8', 'en'],
    ['en;q=0.2, sr;q=0.8', 'sr-Latn'],
    ['sr;q=0, en', 'en'],
    ['en;q=abc, sr-Cyrl;q=0.5', 'sr-Cyrl'],
    ['fr, de', 'sr-Latn'],
    ['*', 'sr-Latn'],
    ['hr, en;q=0.5', 'sr-Latn'],
    ['it, en;q=0.5', 'en'],
  ])('%s → %s', (header, locale) => {
    expect(localeOfAcceptLanguage(header)).toBe(locale);
  });
});
