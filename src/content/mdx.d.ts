declare module '*.mdx' {
  import type { MDXProps } from 'mdx/types';
  import type { Frontmatter } from '~/content/page';
  import type { TocHeading } from '~/integrations/rehype-export-toc';

  export const frontmatter: Frontmatter;
  export const toc: TocHeading[];
  export default function MDXContent(props: MDXProps): JSX.Element;
}
