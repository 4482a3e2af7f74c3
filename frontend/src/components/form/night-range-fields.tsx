import { useId } from 'react';
import { useMessages } from '../../lib/locale';
import { DateInput } from './date-input';

interface NightRange {
  from: string;
  to: string;
}

/** 'Od noći' and 'Do noći' of a screen that sums up nights; a start after the end moves the end with it. */
export function NightRangeFields({ from, to, onChange }: NightRange & { onChange: (range: Partial<NightRange>) => void }) {
  const t = useMessages();
  const ids = { from: useId(), to: useId() };
  return (
    <>
      <div>
        <label className="form-label" htmlFor={ids.from}>
          {t('reports.from')}
        </label>
        <DateInput id={ids.from} value={from} required onChange={(iso) => iso && onChange({ from: iso, ...(iso > to ? { to: iso } : {}) })} />
      </div>
      <div>
        <label className="form-label" htmlFor={ids.to}>
          {t('reports.to')}
        </label>
        <DateInput id={ids.to} value={to} min={from} required onChange={(iso) => iso && onChange({ to: iso })} />
      </div>
    </>
  );
}
