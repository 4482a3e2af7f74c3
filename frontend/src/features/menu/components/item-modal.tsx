import { useEffect, useMemo } from 'react';
import { useField, useForm } from 'react-final-form';
import { menuItemSchema, parsePrice, type MenuCategoryView, type MenuItemInput, type MenuItemView } from '@izlazak/contracts';
import { SelectField, TextField } from '../../../components/form/fields';
import { validateWith } from '../../../components/form/validate';
import { EntityHistory } from '../../../components/entity-history';
import { FormModal } from '../../../components/form-modal';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';
import { useAddMenuItemMutation, useEditMenuItemMutation } from '../api';
import { useMessages } from '../../../lib/locale';

interface ItemFormValues {
  categoryId: string;
  subCategoryId: string;
  name: string;
  /** The name in English; '' for none. */
  nameEn: string;
  price: string;
}

const validate = validateWith(menuItemSchema);

/** A price as the form shows it: 350, 350,50. */
const priceText = (price: number) => (Number.isInteger(price) ? String(price) : price.toFixed(2).replace('.', ','));

/** Choosing another category empties a subcategory that is not in it. */
function KeepSubcategoryInCategory({ categories }: { categories: MenuCategoryView[] }) {
  const form = useForm<ItemFormValues>();
  const categoryId = useField<string>('categoryId', { subscription: { value: true } }).input.value;
  const subCategoryId = useField<string>('subCategoryId', { subscription: { value: true } }).input.value;
  useEffect(() => {
    if (categories.length === 0) return;
    const category = categories.find((c) => c._id === categoryId);
    if (subCategoryId && !category?.subcategories.some((sub) => sub._id === subCategoryId)) form.change('subCategoryId', '');
  }, [categories, categoryId, subCategoryId, form]);
  return null;
}

interface ItemModalProps {
  show: boolean;
  categories: MenuCategoryView[];
  /** The item being edited; none to add one. */
  item: MenuItemView | null;
  /** Where a new item goes unless the manager picks another place. */
  defaultCategoryId: string;
  defaultSubCategoryId: string;
  onClose: () => void;
}

/** 'Dodaj stavku' / 'Izmeni stavku': its category, subcategory, name and price in RSD. */
export function ItemModal({ show, categories, item: requested, defaultCategoryId, defaultSubCategoryId, onClose }: ItemModalProps) {
  const item = useKeptWhileClosing(show, requested);
  const [addItem] = useAddMenuItemMutation();
  const [editItem] = useEditMenuItemMutation();
  const t = useMessages();
  const initialValues = useMemo<ItemFormValues>(
    () =>
      item
        ? { categoryId: item.categoryId, subCategoryId: item.subCategoryId, name: item.name, nameEn: item.nameEn ?? '', price: priceText(item.price) }
        : { categoryId: defaultCategoryId, subCategoryId: defaultSubCategoryId, name: '', nameEn: '', price: '' },
    [item, defaultCategoryId, defaultSubCategoryId],
  );

  async function save(values: ItemFormValues) {
    const category = categories.find((c) => c._id === values.categoryId);
    const body: MenuItemInput = {
      name: values.name ?? '',
      nameEn: values.nameEn ?? '',
      // The form's schema has already accepted the text ('850,50'), so it reads as a number.
      price: parsePrice(values.price) ?? Number.NaN,
      categoryId: values.categoryId ?? '',
      subCategoryId: values.subCategoryId ?? '',
      category: category?.name ?? '',
      subCategory: category?.subcategories.find((sub) => sub._id === values.subCategoryId)?.name ?? '',
    };
    if (item) {
      await editItem({ itemId: item._id, item: body }).unwrap();
      return t('menuAdmin.itemEdited');
    }
    await addItem(body).unwrap();
    return t('menuAdmin.itemAdded');
  }

  return (
    <FormModal<ItemFormValues>
      show={show}
      title={item ? t('menuAdmin.editItem') : t('menuAdmin.addItem')}
      formLabel={item ? t('menuAdmin.editingItem') : t('menuAdmin.newItem')}
      submitLabel={item ? t('menuAdmin.saveChanges') : t('menuAdmin.addItem')}
      initialValues={initialValues}
      validate={validate}
      save={save}
      onClose={onClose}
      after={<EntityHistory entityType="menu-item" entityId={item?._id} />}
    >
      {({ values }) => {
        const category = categories.find((c) => c._id === values.categoryId);
        return (
          <>
            <KeepSubcategoryInCategory categories={categories} />
            <div className="row">
              <div className="col-12 col-sm-6">
                <SelectField
                  name="categoryId"
                  label={t('menuAdmin.category')}
                  required
                  placeholder={t('menuAdmin.chooseCategory')}
                  options={categories.map((c) => ({ value: c._id, label: c.name }))}
                />
              </div>
              <div className="col-12 col-sm-6">
                <SelectField
                  name="subCategoryId"
                  label={t('menuAdmin.subcategory')}
                  required
                  placeholder={category ? t('menuAdmin.chooseSubcategory') : t('menuAdmin.categoryFirst')}
                  options={(category?.subcategories ?? []).map((sub) => ({ value: sub._id, label: sub.name }))}
                />
              </div>
            </div>
            <TextField name="name" label={t('menuAdmin.itemName')} required placeholder={t('menuAdmin.itemNamePlaceholder')} autoComplete="off" />
            <TextField name="nameEn" label={t('menuAdmin.itemNameEn')} autoComplete="off" hint={t('common.englishTextHint')} />
            <TextField name="price" label={t('menuAdmin.price')} required placeholder={t('menuAdmin.pricePlaceholder')} autoComplete="off" hint={t('menuAdmin.priceHint')} />
          </>
        );
      }}
    </FormModal>
  );
}
