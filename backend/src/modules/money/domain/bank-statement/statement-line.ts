import { createHash } from 'node:crypto';
import { say, type Said, type StatementLine } from '@izlazak/contracts';
import { compactReference, uniqueIdOfPaymentReference } from '../model97';

export type { StatementLine };

/**
 * The guest of the reservation a payment was matched to. Recorded with the line, it names the
 * person whose key seals the payer's name (domain/personal-fields.ts): the payer is that guest,
 * or somebody paying for them.
 */
export interface GuestContact {
  guestEmail: string;
  guestPhone: string;
}

/** A line as its event records it: with the matched guest's contact, none when it matched nothing. */
export type RecordedLine = StatementLine & Partial<GuestContact>;

/** Why a statement could not be read: a Serbian message naming the form field (`file` or `mapping`). */
export class StatementError extends Error {
  /** The message named (a catalog id), worded in the request's language when answered; `message` is its Serbian wording. */
  readonly said: Said;

  constructor(
    readonly field: 'file' | 'mapping',
    message: Said,
  ) {
    super(say(message));
    this.said = message;
  }
}

/**
 * A line's id from what identifies it. `occurrence` tells apart two identical payments in one
 * statement (the same payer paying the same amount twice on a day): the second is a payment too.
 */
export function lineIdOf(parts: (string | number)[], occurrence = 0): string {
  return createHash('sha256')
    .update(JSON.stringify([...parts, occurrence]))
    .digest('hex')
    .slice(0, 32);
}

/** Numbers each repeated identity 0, 1, 2 … in the order the lines come. */
export function occurrences() {
  const seen = new Map<string, number>();
  return (key: string) => {
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return count;
  };
}

/**
 * The reservation number a line's payment was made for: its reference read as a model 97
 * reservation reference (a reference written without the model, as some statements carry it in a
 * field of its own, is read with 97 in front), or one found in the purpose text. Null: none.
 */
export function uniqueIdOfLine(line: Pick<StatementLine, 'reference' | 'purpose'>): string | null {
  const reference = compactReference(line.reference);
  const direct = uniqueIdOfPaymentReference(reference) ?? (reference ? uniqueIdOfPaymentReference(`97${reference}`) : null);
  if (direct) return direct;
  for (const candidate of `${line.reference} ${line.purpose}`.match(/97[\d\s-]{16,30}/g) ?? []) {
    const found = uniqueIdOfPaymentReference(candidate.replace(/[\s-]+$/, ''));
    if (found) return found;
  }
  return null;
}

/**
 * A statement's amount as RSD: '10.000,00' (Serbian: dots group thousands, a comma before the
 * decimals), '10000,00', '10,000.00', '10000.00', '10000'. Null when it is not an amount.
 */
export function statementAmount(text: string): number | null {
  const signed = text.replace(/[\s\u00a0']/g, '').replace(/(RSD|din\.?)$/i, '');
  const negative = signed.startsWith('-');
  const compact = signed.replace(/^[+-]/, '');
  if (!/^\d[\d.,]*$/.test(compact)) return null;
  const separators = compact.replace(/\d/g, '');
  const decimalAt = Math.max(compact.lastIndexOf(','), compact.lastIndexOf('.'));
  const oneKind = !separators.includes(',') || !separators.includes('.');
  // One kind of separator, repeated or followed by exactly three digits, groups thousands ('1.000.000', '10.000').
  const grouping = oneKind && (separators.length > 1 || compact.length - decimalAt - 1 === 3);
  const whole = decimalAt >= 0 && !grouping ? compact.slice(0, decimalAt) : compact;
  const decimals = decimalAt >= 0 && !grouping ? compact.slice(decimalAt + 1) : '';
  const digits = whole.replace(/[.,]/g, '');
  if (!/^\d+$/.test(digits) || !/^\d{0,2}$/.test(decimals)) return null;
  // At most 999 999 999 999,99 (the largest amount of a payment order): a longer number is not an amount.
  if (digits.replace(/^0+(?=\d)/, '').length > 12) return null;
  const para = Number(digits) * 100 + Number(decimals.padEnd(2, '0'));
  return (negative ? -para : para) / 100;
}

/** Control characters (NUL and the like; tab, CR and LF are not among them): no bank writes them in a statement. */
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text);

/** 'dd.MM.yyyy' (a trailing dot too), 'dd/MM/yyyy', 'yyyy-MM-dd', or an ISO instant → yyyy-MM-dd; null otherwise. */
export function statementDate(text: string): string | null {
  const value = text.trim();
  const serbian = /^(\d{1,2})[./](\d{1,2})[./](\d{4})\.?(\s.*)?$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})([T\s].*)?$/.exec(value);
  const parts = serbian ? [serbian[3], serbian[2], serbian[1]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return null;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
