import type { MetaFunction } from 'react-router';
import { useLocation } from 'react-router';
import { LongformPage, type LongformModule } from '~/longform/LongformPage';
import { editUrl } from '~/site/identity';
import { pageAt } from '~/site/pages';
import { pageMeta } from '~/site/seo';

/** Every content/*.mdx page, compiled at build time. */
const modules = import.meta.glob<LongformModule>('../../content/*.mdx', { eager: true });

/** The long page registered at `pathname`: its content file and compiled MDX module. */
function longformAt(pathname: string): { file: string; module: LongformModule } {
  const page = pageAt(pathname);
  if (page?.kind !== 'longform')
    throw new Error(`${pathname} is not a long page in src/site/pages.ts`);
  const module = modules[`../../content/${page.file}`];
  if (!module) throw new Error(`${pathname}: content/${page.file} does not exist`);
  return { file: `content/${page.file}`, module };
}

export const meta: MetaFunction = ({ location }) => {
  const { frontmatter } = longformAt(location.pathname).module;
  return pageMeta(frontmatter.title, frontmatter.description, pageAt(location.pathname)!.path);
};

export default function Longform() {
  const { file, module } = longformAt(useLocation().pathname);
  return <LongformPage page={module} editUrl={editUrl(file)} />;
}
