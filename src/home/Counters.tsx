import { calendarYearsSince } from '~/site/dates';
import { school } from '~/site/identity';

/**
 * The school in figures. The HTML carries the final values; the page script
 * (src/enhance/counters.ts) counts them up when they come into view and
 * recomputes the years on the visitor's clock.
 */
export function Counters() {
  return (
    <section className="counters container" aria-label="El colegio en cifras">
      <div className="counter">
        <p className="counter__value">
          <span data-count-up data-years-since={school.foundingDate}>
            {calendarYearsSince(school.foundingDate)}
          </span>
        </p>
        <p className="counter__label">años de historia</p>
      </div>
      <div className="counter">
        <p className="counter__value">
          <span data-count-up>{school.students}</span>+
        </p>
        <p className="counter__label">alumnos</p>
      </div>
    </section>
  );
}
