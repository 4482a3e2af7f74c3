import { Module } from '@nestjs/common';
import { bySpecificity } from '#platform/http/route-order';
import { SESSION_USER_LOOKUP, type SessionUserLookup } from '#platform/auth/auth.guard';
import { AccountTokens } from './auth/account-tokens';
import { AuthThrottle } from './auth/auth-throttle';
import { AuthHttpController } from './auth/auth.http.controller';
import { GoogleSignInHttpController } from './auth/google-sign-in.http.controller';
import { ChooseLocaleHandler } from './commands/choose-locale/choose-locale.handler';
import { ChooseLocaleHttpController } from './commands/choose-locale/choose-locale.http.controller';
import { ConfirmEmailOwnershipHandler } from './commands/confirm-email-ownership/confirm-email-ownership.handler';
import { CreateUserHandler } from './commands/create-user/create-user.handler';
import { CreateUserHttpController } from './commands/create-user/create-user.http.controller';
import { DeleteUserHandler } from './commands/delete-user/delete-user.handler';
import { DeleteUserHttpController } from './commands/delete-user/delete-user.http.controller';
import { EditUserHandler } from './commands/edit-user/edit-user.handler';
import { EditUserHttpController } from './commands/edit-user/edit-user.http.controller';
import { IdentityClaims } from './commands/identity-claims.service';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { RegisterUserHttpController } from './commands/register-user/register-user.http.controller';
import { RequestPasswordResetHandler } from './commands/request-password-reset/request-password-reset.handler';
import { RequestPasswordResetHttpController } from './commands/request-password-reset/request-password-reset.http.controller';
import { RequestVerificationHandler } from './commands/request-verification/request-verification.handler';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { ResetPasswordHttpController } from './commands/reset-password/reset-password.http.controller';
import { UpdateProfileHandler } from './commands/update-profile/update-profile.handler';
import { UpdateProfileHttpController } from './commands/update-profile/update-profile.http.controller';
import { VerifyEmailHandler } from './commands/verify-email/verify-email.handler';
import { VerifyEmailHttpController } from './commands/verify-email/verify-email.http.controller';
import { ClosedAccountsHandler } from './queries/closed-accounts/closed-accounts.handler';
import { GetProfileHttpController } from './queries/get-user/get-profile.http.controller';
import { GetUserHandler } from './queries/get-user/get-user.handler';
import { ListUsersHandler } from './queries/list-users/list-users.handler';
import { ListUsersHttpController } from './queries/list-users/list-users.http.controller';
import { UserDirectory, UserViews } from './queries/user-directory';

@Module({
  controllers: bySpecificity([
    AuthHttpController,
    RegisterUserHttpController,
    VerifyEmailHttpController,
    RequestPasswordResetHttpController,
    ResetPasswordHttpController,
    GoogleSignInHttpController,
    GetProfileHttpController,
    UpdateProfileHttpController,
    ChooseLocaleHttpController,
    ListUsersHttpController,
    CreateUserHttpController,
    EditUserHttpController,
    DeleteUserHttpController,
  ]),
  providers: [
    UserDirectory,
    UserViews,
    AccountTokens,
    AuthThrottle,
    IdentityClaims,
    RegisterUserHandler,
    CreateUserHandler,
    EditUserHandler,
    DeleteUserHandler,
    UpdateProfileHandler,
    ChooseLocaleHandler,
    VerifyEmailHandler,
    RequestVerificationHandler,
    ConfirmEmailOwnershipHandler,
    RequestPasswordResetHandler,
    ResetPasswordHandler,
    GetUserHandler,
    ListUsersHandler,
    ClosedAccountsHandler,
    {
      provide: SESSION_USER_LOOKUP,
      inject: [UserDirectory],
      useFactory: (users: UserDirectory): SessionUserLookup => ({
        findSessionUser: async (userId) => {
          const user = await users.findById(userId);
          if (!user || !user.status) return null;
          return { id: user.id, role: user.role, clubId: user.club_id, email: user.email, firstName: user.first_name };
        },
      }),
    },
  ],
  exports: [UserDirectory, SESSION_USER_LOOKUP],
})
export class IdentityModule {}
