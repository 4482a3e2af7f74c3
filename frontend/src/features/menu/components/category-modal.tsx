import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { menuCategorySchema, type MenuCategoryView } from '@izlazak/contracts';
import { serverFieldErrors } from '../../../api/error-catalogue';
import { TextField } from '../../../components/form/fields';
import { nestErrors, validateWith } from '../../../components/form/validate';
import { Modal } from '../../../components/modal';
import { notifySuccess } from '../../../components/notify';
import { useAddMenuCategoryMutation, useRenameMenuCategoryMutation } from '../api';
import { FormActions, retained } from './form-actions';

const validate = validateWith(menuCategorySchema);

interface CategoryModalProps {
  show: boolean;
  /** The category being renamed; none to add one. */
  category: MenuCategoryView | null;
  onClose: () => void;
}

/** 'Dodaj kategoriju' / 'Izmeni kategoriju': a category's name. */
export function CategoryModal({ show, category: requested, onClose }: CategoryModalProps) {
  const [kept, keep] = useState(requested);
  const category = retained(show, requested, kept, keep);
  const [addCategory] = useAddMenuCategoryMutation();
  const [renameCategory] = useRenameMenuCategoryMutation();
  const initialValues = useMemo(() => ({ name: category?.name ?? '' }), [category]);

  async function onSubmit(values: { name: string }) {
    try {
      if (category) {
        await renameCategory({ categoryId: category._id, name: values.name ?? '' }).unwrap();
        notifySuccess('Kategorija uspešno izmenjen');
      } else {
        await addCategory({ name: values.name ?? '' }).unwrap();
        notifySuccess('Kategorija uspešno dodana');
      }
      onClose();
      return undefined;
    } catch (error) {
      return nestErrors(serverFieldErrors(error));
    }
  }

  return (
    <Modal show={show} title={category ? 'Izmeni kategoriju' : 'Dodaj kategoriju'} onClose={onClose} staticBackdrop>
      <Form<{ name: string }> onSubmit={onSubmit} initialValues={initialValues} validate={validate}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={category ? 'Izmena kategorije' : 'Nova kategorija'}>
            <TextField name="name" label="Naziv kategorije" required placeholder="npr. Kokteli" autoComplete="off" />
            <FormActions submitting={submitting} submitLabel={category ? 'Sačuvaj izmene' : 'Dodaj kategoriju'} onCancel={onClose} />
          </form>
        )}
      </Form>
    </Modal>
  );
}
