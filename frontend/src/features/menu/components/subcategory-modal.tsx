import { useMemo } from 'react';
import { menuSubcategorySchema, type MenuCategoryView, type MenuSubcategoryView } from '@izlazak/contracts';
import { SelectField, TextField } from '../../../components/form/fields';
import { validateWith } from '../../../components/form/validate';
import { FormModal } from '../../../components/form-modal';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';
import { useAddMenuSubcategoryMutation, useRenameMenuSubcategoryMutation } from '../api';
import { useMessages } from '../../../lib/locale';

interface SubcategoryFormValues {
  categoryId: string;
  name: string;
  /** The name in English; '' for none. */
  nameEn: string;
}

const validateSchema = validateWith(menuSubcategorySchema);

interface SubcategoryModalProps {
  show: boolean;
  categories: MenuCategoryView[];
  /** The subcategory being renamed; none to add one. */
  subcategory: MenuSubcategoryView | null;
  /** The category a new subcategory goes into unless the manager picks another. */
  defaultCategoryId: string;
  onClose: () => void;
}

/** 'Dodaj podkategoriju' / 'Izmeni podkategoriju': its category and name. */
export function SubcategoryModal({ show, categories, subcategory: requested, defaultCategoryId, onClose }: SubcategoryModalProps) {
  const subcategory = useKeptWhileClosing(show, requested);
  const [addSubcategory] = useAddMenuSubcategoryMutation();
  const [renameSubcategory] = useRenameMenuSubcategoryMutation();
  const t = useMessages();
  const validate = (values: SubcategoryFormValues) => {
    const errors = validateSchema(values) ?? {};
    return values.categoryId ? errors : { ...errors, categoryId: t('menuAdmin.categoryRequired') };
  };
  const initialValues = useMemo<SubcategoryFormValues>(
    () => ({
      categoryId: subcategory?.categoryId ?? (categories.some((c) => c._id === defaultCategoryId) ? defaultCategoryId : ''),
      name: subcategory?.name ?? '',
      nameEn: subcategory?.nameEn ?? '',
    }),
    [subcategory, categories, defaultCategoryId],
  );
  const options = categories.map((category) => ({ value: category._id, label: category.name }));

  async function save(values: SubcategoryFormValues) {
    if (subcategory) {
      await renameSubcategory({ categoryId: subcategory.categoryId, subCategoryId: subcategory._id, name: values.name ?? '', nameEn: values.nameEn ?? '' }).unwrap();
      return t('menuAdmin.subcategoryEdited');
    }
    await addSubcategory({ categoryId: values.categoryId, name: values.name ?? '', nameEn: values.nameEn ?? '' }).unwrap();
    return t('menuAdmin.subcategoryAdded');
  }

  return (
    <FormModal<SubcategoryFormValues>
      show={show}
      title={subcategory ? t('menuAdmin.editSubcategory') : t('menuAdmin.addSubcategory')}
      formLabel={subcategory ? t('menuAdmin.editingSubcategory') : t('menuAdmin.newSubcategory')}
      submitLabel={subcategory ? t('menuAdmin.saveChanges') : t('menuAdmin.addSubcategory')}
      initialValues={initialValues}
      validate={validate}
      save={save}
      onClose={onClose}
    >
      {!subcategory && <SelectField name="categoryId" label={t('menuAdmin.category')} required placeholder={t('menuAdmin.chooseCategory')} options={options} />}
      <TextField name="name" label={t('menuAdmin.subcategoryName')} required placeholder={t('menuAdmin.subcategoryNamePlaceholder')} autoComplete="off" />
      <TextField name="nameEn" label={t('menuAdmin.subcategoryNameEn')} autoComplete="off" hint={t('common.englishTextHint')} />
    </FormModal>
  );
}
