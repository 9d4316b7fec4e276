// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { clampText, deriveDescription, deriveTitle, firstPicture, plainText } from './item-text';

const html = (markup: string) => {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
};

describe('deriveTitle', () => {
  it('takes the first heading', () => {
    expect(deriveTitle(html('<p>Intro.</p><h3>Acto por los 125 años</h3><h4>Otro</h4>'))).toBe(
      'Acto por los 125 años',
    );
  });

  it('else a bold run that opens a paragraph, without its closing period', () => {
    expect(
      deriveTitle(html('<p><strong>Inscripciones 2027.</strong> Las familias pueden…</p>')),
    ).toBe('Inscripciones 2027');
    expect(
      deriveTitle(html('<p class="x"><b>¡Gracias a todas las familias!</b></p><p>Más.</p>')),
    ).toBe('¡Gracias a todas las familias!');
  });

  it('not a bold word in the middle of a sentence: then the first sentence', () => {
    expect(
      deriveTitle(html('<p>La <em>feria</em> será el <strong>jueves</strong>. Habrá juegos.</p>')),
    ).toBe('La feria será el jueves.');
  });

  it('else the text, or the description of its first picture', () => {
    expect(deriveTitle(html('<p>Sin punto final</p>'))).toBe('Sin punto final');
    expect(deriveTitle(html('<p><img src="/a.jpg" alt="Los chicos en el patio"></p>'))).toBe(
      'Los chicos en el patio',
    );
    expect(deriveTitle(html('<p><img src="/a.jpg" alt=""></p>'))).toBeNull();
  });

  it('never runs past about 90 characters nor cuts a word', () => {
    const long =
      'Los alumnos de quinto año del nivel secundario participaron de las olimpíadas provinciales de matemática en San Luis';
    const title = deriveTitle(html(`<h2>${long}</h2>`))!;
    expect(title.length).toBeLessThanOrEqual(91);
    expect(title.endsWith('…')).toBe(true);
    expect(long.startsWith(title.slice(0, -1))).toBe(true);
    expect(long[title.length - 1]).toBe(' ');
  });

  it('leaves out what only screen readers hear', () => {
    expect(
      deriveTitle(
        html(
          '<p><a href="https://x.example">Nota<span class="visually-hidden"> (se abre en una pestaña nueva)</span></a> publicada.</p>',
        ),
      ),
    ).toBe('Nota publicada.');
  });
});

describe('clampText', () => {
  it('cuts between words and marks the cut', () => {
    expect(clampText('uno dos tres', 20)).toBe('uno dos tres');
    expect(clampText('uno dos tres', 9)).toBe('uno dos…');
    expect(clampText('uno, dos tres', 6)).toBe('uno…');
    expect(clampText('palabralarguísima y más', 5)).toBe('palabralarguísima…');
  });
});

describe('deriveDescription and plainText', () => {
  it('reads blocks apart, about 160 characters at most', () => {
    const root = html(
      `<h3>Título</h3><p>Uno.</p><ul><li>a</li><li>b</li></ul><p>${'palabra '.repeat(40)}</p>`,
    );
    expect(plainText(root).startsWith('Título Uno. a b palabra')).toBe(true);
    const description = deriveDescription(root);
    expect(description.length).toBeLessThanOrEqual(161);
    expect(description.endsWith('palabra…')).toBe(true);
  });
});

describe('firstPicture', () => {
  it('is the first picture with an address of its own, with its size when written', () => {
    const root = html(
      '<p><img src="data:image/png;base64,AAAA" alt="x"><img src="https://firebasestorage.googleapis.com/v0/b/x/o/a.jpg" alt=" El  patio " width="1200" height="800"><img src="/b.jpg"></p>',
    );
    expect(firstPicture(root)).toEqual({
      src: 'https://firebasestorage.googleapis.com/v0/b/x/o/a.jpg',
      alt: 'El patio',
      width: 1200,
      height: 800,
    });
    expect(firstPicture(html('<p>Sin fotos</p>'))).toBeNull();
  });
});
