import type { Role } from '@izlazak/contracts';
import { ROLES } from '@izlazak/contracts';

/** localStorage keys the whole app (and the browser tests) rely on. */
export const STORAGE_KEYS = { token: 'token', role: 'role' } as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const authStorage = {
  token(): string | null {
    return read(STORAGE_KEYS.token);
  },

  role(): Role | null {
    const role = read(STORAGE_KEYS.role);
    return ROLES.includes(role as Role) ? (role as Role) : null;
  },

  save(session: { token?: string; role: Role }): void {
    if (session.token) window.localStorage.setItem(STORAGE_KEYS.token, session.token);
    window.localStorage.setItem(STORAGE_KEYS.role, session.role);
  },

  /** The spec's logout clears all local storage, not only the session keys. */
  clear(): void {
    try {
      window.localStorage.clear();
    } catch {
      // Storage can be unavailable (private mode); there is nothing left to clear then.
    }
  },
};
