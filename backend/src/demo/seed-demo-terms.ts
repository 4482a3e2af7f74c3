import type { VenueTermsInput } from '@izlazak/contracts';
import { DEFAULT_PAYMENT_CODE, DEFAULT_PAYMENT_PURPOSE } from '@izlazak/contracts';
import { SetTermsCommand } from '../modules/money/commands/set-terms/set-terms.command';
import type { DemoVenueSeed } from './seed-demo-venues';

type DemoRule = Pick<VenueTermsInput['rules'][number], 'zone' | 'minimumSpend' | 'package' | 'deposit' | 'freeCancelHours' | 'lateCancel' | 'noShow'>;

/** The demo venues' terms: a minimum spend and a package on their booths, a deposit where the booths are the big ones. */
const DEMO_TERMS: Record<string, { payeeName: string; paymentAccount: string; rules: DemoRule[] }> = {
  ponoc: {
    payeeName: 'Klub Ponoć d.o.o.',
    paymentAccount: '160-0000000012345-95',
    rules: [
      { zone: 'Separe', minimumSpend: 30000, package: 'Flaša + 4 energetska pića', deposit: 10000, freeCancelHours: 48, lateCancel: 'keep', noShow: 'keep' },
      { zone: 'Šank', minimumSpend: 6000, package: '', deposit: 0, freeCancelHours: 0, lateCancel: 'refund', noShow: 'refund' },
    ],
  },
  talas: {
    payeeName: 'Splav Talas d.o.o.',
    paymentAccount: '840-955845-10',
    rules: [
      { zone: 'VIP', minimumSpend: 50000, package: 'Dve flaše + voćna plata', deposit: 15000, freeCancelHours: 72, lateCancel: 'keep', noShow: 'keep' },
      { zone: 'Terasa', minimumSpend: 10000, package: 'Flaša vina', deposit: 0, freeCancelHours: 24, lateCancel: 'refund', noShow: 'refund' },
    ],
  },
  orbit: {
    payeeName: '',
    paymentAccount: '',
    rules: [{ zone: 'Dvorište', minimumSpend: 5000, package: 'Tura piva za sto', deposit: 0, freeCancelHours: 0, lateCancel: 'refund', noShow: 'refund' }],
  },
};

/**
 * Sets a demo venue's terms (docs/payments.md) as its manager would on 'Podešavanja → Uslovi'. A
 * day to pay the deposit, so the demo's unpaid deposits are still waiting when a manager looks.
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
    depositHoldMinutes: 1440,
    confirmOnDeposit: true,
    rules: terms.rules.map((rule) => ({ ...rule })),
  };
  await run(new SetTermsCommand(venue.clubId, input, false, context));
};
