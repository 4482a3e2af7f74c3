import { DomainError } from '../../../platform/commands/domain-errors';
import { decideRegisterUser, evolveUser, initialUserState } from './user.decider';
import type { UserRegisteredData } from './user.events';

const registration: UserRegisteredData = {
  userId: 'u1', uniqueId: 'K1', username: 'marko', email: 'marko@example.rs', firstName: 'Marko',
  lastName: 'Marković', mobilePhone: '0601234567', role: 'user', clubId: null, passwordHash: 'h',
  status: true, isVerified: false, profileImage: null,
};

describe('user decider', () => {
  it('given no user, when registering, then the user is registered', () => {
    const events = decideRegisterUser({ type: 'RegisterUser', data: registration }, initialUserState());
    expect(events).toEqual([{ type: 'UserRegistered', data: registration }]);
  });

  it('given a registered user, when registering again, then it is a conflict', () => {
    const state = evolveUser(initialUserState(), { type: 'UserRegistered', data: registration });
    expect(() => decideRegisterUser({ type: 'RegisterUser', data: registration }, state)).toThrow(DomainError);
  });
});
