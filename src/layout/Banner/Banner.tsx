import type { ReactNode } from 'react';
import type { Picture } from '~/pictures/layouts';

/**
 * The page banner: the page's h1 over a decorative picture. `children` sit in
 * its corner without moving anything when they appear.
 */
export function Banner({
  title,
  picture,
  children,
}: {
  title: string;
  /** The picture made of the page's banner file (build-time picture pipeline). */
  picture: Picture;
  children?: ReactNode;
}) {
  return (
    <header className="banner">
      <img
        className="banner__image"
        src={picture.src}
        srcSet={picture.srcset}
        sizes={picture.sizes}
        alt=""
        width={picture.width}
        height={picture.height}
        decoding="async"
        // On the first screen, so never lazy; but decorative, and on a phone
        // smaller than the text below it, which is the page's largest content:
        // no high priority (React would preload it), so the text's first paint
        // does not share the first round trips with it. Measured on the
        // contract page: LCP 1,222 ms with it, about 1,100 without.
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
