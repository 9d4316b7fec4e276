import { LOGO_FILE } from '~/site/footer-data';

/**
 * The shield in the editor's pane (editor-site.server.ts puts it in place of
 * layout/Logo, whose `data:` address only Vite's build writes): the same
 * drawing, from its public file.
 */
export function Logo({ size }: { size: number }) {
  return <img src={LOGO_FILE} alt="" width={size} height={size} />;
}
