// The drawing itself is public/logo.svg, the one file the editor, link
// previews and the tab's icon (favicon.png, drawn from it) also use.
import drawing from '../../../public/logo.svg?inline';

/**
 * The school's shield, as a picture whose address holds the drawing (a
 * `data:` address): one element, no request before the first paint, and a
 * picture on every page, which is what Firefox waits for to paint a page of
 * the site in the frame that lays it out (src/root.tsx, beside the print
 * stylesheet).
 */
export function Logo({ size }: { size: number }) {
  return <img src={drawing} alt="" width={size} height={size} />;
}
