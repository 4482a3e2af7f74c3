import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { menuSubcategorySchema, type MenuCategoryView, type MenuSubcategoryView } from '@izlazak/contracts';
import { serverFieldErrors } from '../../../api/error-catalogue';
import { SelectField, TextField } from '../../../components/form/fields';
import { nestErrors, validateWith } from '../../../components/form/validate';
import { Modal } from '../../../components/modal';
import { notifySuccess } from '../../../components/notify';
import { useAddMenuSubcategoryMutation, useRenameMenuSubcategoryMutation } from '../api';
import { FormActions, retained } from './form-actions';

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
  const [kept, keep] = useState(requested);
  const subcategory = retained(show, requested, kept, keep);
  const [addSubcategory] = useAddMenuSubcategoryMutation();
  const [renameSubcategory] = useRenameMenuSubcategoryMutation();
  const initialValues = useMemo<SubcategoryFormValues>(
    () => ({ categoryId: subcategory?.categoryId ?? (categories.some((c) => c._id === defaultCategoryId) ? defaultCategoryId : ''), name: subcategory?.name ?? '' }),
    [subcategory, categories, defaultCategoryId],
  );
  const options = categories.map((category) => ({ value: category._id, label: category.name }));

  async function onSubmit(values: SubcategoryFormValues) {
    try {
      if (subcategory) {
        await renameSubcategory({ categoryId: subcategory.categoryId, subCategoryId: subcategory._id, name: values.name ?? '' }).unwrap();
        notifySuccess('Podkategorija uspešno izmenjen');
      } else {
        await addSubcategory({ categoryId: values.categoryId, name: values.name ?? '' }).unwrap();
        notifySuccess('Podkategorija uspešno dodana');
      }
      onClose();
      return undefined;
    } catch (error) {
      return nestErrors(serverFieldErrors(error));
    }
  }

  return (
    <Modal show={show} title={subcategory ? 'Izmeni podkategoriju' : 'Dodaj podkategoriju'} onClose={onClose} staticBackdrop>
      <Form<SubcategoryFormValues> onSubmit={onSubmit} initialValues={initialValues} validate={validate}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={subcategory ? 'Izmena podkategorije' : 'Nova podkategorija'}>
            {!subcategory && <SelectField name="categoryId" label="Kategorija" required placeholder="Izaberite kategoriju" options={options} />}
            <TextField name="name" label="Naziv podkategorije" required placeholder="npr. Klasični" autoComplete="off" />
            <FormActions submitting={submitting} submitLabel={subcategory ? 'Sačuvaj izmene' : 'Dodaj podkategoriju'} onCancel={onClose} />
          </form>
        )}
      </Form>
    </Modal>
  );
}
