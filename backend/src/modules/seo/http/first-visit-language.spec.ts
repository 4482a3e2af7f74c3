import { preferredLocale } from './first-visit-language';

describe("A first visit's language, from the same reading of Accept-Language as the API's answers", () => {
  it.each([
    [undefined, 'sr-Latn'],
    ['', 'sr-Latn'],
    ['sr-RS,sr;q=0.9,en;q=0.8', 'sr-Latn'],
    ['sr-Cyrl-RS', 'sr-Cyrl'],
    ['hr-HR,en;q=0.5', 'sr-Latn'],
    ['en-GB,en;q=0.9,sr;q=0.5', 'en'],
    ['de-DE,de;q=0.9', 'en'],
    ['sr;q=0, de', 'en'],
  ])('%s → %s', (header, locale) => {
    expect(preferredLocale(header)).toBe(locale);
  });
});
