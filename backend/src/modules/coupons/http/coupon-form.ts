import type { CouponUpdateInput } from '@izlazak/contracts';

type CouponForm = Pick<CouponUpdateInput, 'name' | 'code' | 'limit' | 'discount' | 'startDate' | 'endDate' | 'status'>;
type DetailsOf<Form extends CouponForm> = Pick<Form, 'name' | 'code' | 'limit' | 'discount' | 'startDate' | 'endDate'> & { active: Form['status'] };

/** The coupon form's fields as the decider names them: the form's status is whether the coupon is active. */
export const couponDetailsOf = <Form extends CouponForm>(form: Form): DetailsOf<Form> => ({
  name: form.name,
  code: form.code,
  limit: form.limit,
  discount: form.discount,
  startDate: form.startDate,
  endDate: form.endDate,
  active: form.status,
});
