declare module '*.mdx' {
  import type { MDXProps } from 'mdx/types';
  import type { TocHeading } from '~/content/page';

  export const toc: TocHeading[];
  export default function MDXContent(props: MDXProps): JSX.Element;
}
