declare module '*.mdx' {
  import type { MDXProps } from 'mdx/types';
  import type { Frontmatter, TocHeading } from '~/content/page';

  export const frontmatter: Frontmatter;
  export const toc: TocHeading[];
  export default function MDXContent(props: MDXProps): JSX.Element;
}
