import type { ReservationDetailView, ReservationView } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';
import type { CommandRunner } from '#platform/commands/command-runner';
import { GetReservationQuery } from '../queries/get-reservation/get-reservation.query';
import { withoutMails } from './guest-link';

/** The door reads the reservation next: only its read model is waited for. */
export async function doorAnswer(commands: CommandRunner, command: object, id: string, viewer: AuthenticatedUser): Promise<ReservationView> {
  return withoutMails(await commands.answer<ReservationDetailView>(command, new GetReservationQuery(id, viewer), { readModels: ['reservations'] }));
}
