import { pathParam, type RecordVersionOf, type RecordVersions } from '#platform/http/conditional-request';
import type { Request } from 'express';
import { menuStream } from '../domain/menu/menu.events';

/**
 * A venue's menu is one record (one stream): its categories, subcategories and items share the
 * menu's version, so an edit made from an older menu is refused even when another item changed.
 */
const ofRow = (table: 'menu_categories' | 'menu_items', param: string) => (req: Request, versions: RecordVersions) =>
  versions.streamOfRow(`SELECT club_id FROM ${table} WHERE id = $1`, [pathParam(req, param)], menuStream);

/** GET of a venue's menu lists (`categories/:id`, `subCategories/:clubId/…`, `all/:clubId`). */
export const menuVersion =
  (clubParam: 'id' | 'clubId'): RecordVersionOf =>
  (req, versions) =>
    versions.stream(menuStream(pathParam(req, clubParam)));

export const menuVersionByCategory = (categoryParam: 'id' | 'categoryId'): RecordVersionOf => ofRow('menu_categories', categoryParam);

export const menuVersionByItem: RecordVersionOf = ofRow('menu_items', 'itemId');
