import { useMemo } from 'react';
import { menuCategorySchema, type MenuCategoryView } from '@izlazak/contracts';
import { TextField } from '../../../components/form/fields';
import { validateWith } from '../../../components/form/validate';
import { FormModal } from '../../../components/form-modal';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';
import { useAddMenuCategoryMutation, useRenameMenuCategoryMutation } from '../api';

const validate = validateWith(menuCategorySchema);

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
  const initialValues = useMemo(() => ({ name: category?.name ?? '' }), [category]);

  async function save(values: { name: string }) {
    if (category) {
      await renameCategory({ categoryId: category._id, name: values.name ?? '' }).unwrap();
      return 'Kategorija uspešno izmenjen';
    }
    await addCategory({ name: values.name ?? '' }).unwrap();
    return 'Kategorija uspešno dodana';
  }

  return (
    <FormModal<{ name: string }>
      show={show}
      title={category ? 'Izmeni kategoriju' : 'Dodaj kategoriju'}
      formLabel={category ? 'Izmena kategorije' : 'Nova kategorija'}
      submitLabel={category ? 'Sačuvaj izmene' : 'Dodaj kategoriju'}
      initialValues={initialValues}
      validate={validate}
      save={save}
      onClose={onClose}
    >
      <TextField name="name" label="Naziv kategorije" required placeholder="npr. Kokteli" autoComplete="off" />
    </FormModal>
  );
}
