import type pg from 'pg';
import type { RecordedEvent } from '#platform/event-store/event-store.port';
import { ERASED_VALUE } from '#platform/privacy/personal-fields';
import type { PersonErased } from '#platform/privacy/person-erased';
import { defineReadModel } from '#platform/projections/projector';
import type { UserEvent } from '../domain/user/user.events';

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

/**
 * The lists' search text and ordering, and the lookup of mailed links by token hash. The trigram
 * index makes `LIKE '%…%'` searches use an index; without pg_trgm (no permission) they still work.
 */
export const USERS_ACCOUNTS_MIGRATION = {
  id: '20261123-10-users-accounts',
  sql: `
    ALTER TABLE users ADD COLUMN search_text text GENERATED ALWAYS AS (
      lower(first_name || ' ' || last_name || ' ' || email || ' ' || username || ' ' || mobile_phone || ' ' || unique_id)
    ) STORED;
    CREATE INDEX users_role_created_idx ON users (role, created_at DESC, id) WHERE NOT deleted;
    CREATE INDEX users_club_role_created_idx ON users (club_id, role, created_at DESC, id) WHERE NOT deleted;
    DO $$
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      EXECUTE 'CREATE INDEX users_search_trgm_idx ON users USING gin (search_text gin_trgm_ops) WHERE NOT deleted';
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm unavailable, user search runs without a trigram index: %', SQLERRM;
    END
    $$;

    CREATE TABLE account_tokens (
      token_hash text PRIMARY KEY,
      user_id text NOT NULL,
      purpose text NOT NULL,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose);`,
};

type Data<Type extends UserEvent['type']> = Extract<UserEvent, { type: Type }>['data'];
type Handler<Type extends UserEvent['type']> = (data: Data<Type>, tx: pg.PoolClient, at: string) => Promise<unknown>;

/** Typed handlers: the event's data as the decider wrote it, and its time from the metadata. */
function on<Type extends UserEvent['type']>(handle: Handler<Type>) {
  return async (event: RecordedEvent, tx: pg.PoolClient): Promise<void> => {
    await handle(event.data as Data<Type>, tx, event.metadata.occurredAt);
  };
}

const setColumns = (tx: pg.PoolClient, userId: string, at: string, assignments: string, values: unknown[]) =>
  tx.query(`UPDATE users SET ${assignments}, updated_at = $2 WHERE id = $1`, [userId, at, ...values]);

const forgetTokens = (tx: pg.PoolClient, userId: string, purpose?: string) =>
  tx.query('DELETE FROM account_tokens WHERE user_id = $1 AND ($2::text IS NULL OR purpose = $2)', [userId, purpose ?? null]);

async function rememberToken(tx: pg.PoolClient, purpose: string, data: Data<'VerificationRequested'>) {
  // Only the newest link of a kind works, as in the decider.
  await forgetTokens(tx, data.userId, purpose);
  await tx.query(
    `INSERT INTO account_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (token_hash) DO NOTHING`,
    [data.tokenHash, data.userId, purpose, data.expiresAt],
  );
}

/** 'Ukupno rezervacija' is counted where the reservations are (identity's ReservationCounts port). */
const USERS_WITHOUT_RESERVATION_COUNT_MIGRATION = {
  id: '20261210-10-users-without-reservation-count',
  sql: 'ALTER TABLE users DROP COLUMN number_of_reservations;',
};

/**
 * An asked-for address waiting for its link to be opened ('Čeka potvrdu' on the profile), and
 * whether the owner proved the address in use (accounts from before count as proven when verified).
 */
const USERS_PENDING_EMAIL_MIGRATION = {
  id: '20261231-10-users-pending-email',
  sql: `ALTER TABLE users ADD COLUMN pending_email text;
    ALTER TABLE users ADD COLUMN address_proven boolean NOT NULL DEFAULT false;
    UPDATE users SET address_proven = is_verified;`,
};

/** The language the owner chose for their screens (UserView.locale); null until they choose. */
const USERS_LOCALE_MIGRATION = {
  id: '20270102-10-users-locale',
  sql: 'ALTER TABLE users ADD COLUMN locale text;',
};

