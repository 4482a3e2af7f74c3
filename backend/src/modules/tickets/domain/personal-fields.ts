import type { PersonalFieldRegistry } from '#platform/privacy/personal-fields';

/** The buyer's (and the waiting buyer's) name, e-mail and phone; each ticket's holder, the friend a ticket went to, and who held a ticket refunded or cancelled alone. */
export const TICKET_PERSONAL_FIELDS: PersonalFieldRegistry = {
  TicketOrderPlaced: [{ at: ['buyer'], fields: { firstName: 'firstName', lastName: 'lastName', phone: 'phone', email: 'email' } }],
  TicketOrderPaid: [{ at: ['tickets', 'holder'], fields: { firstName: 'firstName', lastName: 'lastName', email: 'email' } }],
  TicketWaitlistJoined: [{ at: ['buyer'], fields: { firstName: 'firstName', lastName: 'lastName', phone: 'phone', email: 'email' } }],
  TicketWaitlistJoinRepeated: [{ at: ['guest'], fields: { firstName: 'firstName', email: 'email' } }],
  TicketOfferMade: [{ at: ['buyer'], fields: { firstName: 'firstName', lastName: 'lastName', phone: 'phone', email: 'email' } }],
  TicketRefundDue: [{ at: ['holder'], fields: { firstName: 'firstName', lastName: 'lastName', email: 'email' } }],
  TicketTransferred: [
    { at: ['from'], fields: { firstName: 'firstName', lastName: 'lastName', email: 'email' } },
    { at: ['to'], fields: { firstName: 'firstName', lastName: 'lastName', email: 'email' } },
  ],
};
