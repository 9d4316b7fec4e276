import { PLAYER_ATTRIBUTES, VIDEO_ORIGINS } from '~/site/video-players';

/**
 * A news video is a link to its page (news/html/format.ts). A plain click
 * puts the player in the link's place, playing; any other click (a new tab,
 * a long press) follows the link as usual. Only the players the page's CSP
 * frames are ever framed.
 */
export function enhanceVideoPlayers(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(
      'a.news-video[data-player]',
    );
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const player = new URL(link.dataset.player!, doc.baseURI);
    if (!VIDEO_ORIGINS.includes(player.origin)) return;
    event.preventDefault();
    const frame = doc.createElement('iframe');
    frame.className = 'news-video';
    frame.title = link.dataset.title ?? '';
    for (const [name, value] of Object.entries(PLAYER_ATTRIBUTES)) frame.setAttribute(name, value);
    player.searchParams.set('autoplay', '1');
    frame.src = player.href;
    link.replaceWith(frame);
    frame.focus();
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
