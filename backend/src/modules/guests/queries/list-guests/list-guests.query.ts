import type { GuestListQuery } from '@izlazak/contracts';
import type { GuestViewer } from '../guest-rows';

export class ListGuestsQuery {
  constructor(
    readonly filters: GuestListQuery,
    readonly viewer: GuestViewer,
  ) {}
}
