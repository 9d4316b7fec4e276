// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pictureSourceTag } from '~/pictures';
import { HELD, holdOriginals, showHeldPicture } from './held-pictures';

const ORIGINAL =
  'https://firebasestorage.googleapis.com/v0/b/demo-isc.appspot.com/o/noticias%2Ffoto.jpg?alt=media&token=1';

/** An item's HTML as the sanitiser leaves it, held back against `page`. */
function held(html: string, page = '') {
  document.body.innerHTML = `<main>${page}</main>`;
  const template = document.createElement('template');
  template.innerHTML = html;
  holdOriginals(template.content, document.querySelector('main')!);
  return template;
}

afterEach(() => document.body.replaceChildren());

describe('the originals of an item published since the build', () => {
  it('become a placeholder of their size, with their description and a button', () => {
    const { content } = held(
      `<p><img src="${ORIGINAL}" alt="El acto" width="1200" height="800"></p>`,
    );
    expect(content.querySelector('img')).toBeNull();
    const box = content.querySelector(`.${HELD.box}`)!;
    // The original waits inside the box, where the browser fetches nothing.
    const kept = box.querySelector('template')!.content.querySelector('img')!;
    expect(kept.getAttribute('src')).toBe(ORIGINAL);
    const canvas = box.querySelector('canvas')!;
    expect([canvas.width, canvas.height]).toEqual([1200, 800]);
    expect(box.textContent).toBe('El actoVer foto');
    expect(box.querySelector('button')!.type).toBe('button');
  });

  it('keep a 4:3 box when the editor gave no size, and any host is held as Storage is', () => {
    const { content } = held('<p><img src="https://otro.example/foto.jpg" alt="" width="600"></p>');
    const canvas = content.querySelector('canvas')!;
    expect([canvas.width, canvas.height]).toEqual([4, 3]);
  });

  it('take a link to the original with them', () => {
    const { content } = held(`<p><a href="${ORIGINAL}"><img src="${ORIGINAL}" alt="Foto"></a></p>`);
    expect(content.querySelector('a')).toBeNull();
    expect(content.querySelector(`.${HELD.box}`)).not.toBeNull();
    // Shown, the picture comes back with its link.
    document.body.append(content);
    showHeldPicture(document.querySelector(`.${HELD.button}`)!);
    expect(document.querySelector('a > img')!.getAttribute('src')).toBe(ORIGINAL);
  });

  it('leave the site’s own pictures and pasted ones, already downloaded, as they are, loading as the body’s do', () => {
    const pasted = 'data:image/png;base64,iVBORw0KGgo=';
    const { innerHTML } = held(
      `<p><img src="/images/logo.png" alt="a"><img src="${pasted}" alt="b"></p>`,
    );
    expect(innerHTML).toBe(
      `<p><img src="/images/logo.png" alt="a" loading="lazy" decoding="async"><img src="${pasted}" alt="b" loading="lazy" decoding="async"></p>`,
    );
  });

  it('take the build’s files for a picture the build processed', () => {
    const page = `<img src="/_img/abc-800.webp" srcset="/_img/abc-400.webp 400w, /_img/abc-800.webp 800w" sizes="100vw" width="800" height="533" data-source="${pictureSourceTag(ORIGINAL)}" alt="viejo">`;
    const { content } = held(`<p><img src="${ORIGINAL}" alt="El acto, corregido"></p>`, page);
    const image = content.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/_img/abc-800.webp');
    expect(image.getAttribute('srcset')).toContain('400w');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '533']);
    expect(image.alt).toBe('El acto, corregido');
  });

  it('are fetched once the visitor asks, in the placeholder’s place', () => {
    const template = held(`<p><img src="${ORIGINAL}" alt="El acto" width="1200" height="800"></p>`);
    document.body.append(template.content);
    showHeldPicture(document.querySelector(`.${HELD.button}`)!);
    const image = document.querySelector('img')!;
    expect(image.src).toBe(ORIGINAL);
    expect([image.alt, image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      'El acto',
      '1200',
      '800',
    ]);
    expect(document.activeElement).toBe(image);
    expect(document.querySelector(`.${HELD.box}`)).toBeNull();
  });
});

describe('pictureSourceTag', () => {
  it('tags an address the same every time, and another address otherwise', () => {
    expect(pictureSourceTag(ORIGINAL)).toMatch(/^[0-9a-f]{8}$/);
    expect(pictureSourceTag(ORIGINAL)).not.toBe(
      pictureSourceTag(ORIGINAL.replace('token=1', 'token=2')),
    );
  });
});
