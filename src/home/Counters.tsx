import { calendarYearsSince } from '~/site/dates';
import { school } from '~/site/identity';
import { Counter } from './Counter';

export function Counters() {
  return (
    <section className="counters container" aria-label="El colegio en cifras">
      {/* Computed at build for the prerendered page and again on the visitor's clock. */}
      <Counter value={calendarYearsSince(school.foundingDate)} label="años de historia" />
      <Counter value={school.students} suffix="+" label="alumnos" />
    </section>
  );
}
