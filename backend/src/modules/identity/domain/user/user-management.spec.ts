import { deciderSpecification } from '#platform/testing/decider-specification';
import { ADMIN_NOT_MANAGED, MANAGER_ROLES_ONLY, NOT_OWN_ROLE_OR_STATUS, NOT_YOURSELF, NOT_YOUR_CLUB } from './user-messages';
import { placeNewAccount } from './user-management';
import { registered, admin, managerA, managerB, staffA, staffOfA } from './user.fixtures';
import { userDecider } from './user.decider';
import type { UserEvent } from './user.events';

const spec = deciderSpecification(userDecider);

describe('placing a new account', () => {
  // A matcher, typed as the error toThrow compares it with.
  const refused = (statusCode: number, message?: string) => expect.objectContaining({ statusCode, ...(message ? { message } : {}) }) as Error;

  it("places a manager's new account in the manager's club, whatever the form said", () => {
    expect(placeNewAccount(managerA, { role: 'manager', clubId: 'club-b' })).toEqual({ role: 'manager', clubId: 'club-a' });
    expect(placeNewAccount(managerA, {})).toEqual({ role: 'staff', clubId: 'club-a' });
    expect(() => placeNewAccount(managerA, { role: 'user' })).toThrow(refused(403, MANAGER_ROLES_ONLY));
  });

  it('lets an admin place any managed role, and nobody else add accounts', () => {
    expect(placeNewAccount(admin, {})).toEqual({ role: 'user', clubId: null });
    expect(placeNewAccount(admin, { role: 'staff', clubId: 'club-b' })).toEqual({ role: 'staff', clubId: 'club-b' });
    expect(() => placeNewAccount(staffA, { role: 'staff' })).toThrow(refused(403));
    expect(() => placeNewAccount('anonymous', {})).toThrow(refused(401));
  });
});

describe('user decider: managing users and staff', () => {
  it('given staff of club A, when their manager edits them, then the changes are recorded', () => {
    spec
      .given([staffOfA])
      .when({ type: 'EditUser', actor: managerA, mobilePhone: '0609999999', status: false, role: 'manager' })
      .then([
        { type: 'UserProfileChanged', data: { userId: 's9', firstName: 'Marko', lastName: 'Marković', mobilePhone: '0609999999' } },
        { type: 'UserRoleChanged', data: { userId: 's9', role: 'manager', clubId: 'club-a' } },
        { type: 'UserStatusChanged', data: { userId: 's9', status: false } },
      ]);
  });

  it('given staff of club A, when the manager of club B or a staff member edits or deletes them, then it is forbidden', () => {
    spec.given([staffOfA]).when({ type: 'EditUser', actor: managerB, firstName: 'X' }).thenRefuses(403, NOT_YOUR_CLUB);
    spec.given([staffOfA]).when({ type: 'DeleteUser', actor: managerB }).thenRefuses(403);
    spec.given([staffOfA]).when({ type: 'EditUser', actor: staffA, firstName: 'X' }).thenRefuses(403);
  });

  it('keeps managers away from role user and from moving staff to another club', () => {
    spec.given([registered()]).when({ type: 'EditUser', actor: managerA, firstName: 'X' }).thenRefuses(403);
    spec.given([staffOfA]).when({ type: 'EditUser', actor: managerA, role: 'user' }).thenRefuses(403, MANAGER_ROLES_ONLY);
    spec.given([staffOfA]).when({ type: 'EditUser', actor: managerA, clubId: 'club-b' }).thenNothingHappens();
  });

  it('lets an admin manage everyone but admins', () => {
    spec
      .given([registered()])
      .when({ type: 'EditUser', actor: admin, role: 'staff', clubId: 'club-b' })
      .then([{ type: 'UserRoleChanged', data: { userId: 'u1', role: 'staff', clubId: 'club-b' } }]);
    const otherAdmin = registered({ userId: 'a2', role: 'admin' });
    spec.given([otherAdmin]).when({ type: 'EditUser', actor: admin, firstName: 'X' }).thenRefuses(403, ADMIN_NOT_MANAGED);
    spec.given([otherAdmin]).when({ type: 'DeleteUser', actor: admin }).thenRefuses(403);
  });

  it('does not let a manager change their own role or status, nor delete themselves', () => {
    const self = registered({ userId: 'm1', role: 'manager', clubId: 'club-a' });
    spec.given([self]).when({ type: 'EditUser', actor: managerA, status: false }).thenRefuses(400, NOT_OWN_ROLE_OR_STATUS);
    spec
      .given([self])
      .when({ type: 'EditUser', actor: managerA, firstName: 'Mića' })
      .then([{ type: 'UserProfileChanged', data: { userId: 'm1', firstName: 'Mića', lastName: 'Marković', mobilePhone: '0601234567' } }]);
    spec.given([self]).when({ type: 'DeleteUser', actor: managerA }).thenRefuses(400, NOT_YOURSELF);
  });

  it('given a deleted account, when it is edited or deleted again, then it is not found', () => {
    const deleted: UserEvent = { type: 'UserDeleted', data: { userId: 's9', email: 'marko@example.rs', username: 'marko' } };
    spec.given([staffOfA, deleted]).when({ type: 'EditUser', actor: admin, firstName: 'X' }).thenRefuses(404);
    spec.given([staffOfA, deleted]).when({ type: 'DeleteUser', actor: admin }).thenRefuses(404);
  });

  it('records a deletion with the address and username to release', () => {
    spec
      .given([staffOfA])
      .when({ type: 'DeleteUser', actor: managerA })
      .then([{ type: 'UserDeleted', data: { userId: 's9', email: 'marko@example.rs', username: 'marko' } }]);
  });
});
