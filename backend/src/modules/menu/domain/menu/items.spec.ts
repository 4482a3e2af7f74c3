import { deciderSpecification } from '#platform/testing/decider-specification';
import { CATEGORY_NOT_FOUND, ITEM_NOT_FOUND, SUBCATEGORY_NOT_FOUND } from './menu-messages';
import { managerA, managerB, base, pivo, tocenoAdded, jelen, jelenAdded } from './menu.fixtures';
import { menuDecider, type MenuCommand } from './menu.decider';
import type { MenuEvent } from './menu.events';

const spec = deciderSpecification(menuDecider);

describe('menu decider: items', () => {
  const addItem = (details = jelen, itemId = 'i1', actor = managerA): MenuCommand => ({ type: 'AddMenuItem', ...base(actor), itemId, details });
  const editItem = (details = jelen, itemId = 'i1'): MenuCommand => ({ type: 'EditMenuItem', ...base(managerA), itemId, details });

  it('given a subcategory, when an item is added to it, then it is added with its price', () => {
    spec.given([pivo, tocenoAdded]).when(addItem()).then([jelenAdded]);
    spec
      .given([pivo, tocenoAdded])
      .when(addItem(jelen, 'i1', managerB))
      .thenRefuses(403);
  });

  it('given a form naming an unknown category or a subcategory of another category, then it is refused on that field', () => {
    const vina: MenuEvent = { type: 'MenuCategoryAdded', data: { clubId: 'A', categoryId: 'c2', name: 'Vina' } };
    spec
      .given([pivo, tocenoAdded])
      .when(addItem({ ...jelen, categoryId: 'x' }))
      .thenRefuses(400, CATEGORY_NOT_FOUND);
    spec
      .given([pivo, tocenoAdded])
      .when(addItem({ ...jelen, subCategoryId: 'x' }))
      .thenRefuses(400, SUBCATEGORY_NOT_FOUND);
    spec
      .given([pivo, vina, tocenoAdded])
      .when(addItem({ ...jelen, categoryId: 'c2' }))
      .thenRefuses(400, 'Podkategorija ne pripada izabranoj kategoriji');
  });

  it('given Jelen 0,5 in Točeno, when another Jelen 0,5 is added there, then it is refused', () => {
    spec.given([pivo, tocenoAdded, jelenAdded]).when(addItem(jelen, 'i2')).thenRefuses(409, 'Stavka „Jelen 0,5“ već postoji u ovoj podkategoriji');
  });

  it('given an item, when its price changes, then it is edited; the same values again record nothing', () => {
    const edited: MenuEvent = { type: 'MenuItemEdited', data: { clubId: 'A', itemId: 'i1', ...jelen, price: 380.5 } };
    spec
      .given([pivo, tocenoAdded, jelenAdded])
      .when(editItem({ ...jelen, price: 380.5 }))
      .then([edited]);
    spec
      .given([pivo, tocenoAdded, jelenAdded, edited])
      .when(editItem({ ...jelen, price: 380.5 }))
      .thenNothingHappens();
    spec.given([pivo, tocenoAdded]).when(editItem()).thenRefuses(404, ITEM_NOT_FOUND);
  });

  it('given an item, when it moves to a subcategory of another category, then the move is recorded and the old subcategory is empty', () => {
    const vina: MenuEvent = { type: 'MenuCategoryAdded', data: { clubId: 'A', categoryId: 'c2', name: 'Vina' } };
    const bela: MenuEvent = { type: 'MenuSubcategoryAdded', data: { clubId: 'A', categoryId: 'c2', subCategoryId: 's2', name: 'Bela' } };
    const moved: MenuEvent = { type: 'MenuItemEdited', data: { clubId: 'A', itemId: 'i1', ...jelen, categoryId: 'c2', subCategoryId: 's2' } };
    spec
      .given([pivo, tocenoAdded, vina, bela, jelenAdded])
      .when(editItem({ ...jelen, categoryId: 'c2', subCategoryId: 's2' }))
      .then([moved]);
    spec
      .given([pivo, tocenoAdded, vina, bela, jelenAdded, moved])
      .when({ type: 'DeleteMenuSubcategory', ...base(managerA), categoryId: 'c1', subCategoryId: 's1' })
      .then([{ type: 'MenuSubcategoryDeleted', data: { clubId: 'A', categoryId: 'c1', subCategoryId: 's1' } }]);
  });

  it('given an item, when it is deleted, then it is gone and a second delete finds nothing', () => {
    const remove: MenuCommand = { type: 'DeleteMenuItem', ...base(managerA), itemId: 'i1' };
    const deleted: MenuEvent = { type: 'MenuItemDeleted', data: { clubId: 'A', itemId: 'i1', categoryId: 'c1', subCategoryId: 's1' } };
    spec.given([pivo, tocenoAdded, jelenAdded]).when(remove).then([deleted]);
    spec.given([pivo, tocenoAdded, jelenAdded, deleted]).when(remove).thenRefuses(404, ITEM_NOT_FOUND);
    spec
      .given([pivo, tocenoAdded, jelenAdded])
      .when({ ...remove, venueExists: false })
      .thenRefuses(404, 'Objekat nije pronađen');
  });
});
