import type { MetaFunction } from 'react-router';
import { useLocation } from 'react-router';
import { LongformPage, type LongformModule } from '~/longform/LongformPage';
import { pageAt } from '~/site/pages';
import { pageMeta } from '~/site/seo';

/** Every content/*.mdx page, compiled at build time. */
const modules = import.meta.glob<LongformModule>('../../content/*.mdx', { eager: true });

/** The compiled MDX module of the long page registered at `pathname`. */
function longformAt(pathname: string): LongformModule {
  const page = pageAt(pathname);
  if (page?.kind !== 'longform')
    throw new Error(`${pathname} is not a long page in src/site/pages.ts`);
  const module = modules[`../../content/${page.file}`];
  if (!module) throw new Error(`${pathname}: content/${page.file} does not exist`);
  return module;
}

export const meta: MetaFunction = ({ location }) => {
  const { frontmatter } = longformAt(location.pathname);
  return pageMeta(frontmatter.title, frontmatter.description, pageAt(location.pathname)!.path);
};

export default function Longform() {
  return <LongformPage page={longformAt(useLocation().pathname)} />;
}
