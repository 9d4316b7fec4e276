// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { enhanceVideoPlayers } from './play-videos';

let stop = () => {};
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

function videoLink(player: string) {
  document.body.innerHTML = `<p><a class="news-video" href="https://www.youtube.com/watch?v=abcdefghijk" data-player="${player}" data-title="Acto" target="_blank">Ver el video: Acto</a></p>`;
  stop = enhanceVideoPlayers(document);
  return document.querySelector('a')!;
}

const click = (link: Element, init: MouseEventInit = {}) =>
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));

describe('news video players', () => {
  it('puts the player, playing, in the place of the link on a plain click', () => {
    const link = videoLink('https://www.youtube-nocookie.com/embed/abcdefghijk?start=30');
    expect(click(link)).toBe(false);
    const frame = document.querySelector('iframe')!;
    expect(frame.className).toBe('news-video');
    expect(frame.src).toBe(
      'https://www.youtube-nocookie.com/embed/abcdefghijk?start=30&autoplay=1',
    );
    expect(frame.title).toBe('Acto');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-presentation allow-popups',
    );
    expect(document.querySelector('a')).toBeNull();
    expect(document.activeElement).toBe(frame);
  });

  it('leaves a click with a modifier or another button to the link', () => {
    const link = videoLink('https://player.vimeo.com/video/76979871');
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
      expect(click(link, init), JSON.stringify(init)).toBe(true);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('never frames a player from another origin', () => {
    const link = videoLink('https://evil.example/embed/abcdefghijk');
    expect(click(link)).toBe(true);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
