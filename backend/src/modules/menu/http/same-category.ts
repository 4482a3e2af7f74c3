import { badRequest } from '#platform/commands/domain-errors';

/** The subcategory calls name the category twice, in the path and in the body; both must agree. */
export function assertSameCategory(inPath: string, inBody: string | undefined): void {
  if (inBody !== undefined && inBody !== inPath) throw badRequest('refusal.menu.categoryMismatch', 'categoryId');
}
