import { siFacebook, siInstagram, siWhatsapp } from 'simple-icons';

const brands = { facebook: siFacebook, instagram: siInstagram, whatsapp: siWhatsapp };

type Brand = keyof typeof brands;

/** A brand mark (24×24 path from Simple Icons); decorative, named by its link. */
export function BrandIcon({ brand, size = 22 }: { brand: Brand; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={brands[brand].path} />
    </svg>
  );
}
