import { LongformPage } from '~/longform/LongformPage';
import type { RouteHandle } from '~/root';
import { paths } from '~/site/routes';
import { pageMeta } from '~/site/seo';
import * as page from '../../content/historia.mdx';

export const handle: RouteHandle = { hydrate: false };

export const meta = () =>
  pageMeta(page.frontmatter.title, page.frontmatter.description, paths.history);

export default function Page() {
  return <LongformPage page={page} />;
}
