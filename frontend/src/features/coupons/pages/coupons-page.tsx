import { PAGE_SIZES, type CouponView } from '@izlazak/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DashboardPage } from '../../../components/dashboard-page';
import { DataTable, RowActions, TableHead, TableSkeleton } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { TagIcon } from '../../../components/icons';
import { TopBarAddButton } from '../../../components/top-bar/top-bar-add-button';
import { TopBarSearch } from '../../../components/top-bar/top-bar-slots';
import { useCrudList } from '../../../lib/use-crud-list';
import { selectCurrentUser, selectSearch, useAppSelector } from '../../../state/hooks';
import { useDeleteCouponMutation, useListCouponsQuery } from '../api';
import { formatNight } from '../coupon-format';
import { CouponModal } from '../components/coupon-modal';
import { CouponStatus } from '../components/coupon-status';
import { PagedListCard } from '../../../components/paged-list-card';
import '../coupons.css';
import { useMessages } from '../../../lib/locale';

/** Kuponi: the venue's coupons (an admin's: every venue's), 11 per page, searched by name or code. */
export function CouponsPage() {
  const user = useAppSelector(selectCurrentUser);
  const search = useAppSelector(selectSearch);
  const isAdmin = user?.role === 'admin';
  const t = useMessages();
  const [deleteCoupon] = useDeleteCouponMutation();
  const list = useCrudList<CouponView>({
    remove: (coupon) => deleteCoupon(coupon._id).unwrap(),
    removedMessage: t('coupons.deleted'),
    filter: search,
  });
  const coupons = useListCouponsQuery({ page: list.page, size: PAGE_SIZES.coupons, search: search || undefined });
  list.clampPage(coupons.data?.paginationData.total_pages);

  return (
    <DashboardPage title={t('coupons.title')} subtitle={t(isAdmin ? 'coupons.subtitleAdmin' : 'coupons.subtitle')}>
      <TopBarAddButton label={t('coupons.addButton')} onClick={list.openAdd} />
      <TopBarSearch />

      <PagedListCard
        title={search ? t('coupons.results', { search }) : t('coupons.list')}
        query={coupons}
        page={list.page}
        onPageChange={list.setPage}
        unavailable={t('coupons.unavailable')}
        loading={<TableSkeleton rows={6} columns={8} />}
        empty={
          <EmptyState icon={<TagIcon size={28} />}>
            <p className="mb-0">{t(search ? 'coupons.noMatch' : 'coupons.none')}</p>
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable label={t('coupons.list')}>
            <TableHead
              columns={[t('coupons.name'), t('coupons.code'), t('coupons.startDate'), t('coupons.limit'), t('coupons.used'), t('users.status'), t('coupons.discount')]}
              withActions
            />
            <tbody>
              {rows.map((coupon) => (
                <tr key={coupon._id} data-testid="coupon-row">
                  <td>
                    <div className="fw-semibold">{coupon.name}</div>
                    {isAdmin && <div className="small text-body-secondary">{coupon.club}</div>}
                  </td>
                  <td className="coupon-code">{coupon.code}</td>
                  <td className="text-nowrap" title={t('coupons.until', { date: formatNight(coupon.endDate) })}>
                    {formatNight(coupon.startDate)}
                  </td>
                  <td>{coupon.limit}</td>
                  <td>{coupon.used}</td>
                  <td>
                    <CouponStatus active={coupon.status} />
                  </td>
                  <td>{coupon.discount}%</td>
                  <RowActions name={t('coupons.named', { name: coupon.name })} onEdit={() => list.open('edit', coupon)} onDelete={() => list.open('delete', coupon)} />
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </PagedListCard>

      <CouponModal show={list.isOpen('add') || list.isOpen('edit')} coupon={list.isOpen('edit') ? list.item : null} picksVenue={isAdmin} onClose={list.close} />
      <ConfirmDialog show={list.isOpen('delete')} subject={t('coupons.deleteSubject')} busy={list.removing} onConfirm={() => void list.confirmRemove()} onCancel={list.close} />
    </DashboardPage>
  );
}
