import type { Locale } from '@izlazak/contracts';

/**
 * The language of Izlazak a request's Accept-Language asks for first (RFC 9110 §12.5.4: by
 * quality, then order): sr-Cyrl when asked for by name, sr-Latn for Serbian (and its neighbours'
 * languages, read alike), en for English. Undefined when it names none of them: the caller's
 * default (sr-Latn) applies, never a refusal.
 */
export function requestLanguage(acceptLanguage: string | string[] | undefined): Locale | undefined {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const wanted = header
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of wanted) {
    if (/^sr-cyrl\b/i.test(tag)) return 'sr-Cyrl';
    if (/^(sr|hr|bs|sh|cnr)\b/i.test(tag)) return 'sr-Latn';
    if (/^en\b/i.test(tag)) return 'en';
  }
  return undefined;
}
