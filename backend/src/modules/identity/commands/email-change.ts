import { conflict } from '#platform/commands/domain-errors';
import type { UserDirectory } from '../queries/user-directory';
import { EMAIL_TAKEN } from './identity-claims.service';

/**
 * An address another account has is refused when it is asked for (409, as before). It is not
 * claimed yet: whoever asks for an address they do not own must not keep its owner from
 * registering it. The claim is taken when the link is opened, and refused then if taken meanwhile.
 */
export async function assertEmailFree(users: UserDirectory, userId: string, email: string): Promise<void> {
  const holder = await users.findByEmail(email);
  if (holder && holder.id !== userId) throw conflict(EMAIL_TAKEN, 'email');
}
