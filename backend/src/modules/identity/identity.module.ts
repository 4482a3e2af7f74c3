import { Module } from '@nestjs/common';
import { SESSION_USER_LOOKUP, type SessionUserLookup } from '../../platform/auth/auth.guard';
import { AuthHttpController } from './auth/auth.http.controller';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { UserDirectory } from './queries/user-directory';

@Module({
  controllers: [AuthHttpController],
  providers: [
    UserDirectory,
    RegisterUserHandler,
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
