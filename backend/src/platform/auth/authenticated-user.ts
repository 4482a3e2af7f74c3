import type { Role } from '@izlazak/contracts';
import type { Actor } from '#platform/event-store/event-store.port';

export interface AuthenticatedUser {
  id: string;
  sessionId: string;
  role: Role;
  clubId: string | null;
  email: string;
  firstName: string;
}

export function actorOf(user: AuthenticatedUser | null): Actor {
  return user ? { userId: user.id, role: user.role, clubId: user.clubId } : 'anonymous';
}
