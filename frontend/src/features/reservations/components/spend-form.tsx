import { useId, useMemo, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { DEFAULT_LOCALE, MAX_SPEND_QUANTITY, formatRsd, spentItemsTotal, t as format, type Locale, type MenuItemView, type ReservationView } from '@izlazak/contracts';
import { useGetVenueMenuItemsQuery } from '../../../api/shared-lookups';
import { notifySuccess } from '../../../components/notify';
import { useRecordSpendMutation, type SpendBody } from '../spend-api';
import { useLocale, useMessages } from '../../../lib/locale';
import './spend-form.css';

/** Statuses whose table may have spent something: the guests came, or a confirmed booking the door did not mark. */
const SERVED = new Set<ReservationView['status']>(['Arrived', 'Complete']);
/** How many matches of the menu search show at once: a phone's screen, not the whole menu. */
const SHOWN_MATCHES = 8;

export const mayRecordSpend = (reservation: Pick<ReservationView, 'status'>) => SERVED.has(reservation.status);

/** What the spend says against the terms' minimum, in the venue's words. */
export function spendVerdict(spend: NonNullable<ReservationView['spend']>, locale: Locale = DEFAULT_LOCALE): string {
  if (spend.minimumSpend === null) return formatRsd(spend.amount);
  const verdict = { amount: formatRsd(spend.amount), minimum: formatRsd(spend.minimumSpend) };
  return format(spend.minimumSpendMet ? 'spend.verdict.met' : 'spend.verdict.notMet', verdict, locale);
}

/** A line of the spend being written: the item, its price as the form knows it, and how many. */
interface SpendLine {
  itemId: string;
  name: string;
  price: number;
  quantity: string;
}

const quantityOf = (line: SpendLine) => Number(line.quantity) || 0;
const linesTotal = (lines: SpendLine[]) => spentItemsTotal(lines.map((line) => ({ price: line.price, quantity: quantityOf(line) })));

type SpendFormReservation = Pick<ReservationView, '_id' | 'clubId' | 'status' | 'spend' | 'terms'>;

/** The lines recorded before, priced as the menu has them now (what the server will charge again). */
function recordedLines(spend: SpendFormReservation['spend'], menu: MenuItemView[] | undefined): SpendLine[] {
  return (spend?.items ?? []).map((item) => ({ ...item, price: menu?.find((onMenu) => onMenu._id === item.itemId)?.price ?? item.price, quantity: String(item.quantity) }));
}

/**
 * 'Potrošnja': what the table spent against the minimum of the guest's terms, in whole dinars typed,
 * or item by item from the venue's menu with the running total (the server prices them the same).
 */
export function SpendForm({ reservation }: { reservation: SpendFormReservation }) {
  const amountId = useId();
  const { data: menu } = useGetVenueMenuItemsQuery(reservation.clubId, { refetchOnMountOrArgChange: true });
  const [amount, setAmount] = useState(reservation.spend && reservation.spend.items.length === 0 ? String(reservation.spend.amount) : '');
  const [editedLines, setLines] = useState<SpendLine[] | null>(null);
  const lines = editedLines ?? recordedLines(reservation.spend, menu);
  const [record, recording] = useRecordSpendMutation();
  const t = useMessages();
  const locale = useLocale();
  const minimum = reservation.terms?.minimumSpend ?? 0;
  const byItems = lines.length > 0;

  const add = (item: MenuItemView) => {
    const existing = lines.find((line) => line.itemId === item._id);
    setLines(
      existing
        ? lines.map((line) => (line === existing ? { ...line, quantity: String(Math.min(quantityOf(line) + 1, MAX_SPEND_QUANTITY)) } : line))
        : [...lines, { itemId: item._id, name: item.name, price: item.price, quantity: '1' }],
    );
  };
  const setQuantity = (itemId: string, quantity: string) => setLines(lines.map((line) => (line.itemId === itemId ? { ...line, quantity } : line)));
  const remove = (itemId: string) => setLines(lines.filter((line) => line.itemId !== itemId));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const spend: SpendBody = byItems ? { items: lines.map((line) => ({ itemId: line.itemId, quantity: quantityOf(line) })) } : { amount: amount.replace(/[\s.]/g, '') };
    try {
      await record({ id: reservation._id, spend }).unwrap();
      notifySuccess(t('spend.recorded'));
    } catch {
      // The error catalogue has shown why.
    }
  }

  return (
    <form className="spend-form mt-4" onSubmit={(event) => void submit(event)} data-testid="spend-form">
      <h3 className="h6 mb-2">{t('spend.title')}</h3>
      {reservation.spend && (
        <p className={`small mb-2 ${reservation.spend.minimumSpendMet === false ? 'text-danger-emphasis' : 'text-body-secondary'}`} data-testid="spend-verdict">
          {spendVerdict(reservation.spend, locale)}
        </p>
      )}
      {!reservation.spend && minimum > 0 && <p className="small text-body-secondary mb-2">{t('spend.minimum', { amount: formatRsd(minimum) })}</p>}

      {menu && menu.length > 0 && <MenuItemSearch menu={menu} onPick={add} />}
      {byItems && <SpendLines lines={lines} onQuantity={setQuantity} onRemove={remove} />}

      <div className="d-flex flex-wrap gap-2 align-items-end">
        {byItems ? (
          <p className="mb-0 me-auto fw-semibold" data-testid="spend-items-total">
            {t('spend.total', { amount: formatRsd(linesTotal(lines)) })}
          </p>
        ) : (
          <div>
            <label className="form-label" htmlFor={amountId}>
              {t('spend.amount')}
            </label>
            <input id={amountId} className="form-control" inputMode="numeric" value={amount} required onChange={(change) => setAmount(change.target.value)} />
          </div>
        )}
        <Button type="submit" variant="primary" disabled={recording.isLoading || (!byItems && amount.trim() === '')}>
          {recording.isLoading && <Spinner animation="border" size="sm" className="me-1" />}
          {t('spend.save')}
        </Button>
      </div>
    </form>
  );
}

