import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Serbian Latin → Cyrillic, as the sr-Cyrl catalog is derived from the sr-Latn one at build time
 * (contracts/scripts/derive-cyrillic.cjs). Only a message's text is written in Cyrillic: its
 * placeholders, plural and select keys, tags, URLs, e-mail addresses, codes and acronyms (RSD, IPS,
 * QR, ABCD2345), words with letters Serbian does not have (Wi-Fi, Xceed) and the words kept Latin
 * below stay as they are.
 */

const LETTERS: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  č: 'ч',
  ć: 'ћ',
  d: 'д',
  đ: 'ђ',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'ј',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  š: 'ш',
  t: 'т',
  u: 'у',
  v: 'в',
  z: 'з',
  ž: 'ж',
};
const DIGRAPHS: Record<string, string> = { lj: 'љ', nj: 'њ', dž: 'џ' };

/** Names and words a Cyrillic Serbian text still writes in Latin letters (h: the hour's unit symbol, '48 h'). */
export const KEPT_LATIN = [
  'h',
  'Izlazak',
  'Google',
  'Apple',
  'Wallet',
  'Instagram',
  'Viber',
  'Facebook',
  'WhatsApp',
  'Reserve',
  'with',
  'Early',
  'bird',
  // Venue and event types the trade writes in English ('Lounge bar', 'Stand-up').
  'Lounge',
  'Stand-up',
  'camt.053',
  // The API's own words its error messages name (headers, fields, values): written as the API reads them.
  'Authorization',
  'Bearer',
  'If-Match',
  'ETag',
  'Amt',
  'BkToCstmrStmt',
  'https',
  'multipart',
  'commit',
  'prepare',
  'what',
  'at',
  'menu',
  'hours',
  'tables',
  'floor',
  'date',
  'amount',
  'reference',
  'Pending',
  'Complete',
  'Rejected',
  'Cancelled',
  'true',
  'false',
  'afterPosition',
  'Idempotency-Key',
  '<commit>-<prepare>',
  'MB',
  'firstName',
  'asc',
  'desc',
  'approved',
  'pending',
  'all',
  'lightLogo',
  'thumbnail',
  'mapClub',
  'deliveryId',
  '#RRGGBB',
  'y',
  'x',
  'yyyy-MM-dd',
  'ddMMyyyy',
  'walk-in',
  'ISO',
  'XML',
  'CSV',
  'Webhook',
];

/** Where two letters that look like a digraph are two sounds (nad-živeti, pod-žanr, in-jekcija, kon-junkcija). */
const SPLIT_DIGRAPHS: [RegExp, string][] = [
  [/^(na|po|o)d(ž)/i, '$1d\u0000$2'],
  [/^(i|ko)n(j[eu])/i, '$1n\u0000$2'],
];

const WORD = /[\p{L}\p{N}.@:/_-]+/gu;

function keptAsItIs(word: string): boolean {
  if (KEPT_LATIN.includes(word)) return true;
  if (/^(https?:|www\.)/i.test(word) || word.includes('@') || /\d/.test(word)) return true;
  if (/[qwxy]/i.test(word)) return true;
  // Acronyms (RSD, IPS, QR, CSV): two or more capitals and nothing else.
  return /^\p{Lu}{2,}$/u.test(word.replace(/[.-]/g, ''));
}

function cyrillicWord(word: string): string {
  let text = word;
  for (const [pattern, split] of SPLIT_DIGRAPHS) text = text.replace(pattern, split);
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\u0000') continue;
    const pair = text.slice(i, i + 2);
    const digraph = DIGRAPHS[pair.toLowerCase()];
    if (digraph) {
      out += pair[0] === pair[0].toUpperCase() ? digraph.toUpperCase() : digraph;
      i++;
      continue;
    }
    const letter = LETTERS[text[i].toLowerCase()];
    out += letter ? (text[i] === text[i].toLowerCase() ? letter : letter.toUpperCase()) : text[i];
  }
  return out;
}

/** A plain text in Cyrillic, word by word. */
export function toCyrillicText(text: string): string {
  return text.replace(WORD, (word) => (keptAsItIs(word) ? word : cyrillicWord(word)));
}

function inCyrillic(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: toCyrillicText(element.value) };
      case TYPE.plural:
      case TYPE.select:
        return { ...element, options: Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, { ...option, value: inCyrillic(option.value) }])) };
      case TYPE.tag:
        return { ...element, children: inCyrillic(element.children) };
      default:
        return element;
    }
  });
}

/** A literal as ICU source: its apostrophes doubled, braces and tags' brackets (and # inside a plural) quoted. */
const literalSource = (value: string, inPlural: boolean) => value.replace(/'/g, "''").replace(inPlural ? /[{}<#]/g : /[{}<]/g, (special) => `'${special}'`);

const styleOf = (style: unknown) => {
  if (style === null || style === undefined) return '';
  if (typeof style === 'string') return `, ${style}`;
  throw new Error('A number or date skeleton is not written back yet: write the style by name');
};

/** The message written back as ICU source (the parser's own printer is an ES module the CommonJS build cannot load). */
function printMessage(elements: MessageFormatElement[], inPlural = false): string {
  return elements
    .map((element) => {
      switch (element.type) {
        case TYPE.literal:
          return literalSource(element.value, inPlural);
        case TYPE.argument:
          return `{${element.value}}`;
        case TYPE.number:
          return `{${element.value}, number${styleOf(element.style)}}`;
        case TYPE.date:
          return `{${element.value}, date${styleOf(element.style)}}`;
        case TYPE.time:
          return `{${element.value}, time${styleOf(element.style)}}`;
        case TYPE.pound:
          return '#';
        case TYPE.tag:
          return `<${element.value}>${printMessage(element.children, inPlural)}</${element.value}>`;
        case TYPE.select:
          return `{${element.value}, select, ${Object.entries(element.options)
            .map(([key, option]) => `${key} {${printMessage(option.value, inPlural)}}`)
            .join(' ')}}`;
        case TYPE.plural: {
          const kind = element.pluralType === 'ordinal' ? 'selectordinal' : 'plural';
          const offset = element.offset ? `offset:${element.offset} ` : '';
          return `{${element.value}, ${kind}, ${offset}${Object.entries(element.options)
            .map(([key, option]) => `${key} {${printMessage(option.value, true)}}`)
            .join(' ')}}`;
        }
        default:
          throw new Error(`An ICU element of type ${(element as { type: number }).type} is not written back`);
      }
    })
    .join('');
}

/** An ICU message with its text in Cyrillic and everything else as it was. */
export function toCyrillicMessage(message: string): string {
  return printMessage(inCyrillic(parse(message)));
}

/** A whole catalog, key by key. */
export function toCyrillicCatalog(catalog: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(catalog).map(([key, message]) => [key, toCyrillicMessage(message)]));
}
