import type { MetaFunction } from 'react-router';
import { useLocation } from 'react-router';
import { longPageAt } from '~/long-page/content';
import { editorUrl } from '~/editor/entry-links';
import { LongPage } from '~/long-page/LongPage';
import { pageMeta } from '~/site/seo';
import '../../styles/pages/long-page.scss';

export const meta: MetaFunction = ({ location }) => {
  const { path, module } = longPageAt(location.pathname);
  return pageMeta(module.frontmatter.title, module.frontmatter.description, path);
};

export default function LongPageRoute() {
  const { entry, module } = longPageAt(useLocation().pathname);
  return <LongPage page={module} editUrl={editorUrl(entry)} />;
}
