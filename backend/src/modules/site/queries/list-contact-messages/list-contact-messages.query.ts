import type { ContactMessagesQuery } from '@izlazak/contracts';
import type { AuthenticatedUser } from '#platform/auth/authenticated-user';

/** An admin reads every message; a manager the messages sent from their venue's contact page. */
export class ListContactMessagesQuery {
  constructor(
    readonly paging: ContactMessagesQuery,
    readonly reader: Pick<AuthenticatedUser, 'role' | 'clubId'>,
  ) {}
}
