import type { Actor } from '#platform/event-store/event-store.port';
import { deciderSpecification } from '#platform/testing/decider-specification';
import { countOf } from './menu-messages';
import { menuDecider, type MenuCommand } from './menu.decider';
import { CATEGORY_NOT_FOUND, ITEM_NOT_FOUND, SUBCATEGORY_NOT_FOUND, type MenuEvent } from './menu.events';

const managerA: Actor = { userId: 'm-a', role: 'manager', clubId: 'A' };
const managerB: Actor = { userId: 'm-b', role: 'manager', clubId: 'B' };
const staffA: Actor = { userId: 's-a', role: 'staff', clubId: 'A' };
const admin: Actor = { userId: 'admin', role: 'admin', clubId: null };

const base = (actor: Actor, venueExists = true) => ({ actor, clubId: 'A', venueExists });
const pivo: MenuEvent = { type: 'MenuCategoryAdded', data: { clubId: 'A', categoryId: 'c1', name: 'Pivo' } };
const tocenoAdded: MenuEvent = { type: 'MenuSubcategoryAdded', data: { clubId: 'A', categoryId: 'c1', subCategoryId: 's1', name: 'Točeno' } };
const jelen = { name: 'Jelen 0,5', price: 350, categoryId: 'c1', subCategoryId: 's1' };
const jelenAdded: MenuEvent = { type: 'MenuItemAdded', data: { clubId: 'A', itemId: 'i1', ...jelen } };

const spec = deciderSpecification(menuDecider);

