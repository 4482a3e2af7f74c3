import type { TermsOutcome, VenueTermsInput } from '@izlazak/contracts';
import { DEFAULT_PAYMENT_CODE, DEFAULT_PAYMENT_PURPOSE } from '@izlazak/contracts';
import { SetTermsCommand } from '../modules/money/commands/set-terms/set-terms.command';
import type { DemoVenueSeed } from './seed-demo-venues';

type DemoRule = Pick<VenueTermsInput['rules'][number], 'zone' | 'minimumSpend' | 'package' | 'deposit' | 'freeCancelHours' | 'lateCancel' | 'noShow'>;

/** A demo rule of a zone; a late cancellation and a no-show fare alike in the demo. */
const rule = (zone: string, minimumSpend: number, packageText: string, deposit: number, freeCancelHours: number, outcome: TermsOutcome): DemoRule => ({
  zone,
  minimumSpend,
  package: packageText,
  deposit,
  freeCancelHours,
  lateCancel: outcome,
  noShow: outcome,
});

/** The demo venues' terms: a minimum spend and a package on their booths, a deposit where the booths are the big ones. */
const DEMO_TERMS: Record<string, { payeeName: string; paymentAccount: string; rules: DemoRule[] }> = {
  ponoc: {
    payeeName: 'Klub Ponoć d.o.o.',
    paymentAccount: '160-0000000012345-95',
    rules: [rule('Separe', 30000, 'Flaša + 4 energetska pića', 10000, 48, 'keep'), rule('Šank', 6000, '', 0, 0, 'refund')],
  },
  talas: {
    payeeName: 'Splav Talas d.o.o.',
    paymentAccount: '840-955845-10',
    rules: [rule('VIP', 50000, 'Dve flaše + voćna plata', 15000, 72, 'keep'), rule('Terasa', 10000, 'Flaša vina', 0, 24, 'refund')],
  },
  orbit: { payeeName: '', paymentAccount: '', rules: [rule('Dvorište', 5000, 'Tura piva za sto', 0, 0, 'refund')] },
};

/**
 * Sets a demo venue's terms (docs/payments.md) as its manager would on 'Podešavanja → Uslovi'. Four
 * hours to pay the deposit, and never after the night's start (docs/payments.md).
 */
export const seedDemoTerms: DemoVenueSeed = async (venue, run, context) => {
  const terms = DEMO_TERMS[venue.slug];
  if (!terms) return;
  const input: VenueTermsInput = {
    paymentAccount: terms.paymentAccount,
    payeeName: terms.payeeName,
    payeePlace: 'Beograd',
    paymentCode: DEFAULT_PAYMENT_CODE,
    paymentPurpose: DEFAULT_PAYMENT_PURPOSE,
    depositHoldMinutes: 240,
    confirmOnDeposit: true,
    rules: terms.rules.map((rule) => ({ ...rule })),
  };
  await run(new SetTermsCommand(venue.clubId, input, false, context));
};
