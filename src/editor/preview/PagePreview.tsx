import type { Frontmatter } from '~/content/page';
import { addressTaken, isReservedAddress, pageAddress } from '~/site/addresses';
import { SITE_BANNER } from '~/site/footer-data';
import { slug } from '~/lib/slug';
import { siteIndexFrom, type SiteIndexData } from '~/builder/text/content-checks';
import { LongPage, type LongPageParts } from '~/long-page/LongPage';
import { PreviewWidth } from './PreviewWidth';
import { pageText, type PageText, type TextProblem } from './page-text';
import { say } from '~/content/messages';

/** What the build tells the preview of the site (editor-site.server.ts). */
export interface PreviewSite {
  /** The built site as the content checks read it. */
  site: SiteIndexData;
  /** Each long page's address, by its file's name. */
  addresses: Record<string, string>;
  /** Where "Editar esta página" leads, but for the page's name at its end. */
  editUrl: string;
}

/** What Sveltia CMS gives a preview template: the entry being edited, as Immutable data. */
export interface TemplateProps {
  entry: { get(key: 'data'): { toJS(): unknown }; get(key: 'slug'): string | undefined };
  /** A picture the form names, new uploads included, as the pane can load it. */
  getAsset(path: string): { toString(): string } | undefined;
}

/** The banner's picture, as the pane can load it: the built page's widths are the build's alone. */
const bannerPicture = (src: string) => ({ src, width: 1920, height: 640 });

/** Where the pane finds a picture the page names: the form's upload, or the site's file. */
const source = (getAsset: TemplateProps['getAsset']) => (src: string) =>
  getAsset(src)?.toString() || src;

/**
 * At the pane's top: the page's whole address, and, for a page not yet
 * published, whether another page or the site has it already (what the
 * review would refuse, said as the title and the section are chosen).
 */
function AddressLine({ address, taken }: { address: string; taken?: string }) {
  return (
    <>
      <p className="preview-address">
        {say('previewAddress')} <strong>{address}</strong>
      </p>
      {taken && (
        <div className="preview-problems" role="status">
          <p>{taken}</p>
        </div>
      )}
    </>
  );
}

/** At the pane's top: how many problems, and, when the text cannot be drawn, the one that stops it. */
function ProblemsSummary({ problems, unreadable }: { problems: TextProblem[]; unreadable?: true }) {
  return (
    <div className="preview-problems" role="status">
      <p>
        {say('previewProblems', problems.length)}
        {unreadable
          ? say('previewUnreadableAt', problems[0]!.line, problems[0]!.message)
          : say('previewProblemsMarked')}
      </p>
    </div>
  );
}

/**
 * A long page in the editor's pane, drawn by the page's own component
 * (LongPage) from the form as staff type: its banner, its table of
 * contents, its text.
 */
export function pagePreview({ site, addresses, editUrl }: PreviewSite) {
  const index = siteIndexFrom(site);
  /** The last text drawn, shown while the text cannot be read (a tag being typed). */
  let last: { name: string; text: PageText } | undefined;
  return function PagePreview({ entry, getAsset }: TemplateProps) {
    const data = entry.get('data').toJS() as Partial<Frontmatter> & { body?: string };
    // A new page's file name before its first save, as the editor makes it
    // from the title (config.server.ts: ASCII, no accents, dashes).
    const name = entry.get('slug') || slug(data.title ?? '');
    const path = addresses[name] ?? pageAddress(name, data.section ?? '');
    const other = Object.keys(addresses).find((each) => each !== name && addresses[each] === path);
    const taken = Object.hasOwn(addresses, name)
      ? undefined
      : isReservedAddress(path)
        ? addressTaken(path)
        : other && addressTaken(path, `la página «${other}»`);
    const pictureSource = source(getAsset);
    const read = pageText(data.body ?? '', { path, site: index, pictureSource });
    const text =
      read.unreadable && last?.name === name ? { ...last.text, problems: read.problems } : read;
    if (!read.unreadable) last = { name, text: read };
    const page: LongPageParts = {
      default: () => text.content,
      frontmatter: {
        ...(data as Frontmatter),
        banner: { title: data.banner?.title ?? '', image: data.banner?.image || SITE_BANNER },
      },
      toc: text.toc,
      banner: bannerPicture(pictureSource(data.banner?.image || SITE_BANNER)),
    };
    return (
      <PreviewWidth>
        <AddressLine address={path} taken={taken} />
        {text.problems.length > 0 && (
          <ProblemsSummary problems={text.problems} unreadable={read.unreadable} />
        )}
        <LongPage page={page} editUrl={`${editUrl}${name}`} />
      </PreviewWidth>
    );
  };
}
