import { HOME_SECTION_CLASS, mission } from '~/site/home-content';

export function Mission() {
  return (
    <section className={`container ${HOME_SECTION_CLASS} mission`} aria-labelledby="mision">
      <h2 id="mision">Nuestra misión educativa</h2>
      {mission.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
