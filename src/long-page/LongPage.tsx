import type { MDXContent } from 'mdx/types';
import type { Frontmatter } from '~/content/page';
import { Banner } from '~/components/Banner/Banner';
import type { Picture } from '~/pictures';
import { school } from '~/site/identity';
import { formatDate } from '~/lib/dates';
import { TableOfContents } from './TableOfContents';
import type { TocHeading } from './toc';

/** What every compiled long page (src/content/compiled-pages.ts) exports. */
export interface LongPageModule {
  default: MDXContent;
  toc: TocHeading[];
  /** The banner picture, made at build time (builder/text/rehype-pictures.ts). */
  banner: Picture;
}

/** A long page to draw: its compiled module, and its frontmatter as the pages' reader checked it. */
export interface LongPageParts extends LongPageModule {
  frontmatter: Frontmatter;
}

/**
 * Banner, table of contents and text of a long page. `editUrl`
 * is where staff edit its file: the page's entry in the editor.
 */
export function LongPage({ page, editUrl }: { page: LongPageParts; editUrl: string }) {
  const { default: Content, frontmatter, toc, banner } = page;
  return (
    <article className="long-page">
      <p className="print-only print-header">{school.name}</p>
      <Banner title={frontmatter.banner.title} picture={banner}>
        <button type="button" className="button button--light" data-print hidden>
          Imprimir
        </button>
        <a className="button button--light edit-link" href={editUrl} rel="nofollow">
          Editar esta página
        </a>
      </Banner>
      <div className="container long-page__grid">
        <div className="long-page__aside" data-pagefind-ignore="all">
          <TableOfContents headings={toc} />
        </div>
        <div className="long-page__body">
          <div className="prose">
            <Content />
          </div>
          {/* A draft has not been reviewed by the school: no date to show. */}
          {!frontmatter.draft && (
            <p className="long-page__reviewed">
              Última revisión:{' '}
              <time dateTime={frontmatter.lastReviewed}>
                {formatDate(frontmatter.lastReviewed)}
              </time>
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
