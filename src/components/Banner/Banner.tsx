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
  return (
    <header className="banner">
      <BannerPicture picture={picture} />
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

/**
 * A small drawing as markup, cropped to fill the banner as a photo is
 * (src/pictures/drawing.server.ts says why); a photo as an `img`, in the
 * widths made of it.
 */
function BannerPicture({ picture }: { picture: Picture }) {
  if (picture.drawing)
    return (
      <svg
        className="banner__image"
        viewBox={picture.drawing.viewBox}
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
        focusable="false"
        dangerouslySetInnerHTML={{ __html: picture.drawing.markup }}
      />
    );
  const { srcset, fetchpriority, ...attributes } = pictureAttributes(picture, 'banner', 'banner');
  return (
    <img
      className="banner__image"
      {...attributes}
      srcSet={srcset}
      fetchPriority={fetchpriority}
      alt=""
    />
  );
}
