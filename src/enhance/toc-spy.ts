/**
 * Marks with aria-current the table-of-contents links of the section being
 * read: the last heading above a line a third of the way down the viewport.
 * An IntersectionObserver says when a heading crosses that line.
 */
export function enhanceTocSpy(doc: Document): () => void {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('.toc a[href^="#"]')];
  const target = (link: HTMLAnchorElement) => decodeURIComponent(link.hash.slice(1));
  const ids = [...new Set(links.map(target))];
  const headings = ids
    .map((id) => doc.getElementById(id))
    .filter((el): el is HTMLElement => el !== null);
  if (!headings.length) return () => {};

  const navbar = doc.querySelector<HTMLElement>('.navbar')?.offsetHeight ?? 0;
  const update = () => {
    const line = navbar + window.innerHeight / 3;
    let current = headings[0]!;
    for (const heading of headings) {
      if (heading.getBoundingClientRect().top <= line) current = heading;
    }
    for (const link of links) {
      if (target(link) === current.id) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  };
  const observer = new IntersectionObserver(update, {
    rootMargin: `-${navbar}px 0px -66% 0px`,
  });
  headings.forEach((heading) => observer.observe(heading));
  update();
  return () => observer.disconnect();
}
