import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate } from '~/lib/dates';
import { createLocalSource, parseNewsFile } from './local.server';

describe('parseNewsFile', () => {
  it('turns frontmatter and Markdown into a news item', async () => {
    const doc = await parseNewsFile(
      'news/feria.md',
      '---\nfecha: 2026-08-21T15:30:00-03:00\n---\n\nLa **feria**.\n',
    );
    expect(doc).toEqual({
      id: 'feria',
      fecha: new Date('2026-08-21T18:30:00Z'),
      contenido: '<p>La <strong>feria</strong>.</p>',
      // Its fingerprint: a local file's version.
      version: expect.stringMatching(/^[0-9a-f]{18}$/),
    });
  });

  it('reads a date-only fecha as that day in Buenos Aires', async () => {
    const doc = await parseNewsFile('news/a.md', '---\nfecha: 2026-03-15\n---\nTexto');
    expect(doc.fecha?.toISOString()).toBe('2026-03-15T15:00:00.000Z');
  });

  it('reads a date and time written without an offset, as the editor saves one typed, as the school’s time', async () => {
    const typed = await parseNewsFile('news/a.md', '---\nfecha: 2026-06-15T10:00:00\n---\nTexto');
    expect(typed.fecha?.toISOString()).toBe('2026-06-15T13:00:00.000Z');
    // Late in the evening at the school is still that day, though it is the next in UTC.
    const late = await parseNewsFile('news/a.md', '---\nfecha: 2026-06-15T23:30\n---\nTexto');
    expect(late.fecha?.toISOString()).toBe('2026-06-16T02:30:00.000Z');
    expect(formatDate(late.fecha)).toBe('15 de junio de 2026');
    // "Ahora" writes UTC: still read as written.
    const now = await parseNewsFile(
      'news/a.md',
      '---\nfecha: 2026-11-26T11:30:00.000Z\n---\nTexto',
    );
    expect(now.fecha?.toISOString()).toBe('2026-11-26T11:30:00.000Z');
  });

  it('keeps an .html file as it is', async () => {
    const doc = await parseNewsFile('news/b.html', '---\nfecha: 2026-03-15\n---\n<p>Hola</p>');
    expect(doc.contenido).toBe('<p>Hola</p>');
  });

  it('fails in Spanish naming the file, the line and the field', async () => {
    await expect(parseNewsFile('news/x.md', 'Sin frontmatter')).rejects.toThrow(
      /news\/x\.md, línea 1: El archivo no empieza con sus datos/,
    );
    await expect(parseNewsFile('news/x.md', '---\ntitulo: Hola\n---\nTexto')).rejects.toThrow(
      /news\/x\.md, línea \d: «Fecha» no es válido/,
    );
    await expect(parseNewsFile('news/x.md', '---\nfecha: 15/03/2026\n---\nTexto')).rejects.toThrow(
      /news\/x\.md, línea 2: «Fecha» no es válido/,
    );
    await expect(parseNewsFile('news/x.md', '---\nfecha: 2026-03-15\n---\n')).rejects.toThrow(
      /news\/x\.md, línea 4: La noticia no tiene texto/,
    );
  });
});

describe('createLocalSource', () => {
  it('loads every file newest first', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'news-'));
    await writeFile(path.join(dir, 'vieja.md'), '---\nfecha: 2026-01-01\n---\nVieja');
    await writeFile(path.join(dir, 'nueva.md'), '---\nfecha: 2026-06-01\n---\nNueva');
    await writeFile(path.join(dir, 'notas.txt'), 'ignorado');
    expect((await createLocalSource(dir).all()).map((d) => d.id)).toEqual(['nueva', 'vieja']);
  });

  it('holds the sample news with at least six items', async () => {
    const docs = await createLocalSource(path.resolve('content/news')).all();
    expect(docs.length).toBeGreaterThanOrEqual(6);
    const times = docs.map((d) => d.fecha!.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
