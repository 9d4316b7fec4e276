import { calendarYearsSince } from '~/lib/dates';
import { school, type SchoolIdentity } from '~/site/identity';

/**
 * The school in figures. The HTML carries the final values; the page script
 * (src/page-script/counters.ts) counts them up when they come into view and
 * recomputes the years on the visitor's clock. Of the site's school, or
 * of the details being edited (the editor's preview).
 */
export function Counters({ identity = school }: { identity?: SchoolIdentity }) {
  return (
    <section className="counters container" aria-label="El colegio en cifras">
      <div className="counter">
        <p className="counter__value">
          <span data-count-up data-years-since={identity.foundingDate}>
            {calendarYearsSince(identity.foundingDate)}
          </span>
        </p>
        <p className="counter__label">años de historia</p>
      </div>
      <div className="counter">
        <p className="counter__value">
          <span data-count-up>{identity.students}</span>+
        </p>
        <p className="counter__label">alumnos</p>
      </div>
    </section>
  );
}
