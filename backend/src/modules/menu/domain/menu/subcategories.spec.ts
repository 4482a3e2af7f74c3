import { deciderSpecification } from '#platform/testing/decider-specification';
import { CATEGORY_NOT_FOUND, SUBCATEGORY_NOT_FOUND } from './menu-messages';
import { managerA, base, pivo, tocenoAdded, jelenAdded } from './menu.fixtures';
import { menuDecider, type MenuCommand } from './menu.decider';
import type { MenuEvent } from './menu.events';

const spec = deciderSpecification(menuDecider);

describe('menu decider: subcategories', () => {
  const addSub = (name = 'Točeno', categoryId = 'c1', subCategoryId = 's1'): MenuCommand => ({ type: 'AddMenuSubcategory', ...base(managerA), categoryId, subCategoryId, name });

  it('given a category, when a subcategory is added to it, then it is added; to an unknown category it is not found', () => {
    spec.given([pivo]).when(addSub()).then([tocenoAdded]);
    spec.given([]).when(addSub()).thenRefuses(404, CATEGORY_NOT_FOUND);
  });

  it('given Točeno in Pivo, when another Točeno is added to Pivo, then it is refused; in another category it is fine', () => {
    const vina: MenuEvent = { type: 'MenuCategoryAdded', data: { clubId: 'A', categoryId: 'c2', name: 'Vina' } };
    spec
      .given([pivo, tocenoAdded])
      .when(addSub('točeno', 'c1', 's2'))
      .thenRefuses(409, 'Podkategorija „točeno“ već postoji u ovoj kategoriji');
    spec
      .given([pivo, vina, tocenoAdded])
      .when(addSub('Točeno', 'c2', 's2'))
      .then([{ type: 'MenuSubcategoryAdded', data: { clubId: 'A', categoryId: 'c2', subCategoryId: 's2', name: 'Točeno' } }]);
  });

  it('given a subcategory, when it is renamed under the wrong category, then it is not found', () => {
    const rename: MenuCommand = { type: 'RenameMenuSubcategory', ...base(managerA), categoryId: 'c1', subCategoryId: 's1', name: 'Na točenje' };
    spec
      .given([pivo, tocenoAdded])
      .when(rename)
      .then([{ type: 'MenuSubcategoryRenamed', data: { clubId: 'A', categoryId: 'c1', subCategoryId: 's1', name: 'Na točenje' } }]);
    spec
      .given([pivo, tocenoAdded])
      .when({ ...rename, subCategoryId: 'nema' })
      .thenRefuses(404, SUBCATEGORY_NOT_FOUND);
  });

  it('given a subcategory holding items, when it is deleted, then it is refused naming the items; once empty it is deleted', () => {
    const remove: MenuCommand = { type: 'DeleteMenuSubcategory', ...base(managerA), categoryId: 'c1', subCategoryId: 's1' };
    const itemDeleted: MenuEvent = { type: 'MenuItemDeleted', data: { clubId: 'A', itemId: 'i1', categoryId: 'c1', subCategoryId: 's1' } };
    spec
      .given([pivo, tocenoAdded, jelenAdded])
      .when(remove)
      .thenRefuses(409, 'Podkategorija „Točeno“ nije prazna: sadrži 1 stavku (Jelen 0,5). Prvo obrišite ili premestite stavke.');
    spec
      .given([pivo, tocenoAdded, jelenAdded, itemDeleted])
      .when(remove)
      .then([{ type: 'MenuSubcategoryDeleted', data: { clubId: 'A', categoryId: 'c1', subCategoryId: 's1' } }]);
  });

  it('given a subcategory, its English name is kept by a rename that leaves it out and cleared by an empty text', () => {
    const rename = (name: string, nameEn?: string): MenuCommand => ({ type: 'RenameMenuSubcategory', ...base(managerA), categoryId: 'c1', subCategoryId: 's1', name, nameEn });
    const tocenoEn: MenuEvent = { type: 'MenuSubcategoryAdded', data: { clubId: 'A', categoryId: 'c1', subCategoryId: 's1', name: 'Točeno', nameEn: 'On tap' } };
    spec
      .given([pivo, tocenoEn])
      .when(rename('Točena'))
      .then([{ type: 'MenuSubcategoryRenamed', data: { clubId: 'A', categoryId: 'c1', subCategoryId: 's1', name: 'Točena', nameEn: 'On tap' } }]);
    spec.given([pivo, tocenoEn]).when(rename('Točeno', 'On tap')).thenNothingHappens();
    spec
      .given([pivo, tocenoEn])
      .when(rename('Točeno', ''))
      .then([{ type: 'MenuSubcategoryRenamed', data: { clubId: 'A', categoryId: 'c1', subCategoryId: 's1', name: 'Točeno' } }]);
    spec
      .given([pivo, tocenoAdded])
      .when(rename('Točeno', 'Draught'))
      .then([{ type: 'MenuSubcategoryRenamed', data: { clubId: 'A', categoryId: 'c1', subCategoryId: 's1', name: 'Točeno', nameEn: 'Draught' } }]);
  });
});
