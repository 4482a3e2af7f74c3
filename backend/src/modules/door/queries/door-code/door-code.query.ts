import type { AuthenticatedUser } from '#platform/auth/authenticated-user';

/** GET /api/door/code/{token}: the guest's own reservation behind their code (the token is the proof). */
export class GetReservationByDoorCodeQuery {
  constructor(readonly token: string) {}
}

/** GET /api/reservations/{id}/door-code: the code of a reservation its guest, its venue or an admin may see. */
export class GetDoorCodeQuery {
  constructor(
    readonly reservationId: string,
    readonly viewer: AuthenticatedUser,
  ) {}
}
