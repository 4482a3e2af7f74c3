import type { Actor } from '#platform/event-store/event-store.port';
import { deciderSpecification } from '#platform/testing/decider-specification';
import { CATEGORY_NOT_FOUND } from './menu-messages';
import { managerA, managerB, staffA, admin, base, pivo, tocenoAdded, jelenAdded } from './menu.fixtures';
import { menuDecider, type MenuCommand } from './menu.decider';
import type { MenuEvent } from './menu.events';

const spec = deciderSpecification(menuDecider);

describe('menu decider: categories', () => {
  const addCategory = (actor: Actor, name = 'Pivo', categoryId = 'c1', venueExists = true): MenuCommand => ({
    type: 'AddMenuCategory',
    ...base(actor, venueExists),
    categoryId,
    name,
  });

  it('given an empty menu, when the venue manager or an admin adds a category, then it is added', () => {
    spec.given([]).when(addCategory(managerA)).then([pivo]);
    spec.given([]).when(addCategory(admin)).then([pivo]);
  });

  it('given any menu, when a manager of another venue or staff adds a category, then it is forbidden', () => {
    spec.given([]).when(addCategory(managerB)).thenRefuses(403);
    spec.given([]).when(addCategory(staffA)).thenRefuses(403);
  });

  it('given a deleted or unknown venue, when a category is added, then the venue is not found', () => {
    spec
      .given([])
      .when(addCategory(admin, 'Pivo', 'c1', false))
      .thenRefuses(404, 'Objekat nije pronađen');
  });

  it('given a category Pivo, when another is added as "PIVO", then it is refused as a duplicate', () => {
    spec
      .given([pivo])
      .when(addCategory(managerA, 'PIVO', 'c2'))
      .thenRefuses(409, 'Kategorija „PIVO“ već postoji');
  });

  it('given a category, when it is renamed, then it is renamed; the same name again records nothing', () => {
    const rename = (name: string): MenuCommand => ({ type: 'RenameMenuCategory', ...base(managerA), categoryId: 'c1', name });
    const renamed: MenuEvent = { type: 'MenuCategoryRenamed', data: { clubId: 'A', categoryId: 'c1', name: 'Piva' } };
    spec.given([pivo]).when(rename('Piva')).then([renamed]);
    spec.given([pivo, renamed]).when(rename('Piva')).thenNothingHappens();
    spec.given([]).when(rename('Piva')).thenRefuses(404, CATEGORY_NOT_FOUND);
  });

  it('given a category, its English name is recorded only when written, kept when left out and cleared by an empty text', () => {
    const add = (nameEn?: string): MenuCommand => ({ type: 'AddMenuCategory', ...base(managerA), categoryId: 'c1', name: 'Pivo', nameEn });
    const rename = (name: string, nameEn?: string): MenuCommand => ({ type: 'RenameMenuCategory', ...base(managerA), categoryId: 'c1', name, nameEn });
    const pivoEn: MenuEvent = { type: 'MenuCategoryAdded', data: { clubId: 'A', categoryId: 'c1', name: 'Pivo', nameEn: 'Beer' } };
    spec.given([]).when(add('Beer')).then([pivoEn]);
    spec.given([]).when(add('')).then([pivo]);
    spec
      .given([pivoEn])
      .when(rename('Piva'))
      .then([{ type: 'MenuCategoryRenamed', data: { clubId: 'A', categoryId: 'c1', name: 'Piva', nameEn: 'Beer' } }]);
    spec.given([pivoEn]).when(rename('Pivo')).thenNothingHappens();
    spec.given([pivoEn]).when(rename('Pivo', 'Beer')).thenNothingHappens();
    spec
      .given([pivoEn])
      .when(rename('Pivo', ''))
      .then([{ type: 'MenuCategoryRenamed', data: { clubId: 'A', categoryId: 'c1', name: 'Pivo' } }]);
    spec
      .given([pivo])
      .when(rename('Pivo', 'Beers'))
      .then([{ type: 'MenuCategoryRenamed', data: { clubId: 'A', categoryId: 'c1', name: 'Pivo', nameEn: 'Beers' } }]);
  });

  it('given a category with subcategories, when it is deleted, then it is refused naming what is inside', () => {
    const remove: MenuCommand = { type: 'DeleteMenuCategory', ...base(managerA), categoryId: 'c1' };
    spec
      .given([pivo, tocenoAdded, jelenAdded])
      .when(remove)
      .thenRefuses(409, 'Kategorija „Pivo“ nije prazna: sadrži 1 podkategoriju (Točeno) sa ukupno 1 stavku. Prvo obrišite njene podkategorije.');
    spec
      .given([pivo, tocenoAdded])
      .when(remove)
      .thenRefuses(409, /sadrži 1 podkategoriju \(Točeno\)\. Prvo/);
  });

  it('given an empty category, when it is deleted, then it is deleted and cannot be deleted twice', () => {
    const remove: MenuCommand = { type: 'DeleteMenuCategory', ...base(admin), categoryId: 'c1' };
    const deleted: MenuEvent = { type: 'MenuCategoryDeleted', data: { clubId: 'A', categoryId: 'c1' } };
    spec.given([pivo]).when(remove).then([deleted]);
    spec.given([pivo, deleted]).when(remove).thenRefuses(404, CATEGORY_NOT_FOUND);
    spec
      .given([pivo])
      .when({ ...remove, actor: managerB })
      .thenRefuses(403);
  });
});
