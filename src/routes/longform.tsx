import type { MetaFunction } from 'react-router';
import { useLocation } from 'react-router';
import { longformAt } from '~/long-page/content';
import { editorUrl } from '~/editor/entries';
import { LongformPage } from '~/long-page/LongformPage';
import { pageMeta } from '~/site/seo';

export const meta: MetaFunction = ({ location }) => {
  const { path, module } = longformAt(location.pathname);
  return pageMeta(module.frontmatter.title, module.frontmatter.description, path);
};

export default function Longform() {
  const { entry, module } = longformAt(useLocation().pathname);
  return <LongformPage page={module} editUrl={editorUrl(entry)} />;
}