export const usersProjector = defineReadModel<UserEvent | PersonErased>({
  name: 'users',
  migrations: [USERS_MIGRATION, USERS_ACCOUNTS_MIGRATION, USERS_WITHOUT_RESERVATION_COUNT_MIGRATION, USERS_PENDING_EMAIL_MIGRATION, USERS_LOCALE_MIGRATION],
  tables: ['users', 'account_tokens'],
  handlers: {
    UserRegistered: on<'UserRegistered'>(async (user, tx, at) => {
      await tx.query(
        `INSERT INTO users (id, unique_id, username, email, first_name, last_name, mobile_phone, role, club_id,
           password_hash, status, is_verified, profile_image, created_at, updated_at, address_proven)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$14,$15)
         ON CONFLICT (id) DO NOTHING`,
        [
          user.userId,
          user.uniqueId,
          user.username,
          user.email,
          user.firstName,
          user.lastName,
          user.mobilePhone,
          user.role,
          user.clubId,
          user.passwordHash,
          user.status,
          user.isVerified,
          user.profileImage,
          at,
          user.addressProven ?? user.isVerified,
        ],
      );
    }),
    VerificationRequested: on<'VerificationRequested'>((data, tx) => rememberToken(tx, 'verify', data)),
    UserVerified: on<'UserVerified'>(async (data, tx, at) => {
      await setColumns(tx, data.userId, at, 'is_verified = true, address_proven = true', []);
      await forgetTokens(tx, data.userId, 'verify');
    }),
    PasswordResetRequested: on<'PasswordResetRequested'>((data, tx) => rememberToken(tx, 'reset', data)),
    PasswordChanged: on<'PasswordChanged'>(async (data, tx, at) => {
      await setColumns(tx, data.userId, at, 'password_hash = $3', [data.passwordHash]);
      await forgetTokens(tx, data.userId, 'reset');
    }),
    UserProfileChanged: on<'UserProfileChanged'>((data, tx, at) =>
      setColumns(tx, data.userId, at, 'first_name = $3, last_name = $4, mobile_phone = $5', [data.firstName, data.lastName, data.mobilePhone]),
    ),
    EmailChangeRequested: on<'EmailChangeRequested'>(async (data, tx, at) => {
      await setColumns(tx, data.userId, at, 'pending_email = $3', [data.email]);
      await rememberToken(tx, 'email', data);
    }),
    UserEmailChanged: on<'UserEmailChanged'>(async (data, tx, at) => {
      await setColumns(tx, data.userId, at, 'email = $3, pending_email = NULL, address_proven = true', [data.email]);
      // As in the decider: links mailed to the old address stop working.
      await forgetTokens(tx, data.userId);
    }),
    UserRoleChanged: on<'UserRoleChanged'>((data, tx, at) => setColumns(tx, data.userId, at, 'role = $3, club_id = $4', [data.role, data.clubId])),
    UserStatusChanged: on<'UserStatusChanged'>((data, tx, at) => setColumns(tx, data.userId, at, 'status = $3', [data.status])),
    UserLocaleChosen: on<'UserLocaleChosen'>((data, tx, at) => setColumns(tx, data.userId, at, 'locale = $3', [data.locale])),
    UserDeleted: on<'UserDeleted'>(async (data, tx, at) => {
      await setColumns(tx, data.userId, at, 'deleted = true, pending_email = NULL', []);
      await forgetTokens(tx, data.userId);
    }),
    // An erased closed account reads as its shredded events do (docs/privacy.md).
    PersonErased: async (event, tx) => {
      if (event.data.accounts.length === 0) return;
      await tx.query(`UPDATE users SET username = $2, email = $3, first_name = $4, last_name = $5, mobile_phone = $6 WHERE id = ANY($1::text[])`, [
        event.data.accounts,
        ERASED_VALUE.text,
        ERASED_VALUE.email,
        ERASED_VALUE.firstName,
        ERASED_VALUE.lastName,
        ERASED_VALUE.phone,
      ]);
      await tx.query('DELETE FROM account_tokens WHERE user_id = ANY($1::text[])', [event.data.accounts]);
    },
  },
});