const normalized = (text: string) =>
  text
    .toLocaleLowerCase('sr-Latn')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'dj');

/** 'Dodaj sa menija': the venue's items matching what is typed (name, category or subcategory); a tap adds one. */
function MenuItemSearch({ menu, onPick }: { menu: MenuItemView[]; onPick: (item: MenuItemView) => void }) {
  const id = useId();
  const t = useMessages();
  const [search, setSearch] = useState('');
  const matches = useMemo(() => {
    const wanted = normalized(search.trim());
    if (!wanted) return [];
    return menu.filter((item) => normalized(`${item.name} ${item.category} ${item.subCategory}`).includes(wanted)).slice(0, SHOWN_MATCHES);
  }, [menu, search]);
  const pick = (item: MenuItemView) => {
    onPick(item);
    setSearch('');
  };

  return (
    <div className="mb-2">
      <label className="form-label" htmlFor={id}>
        {t('spend.fromMenu')}
      </label>
      <input
        id={id}
        className="form-control"
        type="search"
        placeholder={t('spend.searchPlaceholder')}
        value={search}
        autoComplete="off"
        onChange={(change) => setSearch(change.target.value)}
      />
      {search.trim() !== '' && (
        <ul className="list-group mt-1" data-testid="spend-menu-matches">
          {matches.length === 0 && <li className="list-group-item small text-body-secondary">{t('spend.noMatches')}</li>}
          {matches.map((item) => (
            <li key={item._id} className="list-group-item p-0">
              <button type="button" className="btn btn-link w-100 d-flex justify-content-between gap-2 text-start text-decoration-none" onClick={() => pick(item)}>
                <span>
                  {item.name} <span className="small text-body-secondary">· {item.category}</span>
                </span>
                <span className="text-nowrap">{formatRsd(item.price)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The items added, each with its quantity (1–999) and line total; removing the last one goes back to the amount. */
function SpendLines({ lines, onQuantity, onRemove }: { lines: SpendLine[]; onQuantity: (itemId: string, quantity: string) => void; onRemove: (itemId: string) => void }) {
  const t = useMessages();
  return (
    <ul className="list-unstyled mb-2" data-testid="spend-lines">
      {lines.map((line) => (
        <li key={line.itemId} className="py-2 border-bottom">
          <div className="d-flex align-items-start gap-2">
            <span className="flex-grow-1">{line.name}</span>
            <Button variant="outline-secondary" size="sm" aria-label={t('spend.remove', { item: line.name })} onClick={() => onRemove(line.itemId)}>
              ×
            </Button>
          </div>
          <div className="d-flex align-items-center gap-2 small">
            <span className="text-body-secondary text-nowrap">{formatRsd(line.price)} ×</span>
            <input
              className="form-control form-control-sm spend-form__quantity"
              type="number"
              min={1}
              max={MAX_SPEND_QUANTITY}
              step={1}
              inputMode="numeric"
              aria-label={t('spend.quantity', { item: line.name })}
              value={line.quantity}
              required
              onChange={(change) => onQuantity(line.itemId, change.target.value)}
            />
            <span className="ms-auto text-nowrap">{formatRsd(line.price * quantityOf(line))}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
