import type { PersonalFieldRegistry } from '#platform/privacy/personal-fields';

/**
 * The payer's name and the purpose text (which may name the payer) of an incoming payment matched to a reservation, sealed with the key of that
 * reservation's guest (their contact is recorded with the line). A payment that matched nothing
 * names nobody Izlazak knows: its payer stays as the statement wrote it (docs/privacy.md).
 */
export const MONEY_PERSONAL_FIELDS: PersonalFieldRegistry = {
  StatementLineRecorded: [{ at: ['line'], fields: { payer: 'fullName', payerAccount: 'text', purpose: 'text', guestEmail: 'email', guestPhone: 'phone' } }],
};
