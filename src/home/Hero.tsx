import { school } from '~/site/identity';

export function Hero() {
  return (
    <header className="hero">
      <div className="container">
        <h1>{school.name}</h1>
        <p className="hero__city">
          {school.city}, {school.province}
        </p>
      </div>
    </header>
  );
}
