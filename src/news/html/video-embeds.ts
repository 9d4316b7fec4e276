import { VIDEO_ORIGINS } from '~/site/video-players';

interface VideoEmbed {
  /** The player, to frame. */
  src: string;
  /** The video's own page, for a visitor without JavaScript. */
  watch: string;
  title: string;
}

const YOUTUBE =
  /^(?:https?:)?\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]{6,20})\/?(?:[?#](.*))?$/i;
const VIMEO = /^(?:https?:)?\/\/player\.vimeo\.com\/video\/(\d{1,12})\/?(?:[?#](.*))?$/i;

const param = (query: string | undefined, name: string, pattern: RegExp) => {
  const value = new URLSearchParams(query ?? '').get(name);
  return value && pattern.test(value) ? value : null;
};

/**
 * The player address for an embedded video from YouTube (served from its
 * no-cookie host) or Vimeo, keeping only the start time or the private-video
 * hash; null for any other frame.
 */
export function videoEmbed(src: string): VideoEmbed | null {
  const youtube = YOUTUBE.exec(src.trim());
  if (youtube) {
    const start = param(youtube[2], 'start', /^\d{1,6}$/);
    return {
      src: `${VIDEO_ORIGINS[0]}/embed/${youtube[1]}${start ? `?start=${start}` : ''}`,
      watch: `https://www.youtube.com/watch?v=${youtube[1]}${start ? `&t=${start}` : ''}`,
      title: 'Video de YouTube',
    };
  }
  const vimeo = VIMEO.exec(src.trim());
  if (vimeo) {
    const hash = param(vimeo[2], 'h', /^[\da-f]{6,20}$/i);
    return {
      src: `${VIDEO_ORIGINS[1]}/video/${vimeo[1]}${hash ? `?h=${hash}` : ''}`,
      watch: `https://vimeo.com/${vimeo[1]}${hash ? `/${hash}` : ''}`,
      title: 'Video de Vimeo',
    };
  }
  return null;
}
