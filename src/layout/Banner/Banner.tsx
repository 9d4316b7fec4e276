import type { ReactNode } from 'react';

/**
 * The page banner: the page's h1 over a decorative picture. `children` sit in
 * its corner without moving anything when they appear.
 */
export function Banner({
  title,
  image,
  children,
}: {
  title: string;
  image: string;
  children?: ReactNode;
}) {
  return (
    <header className="banner">
      <img
        className="banner__image"
        src={image}
        alt=""
        width={1600}
        height={400}
        decoding="async"
        // Often the largest thing on screen: fetch it before anything else.
        fetchPriority="high"
      />
      <div className="container banner__inner">
        <h1>{title}</h1>
        {children && (
          <div className="banner__actions" data-pagefind-ignore="all">
            {children}
          </div>
        )}
      </div>
    </header>
  );
}
