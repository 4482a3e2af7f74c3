import { checkAccount, isValidAccount } from './account';
import { DEFAULT_PAYMENT_CODE } from '../schemas/money.schema';
import { compactReference, isValidModel97, MODEL_97, REFERENCE_MAX_LENGTH } from './model97';

/**
 * The text of the National Bank of Serbia's IPS QR code ('NBS IPS QR kôd'), the one a guest scans
 * with their bank app to pay a deposit by instant transfer. Rules and their sources: docs/payments.md.
 * In short: `TAG:value` fields joined by `|`, in the order K V C R N I O P SF S M JS RO RL RP, the
 * optional ones left out when empty, no `|` before the first or after the last, UTF-8 text.
 */

/** The payment slip the code carries. */
export interface PaymentSlip {
  /** The payee's name as registered ('Klub Dorćol d.o.o.'): the first line of N. */
  payeeName: string;
  /** The payee's seat or address ('Beograd', 'Cara Dušana 1, Beograd'): N's next line(s), optional. */
  payeePlace?: string;
  /** The payee's account in any usual form: '160-0000000012345-95', '160000000001234595', an RS IBAN. */
  payeeAccount: string;
  /** The amount in dinars, more than 0, at most two decimals (a deposit is whole dinars: 10000). */
  amount: number;
  /** Who pays (P), optional: their name and address lines. The NBS recommends only the optional tags the payee needs. */
  payer?: { name: string; address?: string };
  /** The payment code (SF), 3 digits; DEFAULT_PAYMENT_CODE when left out. */
  paymentCode?: string;
  /** What the payment is for (S), at most 35 characters, optional. */
  purpose?: string;
  /** The model 97 reference (RO), '97' + check digits + reference; spaces and dashes are dropped. */
  reference?: string;
}

export type PaymentSlipField = 'payeeName' | 'payeePlace' | 'payeeAccount' | 'amount' | 'payer' | 'paymentCode' | 'purpose' | 'reference';

/** A slip the code cannot be made of: names the slip's field and says why, in Serbian. */
export class IpsQrError extends Error {
  constructor(
    readonly field: PaymentSlipField,
    message: string,
  ) {
    super(message);
    this.name = 'IpsQrError';
  }
}

/** Maximum lengths in characters (Prilog 1 of the NBS decision on instant transfers; RO as the NBS generator takes it). */
export const IPS_QR_LIMITS = { N: 70, P: 70, S: 35, RO: REFERENCE_MAX_LENGTH, I: 18, RL: 140 } as const;

/** RSD 999 999 999 999,99: the most an 18-character I tag can say. */
export const MAX_AMOUNT_PARA = 99_999_999_999_999;

/** Tags in the order the specification lists them; a code names each at most once, in this order. */
export const IPS_QR_TAG_ORDER = ['K', 'V', 'C', 'R', 'N', 'I', 'O', 'P', 'SF', 'S', 'M', 'JS', 'RO', 'RL', 'RP'] as const;
const MANDATORY_TAGS = ['K', 'V', 'C', 'R', 'N', 'I', 'SF'];
const LINE_BREAK = '\r\n';
const MAX_LINES = 3;

