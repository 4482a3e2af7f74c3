import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { Form, useField, useForm } from 'react-final-form';
import { FORM_ERROR } from 'final-form';
import { SOCIAL_MEDIA_NAMES, check, siteDataSchema, type SiteData, type SiteDataInput } from '@izlazak/contracts';
import { serverFieldErrors } from '../../../api/error-catalogue';
import { textValues } from '../../../components/form/text-values';
import { SelectField, TextAreaField, TextField } from '../../../components/form/fields';
import { nestErrors, validateWith } from '../../../components/form/validate';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { notifySuccess } from '../../../components/notify';
import { useUpdateSiteMutation } from '../api';
import { SettingsCard } from '../../../components/settings-card';
import { useMessages } from '../../../lib/locale';

type SocialMediaLink = SiteDataInput['socialMedia'][number];

/** The form edits only the fields of the site data, not the record's `_id` or `updatedAt`. */
function toFormValues(site: SiteData): SiteDataInput {
  return {
    ...textValues(site, ['name', 'location', 'type', 'description', 'email', 'mobile', 'mobile2']),
    socialMedia: (site.socialMedia ?? []).map(({ name, link }) => ({ name, link })),
    workingHours: (site.workingHours ?? []).map(({ _id, day, from, to, closed, alwaysOpen }) => ({
      ...(_id ? { _id } : {}),
      day,
      from,
      to,
      closed,
      alwaysOpen,
    })),
  };
}

const validate = validateWith(siteDataSchema);

function SocialMediaList() {
  const form = useForm<SiteDataInput>();
  const {
    input: { value: links },
  } = useField<SocialMediaLink[]>('socialMedia', { subscription: { value: true } });
  const list = Array.isArray(links) ? links : [];
  const t = useMessages();
  const unused = SOCIAL_MEDIA_NAMES.filter((name) => !list.some((link) => link.name === name));

  const add = () => form.change('socialMedia', [...list, { name: unused[0] ?? SOCIAL_MEDIA_NAMES[0], link: '' }]);
  const remove = (index: number) =>
    form.change(
      'socialMedia',
      list.filter((_, i) => i !== index),
    );

  return (
    <fieldset className="mb-2">
      <legend className="h6 mb-1">{t('siteAdmin.social')}</legend>
      <p className="small text-body-secondary mb-3">{t('siteAdmin.socialIntro')}</p>
      {list.length === 0 && <p className="small text-body-secondary fst-italic">{t('siteAdmin.noSocial')}</p>}
      {list.map((link, index) => (
        <div className="row g-2 align-items-start mb-2 social-row" key={index} data-testid="social-media-row">
          <div className="col-12 col-sm-4">
            <SelectField
              name={`socialMedia[${index}].name`}
              label={t('siteAdmin.socialNumbered', { number: index + 1 })}
              hiddenLabel
              className="mb-0"
              options={SOCIAL_MEDIA_NAMES.map((name) => ({
                value: name,
                label: name,
                disabled: name !== link.name && list.some((other) => other.name === name),
              }))}
            />
          </div>
          <div className="col">
            <TextField
              name={`socialMedia[${index}].link`}
              label={t('siteAdmin.linkFor', { name: link.name })}
              hiddenLabel
              type="url"
              placeholder={t('siteAdmin.linkPlaceholder')}
              className="mb-0 social-row__link"
            />
          </div>
          <div className="col-auto">
            <Button
              variant="outline-danger"
              onClick={() => remove(index)}
              aria-label={t('siteAdmin.removeNamed', { name: link.name || t('siteAdmin.socialNetwork') })}
              title={t('siteAdmin.remove')}
            >
              <TrashIcon size={16} />
            </Button>
          </div>
        </div>
      ))}
      <Button variant="outline-primary" size="sm" onClick={add} disabled={unused.length === 0} className="mt-1">
        <PlusIcon size={14} className="me-1" />
        {t('siteAdmin.addSocial')}
      </Button>
    </fieldset>
  );
}

/** The admin's site-wide data: what the public footer and contact page show. */
export function SiteSettingsForm({ site }: { site: SiteData }) {
  const [updateSite] = useUpdateSiteMutation();
  const t = useMessages();
  const initialValues = useMemo(() => toFormValues(site), [site]);

  async function onSubmit(values: SiteDataInput) {
    const checked = check(values, siteDataSchema);
    if (checked.errors) return nestErrors(Object.fromEntries(checked.errors.map((e) => [e.field, e.message])));
    try {
      await updateSite(checked.value).unwrap();
      notifySuccess(t('siteAdmin.saved'));
      return undefined;
    } catch (error) {
      // The toast already names the problem; field errors also go under their fields.
      return nestErrors(serverFieldErrors(error)) ?? { [FORM_ERROR]: t('siteAdmin.notSaved') };
    }
  }

  return (
    <Form<SiteDataInput> onSubmit={onSubmit} initialValues={initialValues} validate={validate}>
      {(form) => (
        <SettingsCard title={t('siteAdmin.title')} intro={t('siteAdmin.intro')} updatedAt={site.updatedAt} form={form}>
          <div className="row">
            <div className="col-12 col-md-6">
              <TextField name="name" label={t('siteAdmin.name')} required autoComplete="organization" />
            </div>
            <div className="col-12 col-md-6">
              <TextField name="type" label={t('siteAdmin.type')} placeholder={t('siteAdmin.typePlaceholder')} />
            </div>
            <div className="col-12 col-md-6">
              <TextField name="email" label={t('siteAdmin.email')} type="email" required autoComplete="email" />
            </div>
            <div className="col-12 col-md-6">
              <TextField name="location" label={t('siteAdmin.location')} placeholder={t('siteAdmin.locationPlaceholder')} />
            </div>
            <div className="col-12 col-md-6">
              <TextField name="mobile" label={t('siteAdmin.mobile')} type="tel" placeholder={t('siteAdmin.mobilePlaceholder')} />
            </div>
            <div className="col-12 col-md-6">
              <TextField name="mobile2" label={t('siteAdmin.mobile2')} type="tel" placeholder={t('siteAdmin.mobilePlaceholder')} />
            </div>
            <div className="col-12">
              <TextAreaField name="description" label={t('siteAdmin.description')} rows={4} />
            </div>
          </div>
          <hr className="my-4" />
          <SocialMediaList />
        </SettingsCard>
      )}
    </Form>
  );
}
