import type { GuestViewer } from '../guest-rows';

export class GetGuestQuery {
  constructor(
    readonly guestId: string,
    readonly viewer: GuestViewer,
  ) {}
}
