import type { Projector } from '../../../platform/projections/projector';
import type { UserRegistered } from '../domain/user.events';

export const USERS_MIGRATION = {
  id: '20261122-10-users-read-model',
  sql: `
    CREATE TABLE users (
      id text PRIMARY KEY,
      unique_id text NOT NULL,
      username text NOT NULL,
      email text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      mobile_phone text NOT NULL DEFAULT '',
      role text NOT NULL,
      club_id text,
      password_hash text NOT NULL,
      status boolean NOT NULL DEFAULT true,
      is_verified boolean NOT NULL DEFAULT false,
      profile_image text,
      number_of_reservations integer NOT NULL DEFAULT 0,
      deleted boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX users_email_idx ON users (lower(email));
    CREATE INDEX users_username_idx ON users (lower(username));
    CREATE INDEX users_role_club_idx ON users (role, club_id) WHERE NOT deleted;`,
};

export const usersProjector: Projector = {
  name: 'users',
  tables: ['users'],
  handlers: {
    UserRegistered: async (event, tx) => {
      const user = (event as unknown as { data: UserRegistered['data'] }).data;
      const at = event.metadata.occurredAt;
      await tx.query(
        `INSERT INTO users (id, unique_id, username, email, first_name, last_name, mobile_phone, role, club_id,
           password_hash, status, is_verified, profile_image, created_at, updated_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$14)
         ON CONFLICT (id) DO NOTHING`,
        [user.userId, user.uniqueId, user.username, user.email, user.firstName, user.lastName, user.mobilePhone,
          user.role, user.clubId, user.passwordHash, user.status, user.isVerified, user.profileImage, at],
      );
    },
  },
};
