import { WEEKDAYS } from '@izlazak/contracts';
import { createVenue, MANAGER_PASSWORD, registerAccount, type CreatedVenue } from '../api/venues-fixtures';
import type { SuiteApp } from './app';
import type { Api } from './http';

export interface TableSpec {
  name: string;
  maxPersons: number;
  area?: string;
}

/**
 * Sets the venue's hours to open every night, all night, so that tonight is bookable whatever
 * night the test runs on. A manager's token needs no clubId; the admin's names the venue.
 */
export async function openEveryNight(api: Api, token: string, clubId?: string): Promise<void> {
  const workingHours = WEEKDAYS.map((day) => ({ day, from: '', to: '', closed: false, alwaysOpen: true }));
  const saved = await api.put('/api/club/updateWorkingHours', { ...(clubId ? { clubId } : {}), workingHours }, token);
  expect(saved.status).toBe(200);
}

/** Adds the tables in order and returns their ids (the admin's token names the venue, a manager's needs no clubId). */
export async function addTables(api: Api, token: string, tables: TableSpec[], clubId?: string): Promise<string[]> {
  const ids: string[] = [];
  for (const table of tables) {
    const added = await api.post('/api/club/table', { ...table, ...(clubId ? { clubId } : {}) }, token);
    expect(added.status).toBe(201);
    ids.push(added.body._id);
  }
  return ids;
}

/** The admin creates a venue with its manager, opens it every night and adds its tables: where booking stories begin. */
export async function bookableVenue(api: Api, adminToken: string, name: string, tables: TableSpec[]): Promise<CreatedVenue & { tableIds: string[] }> {
  const venue = await createVenue(api, adminToken, name);
  await openEveryNight(api, adminToken, venue.id);
  return { ...venue, tableIds: await addTables(api, adminToken, tables, venue.id) };
}

/** The booth rule of the deposit suites: 10.000 RSD deposit, free cancellation 48 h before, kept after. */
export const BOOTH_DEPOSIT_RULE = {
  zone: 'Separei',
  minimumSpend: 20000,
  package: 'Flaša + 4 energetska pića',
  deposit: 10000,
  freeCancelHours: 48,
  lateCancel: 'keep',
  noShow: 'keep',
};

/**
 * A bookable venue with two booths ('Separe 1', 'Separe 2' in 'Separei') whose terms ask the
 * booth rule's deposit, paid to '<name> d.o.o.': where the deposit stories begin. Its manager is signed in.
 */
export async function venueWithDepositBooths(api: Api, adminToken: string, name: string, rule: Partial<typeof BOOTH_DEPOSIT_RULE> = {}) {
  const venue = await bookableVenue(api, adminToken, name, [
    { name: 'Separe 1', maxPersons: 8, area: 'Separei' },
    { name: 'Separe 2', maxPersons: 8, area: 'Separei' },
  ]);
  const managerToken = await api.login(venue.managerEmail, MANAGER_PASSWORD);
  const terms = { paymentAccount: '160-12345-95', payeeName: `${name} d.o.o.`, payeePlace: 'Beograd', rules: [{ ...BOOTH_DEPOSIT_RULE, ...rule }] };
  expect((await api.put(`/api/club/${venue.id}/terms`, terms, managerToken)).status).toBe(200);
  return { ...venue, managerToken };
}

/** The admin creates a venue with its manager, who logs in: where suites about one venue's settings begin. */
export async function venueWithManager(api: Api, adminToken: string, name: string, club: Record<string, unknown> = {}) {
  const venue = await createVenue(api, adminToken, name, club);
  return { ...venue, clubId: venue.id, managerToken: await api.login(venue.managerEmail, MANAGER_PASSWORD) };
}

/** addTables, answered as each table's id by its name. */
export async function addTablesByName(api: Api, token: string, tables: TableSpec[], clubId?: string): Promise<Record<string, string>> {
  const ids = await addTables(api, token, tables, clubId);
  return Object.fromEntries(tables.map((table, i) => [table.name, ids[i]]));
}

/** `count` booths ('Separe 1', 'Separe 2'…) of the 'Separei' area. */
export const booths = (count: number, maxPersons: number): TableSpec[] => Array.from({ length: count }, (_, i) => ({ name: `Separe ${i + 1}`, maxPersons, area: 'Separei' }));

/** A staff account of the venue, registered and logged in: its token. */
export async function signedInStaff(app: SuiteApp, email: string, clubId: string): Promise<string> {
  const staff = await registerAccount(app, 'staff', email, clubId);
  return app.api.login(staff.email, staff.password);
}

export interface StaffedVenueSpec {
  name: string;
  club?: Record<string, unknown>;
  /** Opened every night by its manager, so that any night is bookable (openEveryNight). */
  openEveryNight?: boolean;
  tables: TableSpec[];
  staffEmail: string;
}

/**
 * The admin creates a venue with its manager, who logs in and adds its tables, and one staff account
 * of it logs in: where the suites about a venue's nights (the door, money, the waitlist…) begin.
 */
export async function staffedVenue(app: SuiteApp, spec: StaffedVenueSpec) {
  const venue = await venueWithManager(app.api, app.adminToken, spec.name, spec.club);
  if (spec.openEveryNight) await openEveryNight(app.api, venue.managerToken);
  const tables = await addTablesByName(app.api, venue.managerToken, spec.tables);
  return { ...venue, tables, staffToken: await signedInStaff(app, spec.staffEmail, venue.clubId) };
}