/** The text of the IPS QR code of a payment slip; throws IpsQrError naming the field when the slip cannot make a valid one. */
export function ipsQrText(slip: PaymentSlip): string {
  const account = checkAccount(slip.payeeAccount);
  if (!account.valid) throw new IpsQrError('payeeAccount', account.problem);

  const payee = textLines(slip.payeeName, 'payeeName', 'Naziv primaoca');
  if (payee.length === 0) throw new IpsQrError('payeeName', 'Naziv primaoca je obavezan.');
  const place = slip.payeePlace ? textLines(slip.payeePlace, 'payeePlace', 'Sedište primaoca') : [];
  const n = joinedLines([...payee, ...place], IPS_QR_LIMITS.N, place.length > 0 ? 'payeePlace' : 'payeeName', 'Naziv i sedište primaoca');

  const p = slip.payer ? payerText(slip.payer) : null;

  const paymentCode = (slip.paymentCode ?? DEFAULT_PAYMENT_CODE).trim();
  if (!/^\d{3}$/.test(paymentCode)) throw new IpsQrError('paymentCode', 'Šifra plaćanja ima tačno tri cifre (npr. 289 ili 221).');

  let s: string | null = null;
  if (slip.purpose !== undefined && slip.purpose.trim() !== '') {
    s = textLines(slip.purpose.replace(/[\r\n]+/g, ' '), 'purpose', 'Svrha plaćanja').join(' ');
    if (length(s) > IPS_QR_LIMITS.S) throw new IpsQrError('purpose', `Svrha plaćanja može imati najviše ${IPS_QR_LIMITS.S} znakova (ima ${length(s)}).`);
  }

  let ro: string | null = null;
  if (slip.reference !== undefined && slip.reference.trim() !== '') {
    ro = compactReference(slip.reference);
    if (!ro.startsWith(MODEL_97)) throw new IpsQrError('reference', 'Poziv na broj mora biti po modelu 97 (počinje sa 97).');
    if (!isValidModel97(ro)) {
      throw new IpsQrError(
        'reference',
        ro.length > REFERENCE_MAX_LENGTH
          ? `Model i poziv na broj mogu imati najviše ${REFERENCE_MAX_LENGTH} znakova.`
          : 'Poziv na broj po modelu 97 nije ispravan: kontrolni broj (dve cifre iza 97) ne odgovara.',
      );
    }
  }

  const fields: Array<[string, string | null]> = [
    ['K', 'PR'],
    ['V', '01'],
    ['C', '1'],
    ['R', account.account],
    ['N', n],
    ['I', ipsAmount(slip.amount)],
    ['P', p],
    ['SF', paymentCode],
    ['S', s],
    ['RO', ro],
  ];
  const text = fields
    .filter((field): field is [string, string] => field[1] !== null)
    .map(([tag, value]) => `${tag}:${value}`)
    .join('|');
  const violations = validateIpsQrText(text);
  if (violations.length > 0) throw new Error(`IPS QR: the generator made a text its own validator refuses: ${violations.map((v) => v.message).join(' ')}`);
  return text;
}

/** The I tag: 'RSD', the dinars and two decimals after a decimal comma, no thousands separators: 10000 → 'RSD10000,00'. */
export function ipsAmount(amount: number): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) throw new IpsQrError('amount', 'Iznos mora biti veći od 0 dinara.');
  const para = Math.round(amount * 100);
  if (Math.abs(amount * 100 - para) > 1e-6) throw new IpsQrError('amount', 'Iznos može imati najviše dve decimale.');
  if (para > MAX_AMOUNT_PARA) throw new IpsQrError('amount', 'Iznos je veći od najvećeg koji IPS QR kôd prima (999.999.999.999,99 dinara).');
  return `RSD${Math.floor(para / 100)},${String(para % 100).padStart(2, '0')}`;
}

/** One rule of the specification a code's text breaks. `tag` is null for a rule about the whole text. */
export interface IpsQrViolation {
  tag: string | null;
  message: string;
}

