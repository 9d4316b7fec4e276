// What the page may frame for a news video, apart from how an item names it
// (video-embeds.ts): the page script reads only this.

/** The video players a news item may embed; the page's CSP frames exactly these origins. */
export const VIDEO_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The player frame's attributes besides its address and title. A news item
 * shows a link to the video; the page script puts this frame in its place
 * when the visitor asks to play it (page-script/video-players.ts).
 */
export const PLAYER_ATTRIBUTES = {
  allow: 'autoplay; encrypted-media; picture-in-picture; fullscreen',
  allowfullscreen: '',
  referrerpolicy: 'strict-origin-when-cross-origin',
  sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
};
