import type { Role } from '@izlazak/contracts';

/** Who caused a change: a signed-in user with their role and venue, or an anonymous visitor. */
export type Actor = { userId: string; role: Role; clubId: string | null } | 'anonymous';
