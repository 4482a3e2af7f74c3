import { deciderSpecification } from '#platform/testing/decider-specification';
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG } from './user-messages';
import type { UpdateProfile } from './own-profile';
import { verification, registered } from './user.fixtures';
import { userDecider } from './user.decider';

const spec = deciderSpecification(userDecider);

describe('user decider: own profile', () => {
  const base: UpdateProfile = { type: 'UpdateProfile', currentPasswordGiven: false, provenPasswordHash: null };

  it('given a user, when only the name changes, then no password is needed', () => {
    spec
      .given([registered()])
      .when({ ...base, firstName: 'Mare' })
      .then([{ type: 'UserProfileChanged', data: { userId: 'u1', firstName: 'Mare', lastName: 'Marković', mobilePhone: '0601234567' } }]);
  });

  it('given a user, when the same details are saved, then nothing is recorded', () => {
    spec
      .given([registered()])
      .when({ ...base, firstName: 'Marko', email: 'marko@example.rs' })
      .thenNothingHappens();
  });

  it('given a user, when the e-mail changes without or with a wrong current password, then it is refused', () => {
    spec
      .given([registered()])
      .when({ ...base, email: 'novi@example.rs' })
      .thenRefuses(400, CURRENT_PASSWORD_REQUIRED);
    spec
      .given([registered()])
      .when({ ...base, email: 'novi@example.rs', currentPasswordGiven: true })
      .thenRefuses(400, CURRENT_PASSWORD_WRONG);
  });

  it('given a user, when the proof is for a password that has changed since, then it is refused', () => {
    spec
      .given([registered(), { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2', via: 'reset' } }])
      .when({ ...base, passwordHash: 'h3', currentPasswordGiven: true, provenPasswordHash: 'h' })
      .thenRefuses(400, CURRENT_PASSWORD_WRONG);
  });

  it('given a proven current password, when e-mail and password change, then the password changes and the new address waits for its link', () => {
    spec
      .given([registered()])
      .when({ ...base, email: 'novi@example.rs', passwordHash: 'h2', currentPasswordGiven: true, provenPasswordHash: 'h', emailToken: verification })
      .then([
        { type: 'EmailChangeRequested', data: { userId: 'u1', email: 'novi@example.rs', firstName: 'Marko', ...verification, previousEmail: 'marko@example.rs' } },
        { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2', via: 'profile' } },
      ]);
  });
});
