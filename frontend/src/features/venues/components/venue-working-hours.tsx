import { WEEKDAYS } from '@izlazak/contracts';
import { ClockIcon } from '../../../components/icons';
import { useGetVenueWorkingHoursQuery } from '../api';
import { WEEK_ORDER, workingHoursText } from './working-hours-text';

interface VenueWorkingHoursProps {
  clubId: string;
  /** The footer's dark variant or the light one of the venue page. */
  variant?: 'footer' | 'page';
}

/** The week's opening hours of a venue, Monday to Sunday, today marked. */
export function VenueWorkingHours({ clubId, variant = 'footer' }: VenueWorkingHoursProps) {
  const { data: days, isLoading, isError } = useGetVenueWorkingHoursQuery(clubId, { skip: !clubId });
  const today = new Date().getDay();

  return (
    <section className={`venue-hours venue-hours--${variant}`} aria-label="Radno vreme" data-testid="venue-working-hours">
      <h2 className={variant === 'footer' ? 'site-footer__heading' : 'venue-section-title'}>
        {variant === 'page' && <ClockIcon size={20} className="me-2" />}
        Radno vreme
      </h2>
      {isLoading ? (
        <div className="placeholder-glow" aria-hidden="true">
          {WEEK_ORDER.map((index) => (
            <span key={index} className="placeholder col-10 mb-2 d-block" />
          ))}
        </div>
      ) : isError ? (
        <p className="small mb-0 opacity-75">Radno vreme trenutno nije dostupno.</p>
      ) : (
        <ul className="list-unstyled venue-hours__list mb-0">
          {WEEK_ORDER.map((index) => {
            const day = days?.find((entry) => entry.dayIndex === index);
            const text = workingHoursText(day);
            return (
              <li key={index} className={`venue-hours__day ${index === today ? 'is-today' : ''}`}>
                <span>{WEEKDAYS[index]}</span>
                <span className={text === 'Zatvoreno' ? 'venue-hours__closed' : ''}>{text}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
