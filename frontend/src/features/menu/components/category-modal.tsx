import { useMemo } from 'react';
import { menuCategorySchema, type MenuCategoryView } from '@izlazak/contracts';
import { TextField } from '../../../components/form/fields';
import { validateWith } from '../../../components/form/validate';
import { FormModal } from '../../../components/form-modal';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';
import { useAddMenuCategoryMutation, useRenameMenuCategoryMutation } from '../api';
import { useMessages } from '../../../lib/locale';

const validate = validateWith(menuCategorySchema);

interface CategoryFormValues {
  name: string;
  /** The name in English; '' for none. */
  nameEn: string;
}

interface CategoryModalProps {
  show: boolean;
  /** The category being renamed; none to add one. */
  category: MenuCategoryView | null;
  onClose: () => void;
}

/** 'Dodaj kategoriju' / 'Izmeni kategoriju': a category's name. */
export function CategoryModal({ show, category: requested, onClose }: CategoryModalProps) {
  const category = useKeptWhileClosing(show, requested);
  const [addCategory] = useAddMenuCategoryMutation();
  const [renameCategory] = useRenameMenuCategoryMutation();
  const t = useMessages();
  const initialValues = useMemo<CategoryFormValues>(() => ({ name: category?.name ?? '', nameEn: category?.nameEn ?? '' }), [category]);

  async function save(values: CategoryFormValues) {
    if (category) {
      await renameCategory({ categoryId: category._id, name: values.name ?? '', nameEn: values.nameEn ?? '' }).unwrap();
      return t('menuAdmin.categoryEdited');
    }
    await addCategory({ name: values.name ?? '', nameEn: values.nameEn ?? '' }).unwrap();
    return t('menuAdmin.categoryAdded');
  }

  return (
    <FormModal<CategoryFormValues>
      show={show}
      title={category ? t('menuAdmin.editCategory') : t('menuAdmin.addCategory')}
      formLabel={category ? t('menuAdmin.editingCategory') : t('menuAdmin.newCategory')}
      submitLabel={category ? t('menuAdmin.saveChanges') : t('menuAdmin.addCategory')}
      initialValues={initialValues}
      validate={validate}
      save={save}
      onClose={onClose}
    >
      <TextField name="name" label={t('menuAdmin.categoryName')} required placeholder={t('menuAdmin.categoryNamePlaceholder')} autoComplete="off" />
      <TextField name="nameEn" label={t('menuAdmin.categoryNameEn')} autoComplete="off" hint={t('common.englishTextHint')} />
    </FormModal>
  );
}
