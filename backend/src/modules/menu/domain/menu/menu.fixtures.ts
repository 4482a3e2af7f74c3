import type { Actor } from '#platform/event-store/event-store.port';
import type { MenuEvent } from './menu.events';

/** The callers and the beer of the menu decider's specs. */
export const managerA: Actor = { userId: 'm-a', role: 'manager', clubId: 'A' };
export const managerB: Actor = { userId: 'm-b', role: 'manager', clubId: 'B' };
export const staffA: Actor = { userId: 's-a', role: 'staff', clubId: 'A' };
export const admin: Actor = { userId: 'admin', role: 'admin', clubId: null };

export const base = (actor: Actor, venueExists = true) => ({ actor, clubId: 'A', venueExists });
export const pivo: MenuEvent = { type: 'MenuCategoryAdded', data: { clubId: 'A', categoryId: 'c1', name: 'Pivo' } };
export const tocenoAdded: MenuEvent = { type: 'MenuSubcategoryAdded', data: { clubId: 'A', categoryId: 'c1', subCategoryId: 's1', name: 'Točeno' } };
export const jelen = { name: 'Jelen 0,5', price: 350, categoryId: 'c1', subCategoryId: 's1' };
export const jelenAdded: MenuEvent = { type: 'MenuItemAdded', data: { clubId: 'A', itemId: 'i1', ...jelen } };
