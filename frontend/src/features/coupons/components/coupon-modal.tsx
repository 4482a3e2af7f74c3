import { useMemo } from 'react';
import { couponSchema, couponUpdateSchema, type CouponView } from '@izlazak/contracts';
import { useGetVenueNamesQuery } from '../../../api/shared-lookups';
import { CheckboxField, SelectField, TextField } from '../../../components/form/fields';
import { NightField } from '../../../components/form/night-field';
import { validateWith } from '../../../components/form/validate';
import { FormModal } from '../../../components/form-modal';
import { formatNight } from '../coupon-format';
import { useAddCouponMutation, useChangeCouponMutation, type CouponBody } from '../api';
import { useKeptWhileClosing } from '../../../components/use-kept-while-closing';
import { useMessages } from '../../../lib/locale';

/** The form holds what it sends, every field present ('' for the venue a manager's coupon does not pick). */
type CouponFormValues = Required<CouponBody>;

const validateAdd = validateWith(couponSchema);
const validateEdit = validateWith(couponUpdateSchema);

interface CouponModalProps {
  show: boolean;
  /** The coupon being edited; none to add one. */
  coupon: CouponView | null;
  /** An admin picks the venue of a new coupon. */
  picksVenue: boolean;
  onClose: () => void;
}

/** 'Dodaj kupon' and 'Izmeni kupon', 600 px wide; the edit form adds the Status toggle. */
export function CouponModal({ show, coupon: requested, picksVenue, onClose }: CouponModalProps) {
  const coupon = useKeptWhileClosing(show, requested);
  const adding = coupon === null;

  const { data: venues = [] } = useGetVenueNamesQuery(undefined, { skip: !picksVenue || !show || !adding });
  const [addCoupon] = useAddCouponMutation();
  const [changeCoupon] = useChangeCouponMutation();
  const t = useMessages();

  const initialValues = useMemo<CouponFormValues>(
    () => ({
      name: coupon?.name ?? '',
      code: coupon?.code ?? '',
      limit: coupon ? String(coupon.limit) : '',
      discount: coupon ? String(coupon.discount) : '',
      startDate: coupon ? formatNight(coupon.startDate) : '',
      endDate: coupon ? formatNight(coupon.endDate) : '',
      status: coupon?.status ?? true,
      clubId: '',
    }),
    [coupon],
  );

  async function save(values: CouponFormValues) {
    const fields = {
      name: values.name ?? '',
      code: values.code ?? '',
      limit: String(values.limit ?? ''),
      discount: String(values.discount ?? ''),
      startDate: values.startDate ?? '',
      endDate: values.endDate ?? '',
    };
    if (coupon) {
      await changeCoupon({ couponId: coupon._id, coupon: { ...fields, status: values.status } }).unwrap();
      return t('coupons.edited');
    }
    await addCoupon({ ...fields, clubId: values.clubId || undefined }).unwrap();
    return t('coupons.added');
  }

  const validate = (values: CouponFormValues) => {
    const errors = (adding ? validateAdd : validateEdit)(values) ?? {};
    if (picksVenue && adding && !values.clubId) return { ...errors, clubId: t('coupons.venueRequired') };
    return Object.keys(errors).length ? errors : undefined;
  };

  return (
    <FormModal<CouponFormValues>
      show={show}
      width={600}
      title={t(adding ? 'coupons.add' : 'coupons.edit')}
      formLabel={t(adding ? 'coupons.new' : 'coupons.editing')}
      submitLabel={t(adding ? 'coupons.addSubmit' : 'settings.save')}
      initialValues={initialValues}
      validate={validate}
      save={save}
      onClose={onClose}
    >
      {picksVenue && adding && (
        <SelectField
          name="clubId"
          label={t('common.venue')}
          required
          placeholder={t('common.chooseVenue')}
          options={venues.map((venue) => ({ value: venue._id, label: venue.name }))}
        />
      )}
      <TextField name="name" label={t('coupons.name')} required autoComplete="off" placeholder={t('coupons.namePlaceholder')} />
      <TextField name="code" label={t('coupons.code')} required autoComplete="off" placeholder={t('coupons.codePlaceholder')} />
      <div className="row">
        <div className="col-6">
          <TextField name="limit" label={t('coupons.limit')} type="number" required placeholder={t('coupons.limitPlaceholder')} />
        </div>
        <div className="col-6">
          <TextField name="discount" label={t('coupons.discount')} type="number" required placeholder={t('coupons.discountPlaceholder')} />
        </div>
      </div>
      <div className="row">
        <div className="col-12 col-sm-6">
          <NightField name="startDate" label={t('coupons.startDate')} required />
        </div>
        <div className="col-12 col-sm-6">
          <NightField name="endDate" label={t('coupons.endDate')} required />
        </div>
      </div>
      {!adding && <CheckboxField name="status" label={t('users.status')} asSwitch />}
    </FormModal>
  );
}
