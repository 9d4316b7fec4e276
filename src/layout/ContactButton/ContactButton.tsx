import { BrandIcon } from '~/components/Icon/BrandIcon';
import { whatsappUrl } from '~/site/identity';

const LABEL = 'Contactar por Whatsapp';

/** The floating chat button, fixed 5% from the bottom and right of the viewport. */
export function ContactButton() {
  return (
    <aside aria-label="Contacto">
      <a
        className="contact-button"
        href={whatsappUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={LABEL}
        title={LABEL}
        data-tooltip={LABEL}
      >
        <BrandIcon brand="whatsapp" size={32} />
      </a>
    </aside>
  );
}
