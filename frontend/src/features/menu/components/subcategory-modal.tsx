import { useMemo } from 'react';
import { menuSubcategorySchema, type MenuCategoryView, type MenuSubcategoryView } from '@izlazak/contracts';
import { SelectField, TextField } from '../../../components/form/fields';
import { validateWith } from '../../../components/form/validate';
import { FormModal } from '../../../components/form-modal';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';
import { useAddMenuSubcategoryMutation, useRenameMenuSubcategoryMutation } from '../api';

interface SubcategoryFormValues {
  categoryId: string;
  name: string;
}

const validateSchema = validateWith(menuSubcategorySchema);
const validate = (values: SubcategoryFormValues) => {
  const errors = validateSchema(values) ?? {};
  return values.categoryId ? errors : { ...errors, categoryId: 'Kategorija je obavezno polje' };
};

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
  const initialValues = useMemo<SubcategoryFormValues>(
    () => ({ categoryId: subcategory?.categoryId ?? (categories.some((c) => c._id === defaultCategoryId) ? defaultCategoryId : ''), name: subcategory?.name ?? '' }),
    [subcategory, categories, defaultCategoryId],
  );
  const options = categories.map((category) => ({ value: category._id, label: category.name }));

  async function save(values: SubcategoryFormValues) {
    if (subcategory) {
      await renameSubcategory({ categoryId: subcategory.categoryId, subCategoryId: subcategory._id, name: values.name ?? '' }).unwrap();
      return 'Podkategorija uspešno izmenjen';
    }
    await addSubcategory({ categoryId: values.categoryId, name: values.name ?? '' }).unwrap();
    return 'Podkategorija uspešno dodana';
  }

  return (
    <FormModal<SubcategoryFormValues>
      show={show}
      title={subcategory ? 'Izmeni podkategoriju' : 'Dodaj podkategoriju'}
      formLabel={subcategory ? 'Izmena podkategorije' : 'Nova podkategorija'}
      submitLabel={subcategory ? 'Sačuvaj izmene' : 'Dodaj podkategoriju'}
      initialValues={initialValues}
      validate={validate}
      save={save}
      onClose={onClose}
    >
      {!subcategory && <SelectField name="categoryId" label="Kategorija" required placeholder="Izaberite kategoriju" options={options} />}
      <TextField name="name" label="Naziv podkategorije" required placeholder="npr. Klasični" autoComplete="off" />
    </FormModal>
  );
}
