import type { Api, ApiResponse } from '../support/http';
import type { TestApp } from '../support/app';

/** Helpers shared by the accounts and users API tests. */

export type { Api } from '../support/http';

export const PASSWORD = 'lozinka123';

type AccountFormValues = import('../../frontend/src/components/form/account-values.js', { with: { 'resolution-mode': 'import' } }).AccountFormValues;

/** What the register form sends: the fields of every account form, the username and the accepted terms. */
export interface Registration extends AccountFormValues {
  username: string;
  terms: string;
}

export function registration(name: string, overrides: Partial<Registration> = {}): Registration {
  return {
    username: name,
    firstName: 'Marko',
    lastName: 'Marković',
    mobilePhone: '0601234567',
    email: `${name}@izlazak.test`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    terms: 'true',
    ...overrides,
  };
}

/** POST /api/auth/register as the register form sends it: multipart, with an optional image. */
export async function registerMultipart(
  baseUrl: string,
  fields: Partial<Registration> | Record<string, string>,
  image?: { bytes: Buffer; name: string; type: string },
): Promise<ApiResponse> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  if (image) form.append('profileImage', new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  const response = await fetch(`${baseUrl}/api/auth/register`, { method: 'POST', body: form });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json');
  return { status: response.status, body: isJson && text ? JSON.parse(text) : text, headers: response.headers };
}

/** The token at the end of a mailed link such as …/auth/reset-password/{token}. */
export function tokenFromLink(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[/-]/g, '\\$&')}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`No ${path} link in: ${text}`);
  return match[1];
}

export async function countEvents(app: TestApp): Promise<number> {
  const { rows } = await app.running.kernel.pool.query('SELECT count(*)::int AS n FROM events');
  return rows[0].n;
}

export interface Account {
  id: string;
  email: string;
  token: string;
}

/** An account made by the admin through POST /api/user, its address confirmed from the mailed link, logged in. */
export async function accountOf(api: Api, adminToken: string, name: string, role: 'user' | 'staff' | 'manager', clubId: string | null = null): Promise<Account> {
  const email = `${name}@izlazak.test`;
  const created = await api.post(
    '/api/user',
    { firstName: name, lastName: 'Test', mobilePhone: '0600000000', email, password: PASSWORD, confirmPassword: PASSWORD, role, clubId },
    adminToken,
  );
  if (created.status !== 201) throw new Error(`creating ${name}: ${created.status} ${JSON.stringify(created.body)}`);
  await api.openVerificationLink(email);
  return { id: created.body._id, email, token: await api.login(email, PASSWORD) };
}
