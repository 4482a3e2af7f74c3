import type { CommandContext } from '#platform/commands/command-context';
import type { CommandOutcome } from '#platform/commands/event-sourced-repository';

/**
 * What identity needs from promoters, which sit above it: an account made with the role
 * 'promoter' for a venue gets its personal code once and works for that venue (a second venue
 * adds to the first). The promoters feature implements it (its manifest's `ports`).
 */
export interface PromoterEnrolment {
  enrol(promoterId: string, clubId: string, context: CommandContext): Promise<CommandOutcome>;
}

export const PROMOTER_ENROLMENT = Symbol('PromoterEnrolment');
