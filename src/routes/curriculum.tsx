import { LongformPage } from '~/longform/LongformPage';
import type { RouteHandle } from '~/root';
import { isStaticPage, paths } from '~/site/routes';
import { pageMeta } from '~/site/seo';
import * as page from '../../content/estructura-curricular.mdx';

// Long pages ship as HTML without React (see staticPages).
export const handle: RouteHandle = { hydrate: !isStaticPage(paths.curriculum) };

export const meta = () =>
  pageMeta(page.frontmatter.title, page.frontmatter.description, paths.curriculum);

export default function Page() {
  return <LongformPage page={page} />;
}