/** Every rule of the specification the text of a code breaks; an empty list for a valid PR code. */
export function validateIpsQrText(text: string): IpsQrViolation[] {
  const violations: IpsQrViolation[] = [];
  const add = (tag: string | null, message: string) => violations.push({ tag, message });
  if (text === '') return [{ tag: null, message: 'Tekst kôda je prazan.' }];
  if (/^\s/.test(text)) add(null, 'Tekst počinje razmakom ili novim redom: zapis počinje odmah tagom K.');
  if (text.startsWith('|')) add(null, 'Tekst ne sme počinjati znakom |.');
  if (text.endsWith('|')) add(null, 'Iza poslednjeg polja ne sme stajati znak |.');
  else if (/\s$/.test(text)) add(null, 'Iza poslednjeg znaka ne sme stajati razmak ni novi red.');

  const fields = text.split('|');
  const seen = new Set<string>();
  let lastTag: string | null = null;
  fields.forEach((field, at) => {
    if (field === '') {
      if (at !== 0 && at !== fields.length - 1) add(null, 'Između dva znaka | nema polja.');
      return;
    }
    const match = /^([A-Z]{1,2}):([\s\S]*)$/.exec(field);
    if (!match) return add(null, `Polje '${preview(field)}' nije oblika TAG:vrednost.`);
    const [, tag, value] = match;
    const order = (IPS_QR_TAG_ORDER as readonly string[]).indexOf(tag);
    if (order < 0) return add(tag, `Tag ${tag} ne postoji u specifikaciji.`);
    if (seen.has(tag)) return add(tag, `Tag ${tag} se ponavlja.`);
    seen.add(tag);
    if (lastTag !== null && order < (IPS_QR_TAG_ORDER as readonly string[]).indexOf(lastTag)) {
      add(tag, `Tag ${tag} stoji iza taga ${lastTag}; redosled je ${IPS_QR_TAG_ORDER.join(', ')}.`);
    } else lastTag = tag;
    if (value === '') return add(tag, `Tag ${tag} je prazan: opcioni tag bez vrednosti se izostavlja (nije dozvoljeno |${tag}:|).`);
    for (const message of valueProblems(tag, value)) add(tag, message);
  });
  for (const tag of MANDATORY_TAGS) if (!seen.has(tag)) add(tag, `Nedostaje obavezni tag ${tag}.`);
  return violations;
}

function valueProblems(tag: string, value: string): string[] {
  const problems: string[] = [];
  const multiline = tag === 'N' || tag === 'P';
  if (!multiline && /[\r\n]/.test(value)) problems.push(`Tag ${tag} sadrži novi red; novi red je dozvoljen samo u N i P.`);
  if (/ $/.test(value)) problems.push(`Vrednost taga ${tag} završava se razmakom.`);
  switch (tag) {
    case 'K':
      if (!['PR', 'PT', 'PK', 'EK'].includes(value)) problems.push(`K je PR za kôd primaoca plaćanja (PT, PK i EK su za prodajna mesta), a ne '${preview(value)}'.`);
      break;
    case 'V':
      if (value !== '01') problems.push('Verzija (V) je 01.');
      break;
    case 'C':
      if (value !== '1') problems.push('Znakovni skup (C) je 1, UTF-8.');
      break;
    case 'R':
    case 'O':
      if (!/^\d{18}$/.test(value)) problems.push(`Račun (${tag}) je tačno 18 cifara bez crtica i razmaka: 3 banke, 13 računa (dopunjenih nulama), 2 kontrolne.`);
      else if (!isValidAccount(value)) problems.push(`Račun (${tag}) ${value}: kontrolni broj (poslednje dve cifre) ne odgovara, ISO 7064 MOD 97-10.`);
      break;
    case 'N':
    case 'P':
      problems.push(...blockProblems(tag, value));
      break;
    case 'I':
      if (value.includes('.')) problems.push(`Iznos se piše sa decimalnim zarezom i bez tačaka: RSD5000,00, ne '${preview(value)}'.`);
      else if (!/^RSD\d+,\d{0,2}$/.test(value))
        problems.push(`Iznos je RSD, cifre dinara, decimalni zarez i najviše dve decimale (RSD5000,00 ili RSD5000,), ne '${preview(value)}'.`);
      if (length(value) < 5 || length(value) > IPS_QR_LIMITS.I) problems.push(`Iznos (I) ima od 5 do ${IPS_QR_LIMITS.I} znakova.`);
      break;
    case 'SF':
      if (!/^\d{3}$/.test(value)) problems.push('Šifra plaćanja (SF) ima tačno tri cifre.');
      break;
    case 'S':
      if (length(value) > IPS_QR_LIMITS.S) problems.push(`Svrha plaćanja (S) ima najviše ${IPS_QR_LIMITS.S} znakova (ima ${length(value)}).`);
      problems.push(...characterProblems(tag, value.replace(/[\r\n]/g, '')));
      break;
    case 'RO':
      problems.push(...referenceProblems(value));
      break;
    case 'M':
      if (!/^\d{4}$/.test(value)) problems.push('MCC (M) ima četiri cifre.');
      break;
    case 'JS':
      if (length(value) > 10) problems.push('Jednokratna šifra (JS) ima najviše 10 znakova.');
      break;
    case 'RL':
      if (length(value) > IPS_QR_LIMITS.RL) problems.push(`Referenca primaoca (RL) ima najviše ${IPS_QR_LIMITS.RL} znakova.`);
      break;
    case 'RP':
      if (length(value) !== 19) problems.push('Referenca prodajnog mesta (RP) ima tačno 19 znakova.');
      break;
  }
  return problems;
}

