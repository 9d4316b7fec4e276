import { describe, expect, it } from 'vitest';
import { fixedPages, isReservedAddress, pageAddress } from './addresses';
import { readPageFiles, type PageFile } from '../content/page-entries';
import { placePages as placeRead } from './page-addresses';
import { paths } from './pages';

const page = (section: string) =>
  [
    '---',
    'title: Una página',
    'description: Una página de prueba con una descripción bastante larga para el esquema.',
    'banner:',
    '  title: Una página',
    '  image: /images/banner-historia.svg',
    `section: ${section}`,
    'lastReviewed: 2026-11-20',
    '---',
    '',
    'Texto.',
  ].join('\n');

/** `sources` read and placed, as the store and the registry do. */
const placePages = (sources: PageFile[]) => placeRead(readPageFiles(sources));

/** The fixed pages' files, as the content folder has them. */
const fixedFiles = Object.keys(fixedPages).map((name) => ({
  file: `content/${name}.mdx`,
  text: page('institucional'),
}));

describe("the long pages' addresses", () => {
  it('keep the specification’s for the pages the code links to, and make a new one from section and file', () => {
    expect(pageAddress('historia', 'secundario')).toBe(paths.history);
    expect(pageAddress('uniforme', 'institucional')).toBe('/institucional/uniforme');
    const { pages, problems } = placePages([
      ...fixedFiles,
      { file: 'content/uniforme.mdx', text: page('primario') },
    ]);
    expect(problems).toEqual([]);
    expect(pages.map((each) => each.address)).toContain('/primario/uniforme');
  });

  it('refuse an address the site already has, on the section’s line', () => {
    expect(isReservedAddress(paths.news)).toBe(true);
    expect(isReservedAddress(`${paths.news}/archivo/2026`)).toBe(true);
    expect(isReservedAddress(paths.search)).toBe(true);
    expect(isReservedAddress(`${paths.editor}/config.json`)).toBe(true);
    expect(isReservedAddress(paths.history)).toBe(false);
    const { pages, problems } = placePages([
      ...fixedFiles,
      { file: 'content/novedades.mdx', text: page('institucional') },
    ]);
    expect(pages.map((each) => each.file)).not.toContain('content/novedades.mdx');
    expect(problems).toEqual([
      {
        file: 'content/novedades.mdx',
        line: 7,
        message: expect.stringMatching(
          /^La dirección \/institucional\/novedades ya es de otra parte/,
        ),
      },
    ]);
  });

  it('refuse two pages with one address', () => {
    const { problems } = placePages([
      ...fixedFiles,
      { file: 'content/uniforme.mdx', text: page('institucional') },
      { file: 'content/uniforme.mdx', text: page('institucional') },
    ]);
    expect(problems).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/es también la de content\/uniforme\.mdx/),
      }),
    ]);
  });

  it('refuse to lose a page the code links to, naming its file', () => {
    const { problems } = placePages(
      fixedFiles.filter((source) => !source.file.includes('historia')),
    );
    expect(problems).toEqual([
      {
        file: 'content/historia.mdx',
        line: 1,
        message: expect.stringMatching(/^Esta página no se puede quitar/),
      },
    ]);
  });
});
