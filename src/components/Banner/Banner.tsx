import type { ReactNode } from 'react';
import type { Picture } from '~/pictures';
import { pictureAttributes } from '~/pictures';

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
  const { srcset, fetchpriority, ...attributes } = pictureAttributes(picture, 'banner', 'banner');
  return (
    <header className="banner">
      <img
        className="banner__image"
        {...attributes}
        srcSet={srcset}
        fetchPriority={fetchpriority}
        alt=""
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
