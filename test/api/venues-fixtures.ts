import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import sharp from 'sharp';
import { check, venueSchema } from '@izlazak/contracts';
import { RegisterUserCommand } from '../../backend/src/modules/identity/commands/register-user/register-user.command';
import { newUniqueId } from '../../backend/src/platform/ids/unique-id';
import { toVenueDetails } from '../../backend/src/modules/venues/domain/venue-details';
import { venueDecider } from '../../backend/src/modules/venues/domain/venue.decider';
import { venueStream } from '../../backend/src/modules/venues/domain/venue.events';
import { systemContext } from '../../backend/src/platform/commands/command-context';
import type { TestApp } from '../support/app';
import type { Api, ApiResponse } from '../support/http';

export type { Api } from '../support/http';

export const MANAGER_PASSWORD = 'menadzer123';

export function managerBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Marko',
    lastName: 'Marković',
    mobilePhone: '+381 60 111 2222',
    email,
    password: MANAGER_PASSWORD,
    confirmPassword: MANAGER_PASSWORD,
    ...overrides,
  };
}

export function clubBody(name: string, overrides: Record<string, unknown> = {}) {
  return {
    name,
    location: 'Karađorđeva 2',
    type: 'Klub',
    description: `${name}: muzika do jutra`,
    email: `info@${name.toLowerCase().replace(/[^a-z]/g, '')}.test`,
    phone: '+381 11 123 4567',
    phone2: '',
    city: 'Beograd',
    socialMedia: [{ name: 'Instagram', link: 'https://instagram.com/klub' }],
    ...overrides,
  };
}

export interface CreatedVenue {
  id: string;
  venue: any;
  managerEmail: string;
}

/** The admin creates a venue with its manager, as the 'Lista objekata' modal does. */
export async function createVenue(
  api: Api,
  adminToken: string,
  name: string,
  club: Record<string, unknown> = {},
  managerEmail = `menadzer.${randomUUID().slice(0, 8)}@izlazak.test`,
): Promise<CreatedVenue> {
  const response = await api.post('/api/club', { user: managerBody(managerEmail), club: clubBody(name, club) }, adminToken);
  if (response.status !== 201) throw new Error(`create venue ${name}: ${response.status} ${JSON.stringify(response.body)}`);
  return { id: response.body._id, venue: response.body, managerEmail };
}

/** An account of any role, straight through identity's command (users and staff have no venue flow). */
export async function registerAccount(app: TestApp, role: 'user' | 'staff' | 'manager', email: string, clubId: string | null = null) {
  const outcome = await app.running.app.get(CommandBus).execute(
    new RegisterUserCommand(
      randomUUID(),
      {
        email,
        firstName: 'Test',
        lastName: 'Nalog',
        mobilePhone: '060',
        role,
        clubId,
        password: 'lozinka123',
        status: true,
        isVerified: true,
        profileImage: null,
      },
      systemContext(randomUUID()),
    ),
  );
  if (outcome.position) await app.running.kernel.projections.waitFor(outcome.position, 20_000);
  return { email, password: 'lozinka123' };
}

/**
 * Venues with chosen ids ('klub-a'), recorded straight through the venues domain without a manager
 * account: suites about accounts place staff and managers in them (an account's venue must exist).
 */
export async function recordVenues(app: TestApp, ...clubIds: string[]): Promise<void> {
  for (const clubId of clubIds) {
    const details = check(clubBody(`Objekat ${clubId}`), venueSchema);
    if (!details.value) throw new Error(`venue fixture: ${JSON.stringify(details.errors)}`);
    const input = details.value;
    const outcome = await app.running.kernel.repository.decide(
      venueStream(clubId),
      venueDecider,
      { type: 'RegisterVenue', clubId, uniqueId: newUniqueId(), managerId: `vlasnik-${clubId}`, details: toVenueDetails(input), status: 'approved', signedUpBy: null },
      systemContext(randomUUID()),
    );
    if (outcome.position) await app.running.kernel.projections.waitFor(outcome.position, 20_000);
  }
}

export async function countEvents(app: TestApp): Promise<number> {
  const { rows } = await app.running.kernel.pool.query('SELECT count(*)::int AS n FROM events');
  return rows[0].n;
}

export async function streamEventTypes(app: TestApp, streamId: string): Promise<string[]> {
  const { rows } = await app.running.kernel.pool.query('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_revision', [streamId]);
  return rows.map((row: { type: string }) => row.type);
}

/** A real picture: a solid colour PNG. */
export function pngImage(width = 64, height = 48, color = '#cc3366'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export interface FilePart {
  field: string;
  content: Buffer;
  filename: string;
  type?: string;
}

/** A multipart request as a browser's FormData sends it. */
export async function sendForm(baseUrl: string, method: string, path: string, fields: Record<string, string>, files: FilePart[] = [], token?: string): Promise<ApiResponse> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.content)], { type: file.type ?? 'image/png' }), file.filename);
  const response = await fetch(`${baseUrl}${path}`, { method, body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json');
  return { status: response.status, body: isJson && text ? JSON.parse(text) : text, headers: response.headers };
}

/** Flattens an object into bracket keys, as the frontend sends multipart forms (null → ''). */
export function bracketFields(value: unknown, prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  if (value === null || value === undefined) {
    fields[prefix] = '';
  } else if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      Object.assign(fields, bracketFields(inner, prefix ? `${prefix}[${key}]` : key));
    }
  } else {
    fields[prefix] = String(value);
  }
  return fields;
}
