import { literal, optional, string, union } from 'superstruct';
import { coerce } from '../coerce';
import { define } from '../json-schema';
import { TERMS_MESSAGES } from '../schemas/money.schema';
import { ACCOUNT_EXAMPLE, checkAccount, isValidAccount } from './account';

/**
 * The venue's payment details, edited with its settings (docs/payments.md): where guests pay
 * deposits. Each is optional: left out, it stays as it is. The account is read in any usual form
 * and kept as its 18 digits; '' or null removes it (the venue then asks no deposits).
 */
const paymentAccount = optional(
  coerce(
    define<string | null>(
      'paymentAccount',
      {
        type: ['string', 'null'],
        example: ACCOUNT_EXAMPLE,
        description: `Račun za depozite: 18 cifara (${ACCOUNT_EXAMPLE}, 160-12345-95 ili RS IBAN), s ispravnim kontrolnim brojem; prazno ili null: bez računa (objekat ne traži depozit)`,
      },
      (value) =>
        value === null ||
        (typeof value === 'string' && isValidAccount(value)) ||
        (typeof value === 'string' ? ((checkAccount(value) as { problem?: string }).problem ?? TERMS_MESSAGES.paymentAccount) : TERMS_MESSAGES.paymentAccount),
    ),
    union([string(), literal(null)]),
    (value) => {
      if (value === null || value.trim() === '') return null;
      if (value.length > 40) return value;
      const check = checkAccount(value);
      return check.valid ? check.account : value;
    },
  ),
);

const payeeText = (name: string, max: number, message: string) =>
  optional(
    coerce(
      define<string>(name, { type: 'string', maxLength: max }, (value) => (typeof value === 'string' && value.length <= max) || message),
      union([string(), literal(null)]),
      (value) => (value === null ? '' : value.trim().replace(/\s+/g, ' ')),
    ),
  );

/** The longest a venue may let guests cancel their tickets before the event: 30 days. */
export const MAX_TICKET_CANCEL_HOURS = 720;

export const venuePaymentFields = {
  paymentAccount,
  payeeName: payeeText('payeeName', 70, TERMS_MESSAGES.payeeName),
  payeePlace: payeeText('payeePlace', 60, TERMS_MESSAGES.payeePlace),
  depositHoldMinutes: optional(
    coerce(
      define<number | undefined>(
        'depositHoldMinutes',
        { type: 'integer', minimum: 5, maximum: 1440, description: 'Koliko minuta rezervacija koja čeka uplatu depozita drži sto (podrazumevano 60)' },
        (value) => value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 5 && value <= 1440) || TERMS_MESSAGES.depositHoldMinutes,
      ),
      union([string(), literal(null)]),
      (value) => (value === null || value.trim() === '' ? undefined : /^\s*\d{1,5}\s*$/.test(value) ? Number(value) : Number.NaN),
    ),
  ),
  ticketHoldMinutes: optional(
    coerce(
      define<number | undefined>(
        'ticketHoldMinutes',
        { type: 'integer', minimum: 5, maximum: 1440, description: 'Koliko minuta porudžbina ulaznica koja čeka uplatu drži ulaznice (podrazumevano 30)' },
        (value) => value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 5 && value <= 1440) || 'validation.tickets.ticketHoldMinutes',
      ),
      union([string(), literal(null)]),
      (value) => (value === null || value.trim() === '' ? undefined : /^\s*\d{1,5}\s*$/.test(value) ? Number(value) : Number.NaN),
    ),
  ),
  /**
   * Until how many hours before the event's start a ticket's holder may cancel it themselves
   * (docs/tickets.md, "A guest cancels a ticket"): null or '' takes the right away, left out it stays.
   */
  ticketCancelHours: optional(
    coerce(
      define<number | null>(
        'ticketCancelHours',
        {
          type: ['integer', 'null'],
          minimum: 0,
          maximum: MAX_TICKET_CANCEL_HOURS,
          description: 'Do koliko sati pre početka događaja gost sam može da otkaže ulaznicu (0: do početka); null ili prazno: gosti ne mogu da otkažu ulaznice',
        },
        (value) =>
          value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_TICKET_CANCEL_HOURS) || 'validation.tickets.ticketCancelHours',
      ),
      union([string(), literal(null)]),
      (value) => (value === null || value.trim() === '' ? null : /^\s*\d{1,5}\s*$/.test(value) ? Number(value) : Number.NaN),
    ),
  ),
};