function blockProblems(tag: string, value: string): string[] {
  const problems: string[] = [];
  const what = tag === 'N' ? 'Naziv primaoca (N)' : 'Platilac (P)';
  if (/\r(?!\n)/.test(value)) problems.push(`${what}: red se završava sa CR LF (ili LF), ne samim CR.`);
  const lines = value.split(/\r?\n/);
  if (lines.length > MAX_LINES) problems.push(`${what} ima najviše ${MAX_LINES} reda (naziv, adresa, mesto).`);
  if (lines.some((line) => line.trim() === '')) problems.push(`${what} ima prazan red.`);
  if (length(value) > IPS_QR_LIMITS[tag as 'N' | 'P']) problems.push(`${what} ima najviše ${IPS_QR_LIMITS[tag as 'N' | 'P']} znakova (ima ${length(value)}).`);
  problems.push(...characterProblems(tag, value.replace(/[\r\n]/g, '')));
  return problems;
}

function referenceProblems(value: string): string[] {
  if (length(value) > REFERENCE_MAX_LENGTH) return [`Model i poziv na broj (RO) imaju najviše ${REFERENCE_MAX_LENGTH} znakova (ima ${length(value)}).`];
  if (!/^\d{2}/.test(value)) return ['Poziv na broj (RO) počinje dvocifrenim modelom (97, ili 00 bez modela).'];
  if (!value.startsWith(MODEL_97)) return /^[0-9A-Za-z-]+$/.test(value) ? [] : ['Poziv na broj (RO) sadrži samo cifre, slova i crtice.'];
  if (/[\s-]/.test(value)) return ['Poziv na broj po modelu 97 piše se bez crtica i razmaka.'];
  if (!isValidModel97(value)) return ['Poziv na broj po modelu 97: kontrolni broj (dve cifre iza 97) ne odgovara pozivu na broj, ISO 7064 MOD 97-10.'];
  return [];
}

/**
 * Letters of the Serbian Latin alphabet (and the English one), digits, the space and the special
 * characters the NBS recommendations list; the NBS validator refuses Cyrillic.
 */
