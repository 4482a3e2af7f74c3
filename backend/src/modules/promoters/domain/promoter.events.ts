import type { DomainEvent } from '#platform/commands/decider';

/** A promoter's stream, `promoter-<userId>`: their personal code (given once) and the venues they work for. */
export const promoterStream = (promoterId: string) => `promoter-${promoterId}`;

/** The promoter's short code, for their link `APP_URL/l/<code>` and for sign-ups through them. */
export type PromoterCodeAssigned = DomainEvent<'PromoterCodeAssigned', { promoterId: string; code: string }>;
/** The promoter works for one venue more (the same login for every venue). */
export type PromoterJoinedVenue = DomainEvent<'PromoterJoinedVenue', { promoterId: string; clubId: string }>;

export type PromoterEvent = PromoterCodeAssigned | PromoterJoinedVenue;
