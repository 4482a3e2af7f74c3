import { useMemo } from 'react';
import { Field } from 'react-final-form';
import { PUBLIC_EVENT_TYPES, PUBLIC_EVENT_TYPE_MESSAGES, type IntegrationKeyView, type PublicEventType } from '@izlazak/contracts';
import { SelectField, TextField } from '../../../components/form/fields';
import { FormModal } from '../../../components/form-modal';
import { useMessages } from '../../../lib/locale';
import { useCreateWebhookMutation } from '../api';

interface WebhookModalProps {
  show: boolean;
  keys: IntegrationKeyView[];
  onClose: () => void;
  onCreated: (secret: string) => void;
}

interface WebhookFormValues {
  url: string;
  keyId: string;
  types: PublicEventType[];
}

const nothingToSend = (values: WebhookFormValues) => !values.keyId || !values.types?.length;

/** A new endpoint: where to POST, which events, and the key whose venues it sees. */
export function WebhookModal({ show, keys, onClose, onCreated }: WebhookModalProps) {
  const liveKeys = keys.filter((key) => key.revokedAt === null);
  const firstKey = keys.find((key) => key.revokedAt === null)?._id ?? '';
  const [createWebhook] = useCreateWebhookMutation();
  const t = useMessages();
  const initialValues = useMemo<WebhookFormValues>(() => ({ url: 'https://', keyId: firstKey, types: ['reservation.placed'] }), [firstKey]);

  async function save(values: WebhookFormValues) {
    const created = await createWebhook({ url: (values.url ?? '').trim(), types: values.types, keyId: values.keyId }).unwrap();
    onCreated(created.secret);
  }

  return (
    <FormModal<WebhookFormValues>
      show={show}
      size="lg"
      title={t('integrations.webhookForm.title')}
      formLabel={t('integrations.webhookForm.title')}
      submitLabel={t('integrations.webhookForm.submit')}
      initialValues={initialValues}
      save={save}
      submitDisabled={nothingToSend}
      onClose={onClose}
    >
      <TextField name="url" label={t('integrations.webhookForm.url')} type="url" autoComplete="off" />
      <SelectField
        name="keyId"
        label={t('integrations.webhookForm.key')}
        disabled={liveKeys.length === 0}
        placeholder={liveKeys.length === 0 ? t('integrations.webhookForm.keyFirst') : undefined}
        options={liveKeys.map((key) => ({ value: key._id, label: `${key.name} (${key.prefix}…)` }))}
        hint={t('integrations.webhookForm.keyHint')}
      />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('integrations.webhookForm.events')}</legend>
        <div className="integrations-types">
          {PUBLIC_EVENT_TYPES.map((type) => (
            <Field<string> key={type} name="types" type="checkbox" value={type}>
              {({ input }) => (
                <div className="form-check">
                  <input {...input} id={`webhook-type-${type}`} className="form-check-input" />
                  <label className="form-check-label" htmlFor={`webhook-type-${type}`}>
                    {t('integrations.eventTypeNamed', { name: t(PUBLIC_EVENT_TYPE_MESSAGES[type]), type })}
                  </label>
                </div>
              )}
            </Field>
          ))}
        </div>
      </fieldset>
    </FormModal>
  );
}
