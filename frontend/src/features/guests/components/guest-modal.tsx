import { useMemo } from 'react';
import { GUEST_TAGS, guestBookSchema, guestTagLabel, type GuestView, type MessageId } from '@izlazak/contracts';
import { CheckboxField, TextAreaField, TextField } from '../../../components/form/fields';
import { validateWith } from '../../../components/form/validate';
import { FormModal } from '../../../components/form-modal';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useGetGuestQuery, useWriteGuestBookMutation } from '../api';
import { useLocale, useMessages } from '../../../lib/locale';

interface GuestFormValues {
  /** One checkbox per tag every venue has. */
  chosen: Record<string, boolean>;
  /** The venue's own tags, separated by commas. */
  own: string;
  note: string;
}

const isCommon = (tag: string) => (GUEST_TAGS as readonly string[]).includes(tag);
const tagsOf = (values: GuestFormValues) => [
  ...GUEST_TAGS.filter((tag) => values.chosen?.[tag]),
  ...(values.own ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean),
];
const validateEntry = validateWith(guestBookSchema);
const validate = (values: GuestFormValues) => validateEntry({ tags: tagsOf(values), note: values.note ?? '' });

/** The guest's profile: the figures, then the tags and the note the manager edits. */
export function GuestModal({ guestId: requested, onClose }: { guestId: string | null; onClose: () => void }) {
  const show = requested !== null;
  const guestId = useKeptWhileClosing(show, requested);
  const guest = useGetGuestQuery(guestId ?? '', { skip: !guestId, refetchOnMountOrArgChange: true });
  const [writeGuestBook] = useWriteGuestBookMutation();
  const t = useMessages();
  const locale = useLocale();
  const profile = guest.data?._id === guestId ? guest.data : undefined;

  const initialValues = useMemo<GuestFormValues>(
    () => ({
      chosen: Object.fromEntries(GUEST_TAGS.map((tag) => [tag, profile?.tags.includes(tag) ?? false])),
      own: (profile?.tags ?? []).filter((tag) => !isCommon(tag)).join(', '),
      note: profile?.note ?? '',
    }),
    [profile],
  );

  return (
    <FormModal<GuestFormValues>
      show={show}
      onClose={onClose}
      title={profile ? `${profile.firstName} ${profile.lastName}`.trim() : t('guests.profile')}
      formLabel={t('guests.profile')}
      submitLabel={t('guests.save')}
      size="lg"
      initialValues={initialValues}
      loadingLabel={profile ? undefined : t('guests.loading')}
      validate={validate}
      save={async (values) => {
        if (!guestId) return;
        await writeGuestBook({ guestId, tags: tagsOf(values), note: values.note ?? '' }).unwrap();
        return t('guests.saved');
      }}
    >
      {profile && <GuestProfile guest={profile} />}
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('guests.column.tags')}</legend>
        <div className="guest-tag-choices">
          {GUEST_TAGS.map((tag) => (
            <CheckboxField key={tag} name={`chosen.${tag}`} label={guestTagLabel(tag, locale)} className="mb-1" />
          ))}
        </div>
        {profile?.tagsChanged && <div className="form-text">{t('guests.tagsChanged', { name: profile.tagsChanged.byName, at: formatDateTime(profile.tagsChanged.at) })}</div>}
      </fieldset>
      <TextField name="own" label={t('guests.ownTags')} placeholder={t('guests.ownTagsPlaceholder')} />
      <TextAreaField name="note" label={t('guests.note')} rows={3} />
      {profile?.noteChanged && (
        <div className="form-text mt-n2 mb-2">{t('guests.noteChanged', { name: profile.noteChanged.byName, at: formatDateTime(profile.noteChanged.at) })}</div>
      )}
    </FormModal>
  );
}

function GuestProfile({ guest }: { guest: GuestView }) {
  const t = useMessages();
  const figures: [MessageId, string | number][] = [
    ['guests.figure.visits', guest.visits],
    ['guests.figure.listVisits', guest.listVisits],
    ['guests.figure.noShows', guest.noShows],
    ['guests.figure.lateCancellations', guest.lateCancellations],
    ['guests.figure.personsBrought', guest.personsBrought],
    ['guests.figure.lastVisit', guest.lastVisit ? formatDate(guest.lastVisit) : '—'],
    ['guests.figure.favouriteZone', guest.favouriteZone ?? '—'],
    ['guests.figure.reservations', guest.reservations],
    ['guests.figure.waitlisted', guest.waitlisted],
  ];
  return (
    <>
      <p className="mb-2 small">
        {guest.phone} · {guest.email}
      </p>
      <dl className="guest-figures" aria-label={t('guests.figures')}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {guest.merged.length > 0 && (
        <p className="small text-body-secondary">
          {t('guests.merged', { profiles: guest.merged.map((other) => `${other.firstName} ${other.lastName} (${other.phone || other.email})`).join(', ') })}
        </p>
      )}
    </>
  );
}
