/** What PUT /api/club/{clubId}/terms takes, for the OpenAPI document. */
export const TERMS_EXAMPLE = {
  paymentAccount: '160-0000000012345-95',
  payeeName: 'Klub Dorćol d.o.o.',
  payeePlace: 'Beograd',
  paymentCode: '289',
  paymentPurpose: 'Depozit za rezervaciju',
  depositHoldMinutes: 60,
  confirmOnDeposit: true,
  rules: [
    { zone: 'Separei', minimumSpend: 20000, package: 'Flaša + 4 energetska pića', deposit: 10000, freeCancelHours: 48, lateCancel: 'keep', noShow: 'keep' },
    { tableId: '<id stola>', night: '2026-12-31', minimumSpend: 40000, package: 'Dve flaše', deposit: 20000, freeCancelHours: 72, lateCancel: 'keep', noShow: 'keep' },
    { minimumSpend: 0, package: '', deposit: 0, freeCancelHours: 0, lateCancel: 'refund', noShow: 'refund' },
  ],
  version: 3,
};
