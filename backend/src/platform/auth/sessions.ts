import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';

export const SESSIONS_MIGRATION = {
  id: '20261122-01-sessions',
  sql: `
    CREATE TABLE sessions (
      id uuid PRIMARY KEY,
      user_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX sessions_user_idx ON sessions (user_id);`,
};

export const SHORT_SESSION_HOURS = 12;
const SESSION_TOKEN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;
export const REMEMBERED_SESSION_DAYS = 30;

/** Which sessions were just revoked: one, or every session of a user but one. */
export type RevokedSessions = { sessionId: string } | { userId: string; exceptSessionId?: string };

/**
 * Login sessions. They are security state rather than business facts, so they live in a plain
 * table instead of the event store: logout and password reset must revoke them at once.
 */
export class SessionStore {
  private readonly revocationListeners = new Set<(revoked: RevokedSessions) => void>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly secret: string,
  ) {}

  /** Called after each revocation (the live connections of those sessions close then). */
  onRevoked(listener: (revoked: RevokedSessions) => void): () => void {
    this.revocationListeners.add(listener);
    return () => this.revocationListeners.delete(listener);
  }

  async open(userId: string, rememberMe: boolean): Promise<string> {
    const id = randomUUID();
    const lifetime = rememberMe ? `${REMEMBERED_SESSION_DAYS} days` : `${SHORT_SESSION_HOURS} hours`;
    await this.pool.query(`INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + $3::interval)`, [id, userId, lifetime]);
    return `${id}.${this.sign(id)}`;
  }

  /** The session id behind a token, if the token is genuine, unexpired and not revoked. */
  async resolve(token: string): Promise<{ sessionId: string; userId: string } | null> {
    const sessionId = this.verifiedSessionId(token);
    if (!sessionId) return null;
    const { rows } = await this.pool.query<{ user_id: string }>(`SELECT user_id FROM sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()`, [sessionId]);
    return rows[0] ? { sessionId, userId: rows[0].user_id } : null;
  }

  async revoke(sessionId: string) {
    await this.pool.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
    this.announceRevoked({ sessionId });
  }

  async revokeAllOf(userId: string, exceptSessionId?: string) {
    await this.pool.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND id::text IS DISTINCT FROM $2', [userId, exceptSessionId ?? null]);
    this.announceRevoked({ userId, exceptSessionId });
  }

  private announceRevoked(revoked: RevokedSessions) {
    for (const listener of this.revocationListeners) listener(revoked);
  }

  /** Exactly `<uuid>.<signature>`: anything before, after or between makes it no token. */
  private verifiedSessionId(token: string): string | null {
    const match = SESSION_TOKEN.exec(token);
    if (!match) return null;
    const [, id, signature] = match;
    const expected = Buffer.from(this.sign(id));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }

  private sign(id: string): string {
    return createHmac('sha256', this.secret).update(id).digest('base64url');
  }
}

export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 ? token : null;
}
