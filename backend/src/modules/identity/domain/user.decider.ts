import type { Role } from '@izlazak/contracts';
import { assertNever } from '../../../platform/commands/decider';
import { conflict } from '../../../platform/commands/domain-errors';
import type { UserEvent, UserRegisteredData } from './user.events';

export interface UserState {
  exists: boolean;
  role: Role | null;
  clubId: string | null;
}

export const initialUserState = (): UserState => ({ exists: false, role: null, clubId: null });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { exists: true, role: event.data.role, clubId: event.data.clubId };
    default:
      return assertNever(event.type);
  }
}

export const userAggregate = { initialState: initialUserState, evolve: evolveUser };

export interface RegisterUser {
  type: 'RegisterUser';
  data: UserRegisteredData;
}

export function decideRegisterUser(command: RegisterUser, state: UserState): UserEvent[] {
  if (state.exists) throw conflict('Korisnik već postoji');
  return [{ type: 'UserRegistered', data: command.data }];
}
