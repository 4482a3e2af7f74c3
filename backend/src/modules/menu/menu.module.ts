import { Module } from '@nestjs/common';
import { AddMenuCategoryHandler } from './commands/add-menu-category/add-menu-category.handler';
import { AddMenuCategoryHttpController } from './commands/add-menu-category/add-menu-category.http.controller';
import { AddMenuItemHandler } from './commands/add-menu-item/add-menu-item.handler';
import { AddMenuItemHttpController } from './commands/add-menu-item/add-menu-item.http.controller';
import { AddMenuSubcategoryHandler } from './commands/add-menu-subcategory/add-menu-subcategory.handler';
import { AddMenuSubcategoryHttpController } from './commands/add-menu-subcategory/add-menu-subcategory.http.controller';
import { DeleteMenuCategoryHandler } from './commands/delete-menu-category/delete-menu-category.handler';
import { DeleteMenuCategoryHttpController } from './commands/delete-menu-category/delete-menu-category.http.controller';
import { DeleteMenuItemHandler } from './commands/delete-menu-item/delete-menu-item.handler';
import { DeleteMenuItemHttpController } from './commands/delete-menu-item/delete-menu-item.http.controller';
import { DeleteMenuSubcategoryHandler } from './commands/delete-menu-subcategory/delete-menu-subcategory.handler';
import { DeleteMenuSubcategoryHttpController } from './commands/delete-menu-subcategory/delete-menu-subcategory.http.controller';
import { EditMenuItemHandler } from './commands/edit-menu-item/edit-menu-item.handler';
import { EditMenuItemHttpController } from './commands/edit-menu-item/edit-menu-item.http.controller';
import { MenuCommands } from './commands/menu-commands';
import { RenameMenuCategoryHandler } from './commands/rename-menu-category/rename-menu-category.handler';
import { RenameMenuCategoryHttpController } from './commands/rename-menu-category/rename-menu-category.http.controller';
import { RenameMenuSubcategoryHandler } from './commands/rename-menu-subcategory/rename-menu-subcategory.handler';
import { RenameMenuSubcategoryHttpController } from './commands/rename-menu-subcategory/rename-menu-subcategory.http.controller';
import { ListMenuCategoriesHandler } from './queries/list-menu-categories/list-menu-categories.handler';
import { ListMenuCategoriesHttpController } from './queries/list-menu-categories/list-menu-categories.http.controller';
import { ListMenuItemsHandler } from './queries/list-menu-items/list-menu-items.handler';
import { ListMenuItemsHttpController } from './queries/list-menu-items/list-menu-items.http.controller';
import { ListMenuSubcategoriesHandler } from './queries/list-menu-subcategories/list-menu-subcategories.handler';
import { ListMenuSubcategoriesHttpController } from './queries/list-menu-subcategories/list-menu-subcategories.http.controller';
import { MenuLocator } from './queries/menu-locator';

/**
 * The menu of a venue: categories, subcategories and items with RSD prices. Its routes live under
 * /club/categories…, /club/subCategories…, /club/category, /club/addSubcategory… and /product…;
 * none has a single segment after /club, so the venues' /club/:clubId routes never swallow them.
 */
@Module({
  controllers: [
    ListMenuCategoriesHttpController,
    ListMenuSubcategoriesHttpController,
    ListMenuItemsHttpController,
    AddMenuCategoryHttpController,
    RenameMenuCategoryHttpController,
    DeleteMenuCategoryHttpController,
    AddMenuSubcategoryHttpController,
    RenameMenuSubcategoryHttpController,
    DeleteMenuSubcategoryHttpController,
    AddMenuItemHttpController,
    EditMenuItemHttpController,
    DeleteMenuItemHttpController,
  ],
  providers: [
    MenuCommands,
    MenuLocator,
    AddMenuCategoryHandler,
    RenameMenuCategoryHandler,
    DeleteMenuCategoryHandler,
    AddMenuSubcategoryHandler,
    RenameMenuSubcategoryHandler,
    DeleteMenuSubcategoryHandler,
    AddMenuItemHandler,
    EditMenuItemHandler,
    DeleteMenuItemHandler,
    ListMenuCategoriesHandler,
    ListMenuSubcategoriesHandler,
    ListMenuItemsHandler,
  ],
})
export class MenuModule {}