describe('menu decider', () => {
  describe('categories', () => {
    const addCategory = (actor: Actor, name = 'Pivo', categoryId = 'c1', venueExists = true): MenuCommand => ({ type: 'AddMenuCategory', ...base(actor, venueExists), categoryId, name });

    it('given an empty menu, when the venue manager or an admin adds a category, then it is added', () => {
      spec.given([]).when(addCategory(managerA)).then([pivo]);
      spec.given([]).when(addCategory(admin)).then([pivo]);
    });

    it('given any menu, when a manager of another venue or staff adds a category, then it is forbidden', () => {
      spec.given([]).when(addCategory(managerB)).thenRefuses(403);
      spec.given([]).when(addCategory(staffA)).thenRefuses(403);
    });

    it('given a deleted or unknown venue, when a category is added, then the venue is not found', () => {
      spec.given([]).when(addCategory(admin, 'Pivo', 'c1', false)).thenRefuses(404, 'Objekat nije pronađen');
    });

    it('given a category Pivo, when another is added as "PIVO", then it is refused as a duplicate', () => {
      spec.given([pivo]).when(addCategory(managerA, 'PIVO', 'c2')).thenRefuses(409, 'Kategorija „PIVO“ već postoji');
    });

    it('given a category, when it is renamed, then it is renamed; the same name again records nothing', () => {
      const rename = (name: string): MenuCommand => ({ type: 'RenameMenuCategory', ...base(managerA), categoryId: 'c1', name });
      const renamed: MenuEvent = { type: 'MenuCategoryRenamed', data: { clubId: 'A', categoryId: 'c1', name: 'Piva' } };
      spec.given([pivo]).when(rename('Piva')).then([renamed]);
      spec.given([pivo, renamed]).when(rename('Piva')).thenNothingHappens();
      spec.given([]).when(rename('Piva')).thenRefuses(404, CATEGORY_NOT_FOUND);
    });

    it('given a category with subcategories, when it is deleted, then it is refused naming what is inside', () => {
      const remove: MenuCommand = { type: 'DeleteMenuCategory', ...base(managerA), categoryId: 'c1' };
      spec
        .given([pivo, tocenoAdded, jelenAdded])
        .when(remove)
        .thenRefuses(409, 'Kategorija „Pivo“ nije prazna: sadrži 1 podkategoriju (Točeno) sa ukupno 1 stavku. Prvo obrišite njene podkategorije.');
      spec.given([pivo, tocenoAdded]).when(remove).thenRefuses(409, /sadrži 1 podkategoriju \(Točeno\)\. Prvo/);
    });

    it('given an empty category, when it is deleted, then it is deleted and cannot be deleted twice', () => {
      const remove: MenuCommand = { type: 'DeleteMenuCategory', ...base(admin), categoryId: 'c1' };
      const deleted: MenuEvent = { type: 'MenuCategoryDeleted', data: { clubId: 'A', categoryId: 'c1' } };
      spec.given([pivo]).when(remove).then([deleted]);
      spec.given([pivo, deleted]).when(remove).thenRefuses(404, CATEGORY_NOT_FOUND);
      spec.given([pivo]).when({ ...remove, actor: managerB }).thenRefuses(403);
    });
  });

  describe('subcategories', () => {
    const addSub = (name = 'Točeno', categoryId = 'c1', subCategoryId = 's1'): MenuCommand => ({ type: 'AddMenuSubcategory', ...base(managerA), categoryId, subCategoryId, name });

    it('given a category, when a subcategory is added to it, then it is added; to an unknown category it is not found', () => {
      spec.given([pivo]).when(addSub()).then([tocenoAdded]);
      spec.given([]).when(addSub()).thenRefuses(404, CATEGORY_NOT_FOUND);
    });

    it('given Točeno in Pivo, when another Točeno is added to Pivo, then it is refused; in another category it is fine', () => {
      const vina: MenuEvent = { type: 'MenuCategoryAdded', data: { clubId: 'A', categoryId: 'c2', name: 'Vina' } };
      spec.given([pivo, tocenoAdded]).when(addSub('točeno', 'c1', 's2')).thenRefuses(409, 'Podkategorija „točeno“ već postoji u ovoj kategoriji');
      spec
        .given([pivo, vina, tocenoAdded])
        .when(addSub('Točeno', 'c2', 's2'))
        .then([{ type: 'MenuSubcategoryAdded', data: { clubId: 'A', categoryId: 'c2', subCategoryId: 's2', name: 'Točeno' } }]);
    });

    it('given a subcategory, when it is renamed under the wrong category, then it is not found', () => {
      const rename: MenuCommand = { type: 'RenameMenuSubcategory', ...base(managerA), categoryId: 'c1', subCategoryId: 's1', name: 'Na točenje' };
      spec.given([pivo, tocenoAdded]).when(rename).then([{ type: 'MenuSubcategoryRenamed', data: { clubId: 'A', categoryId: 'c1', subCategoryId: 's1', name: 'Na točenje' } }]);
      spec.given([pivo, tocenoAdded]).when({ ...rename, subCategoryId: 'nema' }).thenRefuses(404, SUBCATEGORY_NOT_FOUND);
    });

    it('given a subcategory holding items, when it is deleted, then it is refused naming the items; once empty it is deleted', () => {
      const remove: MenuCommand = { type: 'DeleteMenuSubcategory', ...base(managerA), categoryId: 'c1', subCategoryId: 's1' };
      const itemDeleted: MenuEvent = { type: 'MenuItemDeleted', data: { clubId: 'A', itemId: 'i1', categoryId: 'c1', subCategoryId: 's1' } };
      spec
        .given([pivo, tocenoAdded, jelenAdded])
        .when(remove)
        .thenRefuses(409, 'Podkategorija „Točeno“ nije prazna: sadrži 1 stavku (Jelen 0,5). Prvo obrišite ili premestite stavke.');
      spec.given([pivo, tocenoAdded, jelenAdded, itemDeleted]).when(remove).then([{ type: 'MenuSubcategoryDeleted', data: { clubId: 'A', categoryId: 'c1', subCategoryId: 's1' } }]);
    });
  });

  describe('items', () => {
    const addItem = (details = jelen, itemId = 'i1', actor = managerA): MenuCommand => ({ type: 'AddMenuItem', ...base(actor), itemId, details });
    const editItem = (details = jelen, itemId = 'i1'): MenuCommand => ({ type: 'EditMenuItem', ...base(managerA), itemId, details });

    it('given a subcategory, when an item is added to it, then it is added with its price', () => {
      spec.given([pivo, tocenoAdded]).when(addItem()).then([jelenAdded]);
      spec.given([pivo, tocenoAdded]).when(addItem(jelen, 'i1', managerB)).thenRefuses(403);
    });

    it('given a form naming an unknown category or a subcategory of another category, then it is refused on that field', () => {
      const vina: MenuEvent = { type: 'MenuCategoryAdded', data: { clubId: 'A', categoryId: 'c2', name: 'Vina' } };
      spec.given([pivo, tocenoAdded]).when(addItem({ ...jelen, categoryId: 'x' })).thenRefuses(400, CATEGORY_NOT_FOUND);
      spec.given([pivo, tocenoAdded]).when(addItem({ ...jelen, subCategoryId: 'x' })).thenRefuses(400, SUBCATEGORY_NOT_FOUND);
      spec.given([pivo, vina, tocenoAdded]).when(addItem({ ...jelen, categoryId: 'c2' })).thenRefuses(400, 'Podkategorija ne pripada izabranoj kategoriji');
    });

    it('given Jelen 0,5 in Točeno, when another Jelen 0,5 is added there, then it is refused', () => {
      spec.given([pivo, tocenoAdded, jelenAdded]).when(addItem(jelen, 'i2')).thenRefuses(409, 'Stavka „Jelen 0,5“ već postoji u ovoj podkategoriji');
    });

    it('given an item, when its price changes, then it is edited; the same values again record nothing', () => {
      const edited: MenuEvent = { type: 'MenuItemEdited', data: { clubId: 'A', itemId: 'i1', ...jelen, price: 380.5 } };
      spec.given([pivo, tocenoAdded, jelenAdded]).when(editItem({ ...jelen, price: 380.5 })).then([edited]);
      spec.given([pivo, tocenoAdded, jelenAdded, edited]).when(editItem({ ...jelen, price: 380.5 })).thenNothingHappens();
      spec.given([pivo, tocenoAdded]).when(editItem()).thenRefuses(404, ITEM_NOT_FOUND);
    });

    it('given an item, when it moves to a subcategory of another category, then the move is recorded and the old subcategory is empty', () => {
      const vina: MenuEvent = { type: 'MenuCategoryAdded', data: { clubId: 'A', categoryId: 'c2', name: 'Vina' } };
      const bela: MenuEvent = { type: 'MenuSubcategoryAdded', data: { clubId: 'A', categoryId: 'c2', subCategoryId: 's2', name: 'Bela' } };
      const moved: MenuEvent = { type: 'MenuItemEdited', data: { clubId: 'A', itemId: 'i1', ...jelen, categoryId: 'c2', subCategoryId: 's2' } };
      spec.given([pivo, tocenoAdded, vina, bela, jelenAdded]).when(editItem({ ...jelen, categoryId: 'c2', subCategoryId: 's2' })).then([moved]);
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
      spec.given([pivo, tocenoAdded, jelenAdded]).when({ ...remove, venueExists: false }).thenRefuses(404, 'Objekat nije pronađen');
    });
  });

  it('counts in Serbian: 1 stavku, 2 stavke, 5 stavki, 11 stavki, 21 stavku, 22 stavke', () => {
    const forms: [string, string, string] = ['stavku', 'stavke', 'stavki'];
    expect([1, 2, 5, 11, 12, 21, 22, 25, 111].map((n) => countOf(n, forms))).toEqual([
      '1 stavku', '2 stavke', '5 stavki', '11 stavki', '12 stavki', '21 stavku', '22 stavke', '25 stavki', '111 stavki',
    ]);
  });
});
