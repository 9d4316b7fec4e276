import { Icon } from '~/components/Icon/Icon';
import { HOME_SECTION_CLASS, values } from '~/site/home-content';

export function ValueCards() {
  return (
    <section className={`container ${HOME_SECTION_CLASS}`} aria-labelledby="valores">
      <h2 id="valores">Lo que nos define</h2>
      <ul className="card-grid card-grid--4">
        {values.map((value) => (
          <li key={value.title} className="card card--value">
            <span className="card__icon">
              <Icon name={value.icon} size={28} />
            </span>
            <h3>{value.title}</h3>
            <p>{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
