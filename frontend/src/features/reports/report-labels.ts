import type { MessageId, ReportView, ReservationSource } from '@izlazak/contracts';

/** Where reservations came from, as the report names them. */
export const SOURCE_MESSAGES: Record<ReservationSource, MessageId> = {
  online: 'reports.source.online',
  door: 'reports.source.door',
  waitlist: 'reports.source.waitlist',
};

/** The report's deposit figures, in the order it lists them. */
export const DEPOSIT_MESSAGES: [keyof ReportView['deposits'], MessageId][] = [
  ['asked', 'reports.deposit.asked'],
  ['taken', 'reports.deposit.taken'],
  ['kept', 'reports.deposit.kept'],
  ['refunded', 'reports.deposit.refunded'],
  ['refundDue', 'reports.deposit.refundDue'],
  ['expired', 'reports.deposit.expired'],
  ['overpaid', 'reports.deposit.overpaid'],
];
