import { SiteLink } from '~/components/SiteLink/SiteLink';
import { HOME_SECTION_CLASS, levels } from '~/site/home-content';

export function LevelCards() {
  return (
    <section className={`container ${HOME_SECTION_CLASS}`} aria-labelledby="niveles">
      <h2 id="niveles">Nuestros niveles</h2>
      <ul className="card-grid card-grid--3">
        {levels.map((level) => (
          <li key={level.title} className="card">
            <h3>{level.title}</h3>
            <p>{level.text}</p>
            <SiteLink
              to={level.route}
              className="card__link"
              aria-label={`Ver más sobre ${level.title}`}
            >
              Ver más
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
