/**
 * Marks with aria-current the table-of-contents links of the section being
 * read: the last heading above a line a third of the way down the viewport
 * (below the navbar). An IntersectionObserver says when a heading crosses it.
 */
export function enhanceTocSpy(doc: Document): () => void {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('.toc a[href^="#"]')];
  const target = (link: HTMLAnchorElement) => decodeURIComponent(link.hash.slice(1));
  const ids = [...new Set(links.map(target))];
  const headings = ids
    .map((id) => doc.getElementById(id))
    .filter((el): el is HTMLElement => el !== null);
  if (!headings.length) return () => {};

  const navbar = doc.querySelector<HTMLElement>('.navbar');
  // Read in the observer's callbacks only, when the page is laid out: the
  // script starts after the first paint and must not force a layout of its own.
  // A heading in a section the browser has not laid out yet (off the screen,
  // below it: src/page-script/boot.ts) is not read: reading its box would
  // lay its section out there and then, and all of them the whole page.
  const update = () => {
    const line = (navbar?.offsetHeight ?? 0) + window.innerHeight / 3;
    let current = headings[0]!;
    for (const heading of headings) {
      if (heading.checkVisibility?.({ contentVisibilityAuto: true }) === false) continue;
      if (heading.getBoundingClientRect().top <= line) current = heading;
    }
    for (const link of links) {
      if (target(link) === current.id) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  };
  // Its first call, for every heading at once, marks the section on screen.
  const observer = new IntersectionObserver(update, { rootMargin: '0px 0px -66% 0px' });
  headings.forEach((heading) => observer.observe(heading));
  return () => observer.disconnect();
}