const ALLOWED_CHARACTER = /^[A-Za-zČĆŽŠĐčćžšđ0-9 !"#$%&'()*+,\-./:;<=>?@[\]^_`{}~]$/;

function characterProblems(tag: string, value: string): string[] {
  const bad = [...new Set([...value].filter((ch) => !ALLOWED_CHARACTER.test(ch)))];
  return bad.length === 0 ? [] : [`Tag ${tag} sadrži znakove koje specifikacija ne dozvoljava: ${bad.map((ch) => `'${ch}'`).join(', ')}.`];
}

/** Serbian Cyrillic to Latin, letter for letter (the two scripts map one to one). */
const CYRILLIC: Record<string, string> = {
  А: 'A',
  Б: 'B',
  В: 'V',
  Г: 'G',
  Д: 'D',
  Ђ: 'Đ',
  Е: 'E',
  Ж: 'Ž',
  З: 'Z',
  И: 'I',
  Ј: 'J',
  К: 'K',
  Л: 'L',
  Љ: 'Lj',
  М: 'M',
  Н: 'N',
  Њ: 'Nj',
  О: 'O',
  П: 'P',
  Р: 'R',
  С: 'S',
  Т: 'T',
  Ћ: 'Ć',
  У: 'U',
  Ф: 'F',
  Х: 'H',
  Ц: 'C',
  Ч: 'Č',
  Џ: 'Dž',
  Ш: 'Š',
};

/** Typographic marks people paste in names, as the plain characters the code allows. */
const TYPOGRAPHIC: Record<string, string> = {
  '„': '"',
  '“': '"',
  '”': '"',
  '«': '"',
  '»': '"',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '–': '-',
  '—': '-',
  '…': '...',
  '\u00a0': ' ',
  '\t': ' ',
};

function latinCharacter(ch: string, next: string | undefined): string {
  const upper = CYRILLIC[ch];
  if (upper !== undefined) return upper.length === 2 && next !== undefined && CYRILLIC[next] !== undefined ? upper.toUpperCase() : upper;
  const lower = CYRILLIC[ch.toUpperCase()];
  if (lower !== undefined) return lower.toLowerCase();
  if (TYPOGRAPHIC[ch] !== undefined) return TYPOGRAPHIC[ch];
  if (ALLOWED_CHARACTER.test(ch)) return ch;
  // 'Café' → 'Cafe': a letter outside the Serbian alphabet loses its accent rather than the code failing.
  const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
  return bare !== '' && [...bare].every((c) => ALLOWED_CHARACTER.test(c)) ? bare : ch;
}

/** A text field's lines as the code carries them: Latin script, single spaces, no empty lines; throws naming what is not allowed. */
function textLines(value: string, field: PaymentSlipField, label: string): string[] {
  return value
    .split(/\r\n|\r|\n/)
    .map((line) => {
      const chars = [...line.normalize('NFC')];
      const latin = chars
        .map((ch, at) => latinCharacter(ch, chars[at + 1]))
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      const bad = [...new Set([...latin].filter((ch) => !ALLOWED_CHARACTER.test(ch)))];
      if (bad.length > 0) throw new IpsQrError(field, `${label} sadrži znak koji IPS QR kôd ne dozvoljava: ${bad.map((ch) => `'${ch}'`).join(', ')}.`);
      return latin;
    })
    .filter((line) => line !== '');
}

function joinedLines(lines: string[], max: number, field: PaymentSlipField, label: string): string {
  if (lines.length > MAX_LINES) throw new IpsQrError(field, `${label} ima najviše ${MAX_LINES} reda.`);
  const text = lines.join(LINE_BREAK);
  if (length(text) > max) throw new IpsQrError(field, `${label} ima najviše ${max} znakova (ima ${length(text)}).`);
  return text;
}

function payerText(payer: { name: string; address?: string }): string | null {
  const lines = [...textLines(payer.name, 'payer', 'Platilac'), ...(payer.address ? textLines(payer.address, 'payer', 'Adresa platioca') : [])];
  return lines.length === 0 ? null : joinedLines(lines, IPS_QR_LIMITS.P, 'payer', 'Platilac sa adresom');
}

/** Characters as the specification counts them (a line break CR LF counts as two). */
function length(text: string): number {
  return [...text].length;
}

function preview(text: string): string {
  const shown = text.replace(/\r/g, '\\r').replace(/\n/g, '\\n');
  return shown.length > 30 ? `${shown.slice(0, 30)}…` : shown;
}
