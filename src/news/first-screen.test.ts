import { describe, expect, it } from 'vitest';
import { eagerFirstPicture } from './first-screen';

const processed = (n: number) =>
  `<img src="/_img/a${n}-800.webp" alt="Foto ${n}" width="800" height="600" loading="lazy" decoding="async" srcset="/_img/a${n}-320.webp 320w, /_img/a${n}-800.webp 800w" sizes="100vw">`;

describe('eagerFirstPicture', () => {
  it('fetches the first processed picture at once and first, and leaves the others lazy', () => {
    const html = `<h3>Acto</h3><p>${processed(1)}</p><p>Texto.</p><p>${processed(2)}</p>`;
    const out = eagerFirstPicture(html);
    const [first, second] = out.match(/<img[^>]*>/g)!;
    expect(first).toContain('fetchpriority="high"');
    expect(first).not.toContain('loading=');
    expect(second).toContain('loading="lazy"');
    expect(second).not.toContain('fetchpriority');
    expect(out.replace(' fetchpriority="high"', ' loading="lazy"')).toBe(html);
  });

  it('keeps lazy an original kept as it is, and a picture below a long text', () => {
    const original =
      '<p><img src="https://firebasestorage.googleapis.com/v0/b/x/o/a.jpg" alt="" loading="lazy"></p>';
    expect(eagerFirstPicture(original)).toBe(original);
    const below = `<p>${'Una jornada de encuentro. '.repeat(20)}</p><p>${processed(1)}</p>`;
    expect(eagerFirstPicture(below)).toBe(below);
    expect(eagerFirstPicture('<p>Sin fotos.</p>')).toBe('<p>Sin fotos.</p>');
  });
});
