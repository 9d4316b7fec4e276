import { buildToc, type TocEntry, type TocHeading } from './toc';

const TITLE = 'En esta página';

function TocList({ entries }: { entries: TocEntry[] }) {
  return (
    <ol>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.text}</a>
          {entry.children.length > 0 && <TocList entries={entry.children} />}
        </li>
      ))}
    </ol>
  );
}

/**
 * The page's sections: collapsible above the text on narrow screens, sticky
 * beside it on wide ones. Plain links, so it works without JavaScript.
 */
export function TableOfContents({ headings }: { headings: readonly TocHeading[] }) {
  const entries = buildToc(headings);
  if (!entries.length) return null;
  return (
    <>
      <details className="toc toc--narrow">
        <summary>{TITLE}</summary>
        <nav aria-label={TITLE}>
          <TocList entries={entries} />
        </nav>
      </details>
      <nav className="toc toc--wide" aria-labelledby="toc-title">
        <h2 id="toc-title" className="toc__title">
          {TITLE}
        </h2>
        <TocList entries={entries} />
      </nav>
    </>
  );
}
