import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { WIDEST_PICTURE } from '~/pictures';
import { repositoryName, school } from '~/site/identity';
import { pages } from '~/site/registry';
import { editorConfig } from './config.server';
import { COLLECTIONS, editorUrl } from './entry-links';
import { SVELTIA_DIR } from './sveltia.server';

/** The collections as Sveltia reads them, whichever kind each is. */
interface Collection {
  name: string;
  folder?: string;
  fields?: { widget: string; modes?: string[] }[];
  files?: { name: string; file: string; fields: { widget: string; modes?: string[] }[] }[];
}
const collectionsOf = async () =>
  ((await editorConfig('.')) as unknown as { collections: Collection[] }).collections;
const files = (collection: Collection | undefined) => collection?.files ?? [];

describe("the editor's configuration", () => {
  it("is valid by Sveltia's own schema", async () => {
    const schema = JSON.parse(
      await readFile(path.join(SVELTIA_DIR, 'schema/sveltia-cms.json'), 'utf8'),
    );
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
    validate(await editorConfig('.'));
    expect(validate.errors ?? []).toEqual([]);
  });

  it("saves to the school's repository as pull requests, and signs in with a token", async () => {
    const { backend, publish_mode } = await editorConfig('.');
    expect(backend).toMatchObject({
      name: 'github',
      repo: repositoryName(),
      branch: school.repository.branch,
      auth_methods: ['token'],
    });
    expect(publish_mode).toBe('editorial_workflow');
    // Only the browser tests switch to the test repository, in their own browser.
    expect(JSON.stringify(await editorConfig('.'))).not.toContain('test-repo');
  });

  it('opens each long page where "Editar esta página" leads, and the school\'s details and news', async () => {
    const byName = new Map((await collectionsOf()).map((c) => [c.name, c]));
    for (const page of pages)
      if (page.kind === 'long-page') {
        const [, collection] = /#\/collections\/(\w+)\/entries\/(.+)$/.exec(editorUrl(page.entry))!;
        // A folder collection's entry is its file's name: content/<entry>.mdx.
        expect(byName.get(collection!)).toMatchObject({
          folder: 'content',
          extension: 'mdx',
          create: true,
        });
      }
    expect(files(byName.get(COLLECTIONS.school))[0]).toMatchObject({
      file: 'content/colegio.json',
    });
    expect(files(byName.get(COLLECTIONS.notice))[0]).toMatchObject({
      file: 'content/aviso.json',
      format: 'json',
    });
    expect(byName.get(COLLECTIONS.news)).toMatchObject({ folder: 'content/news', create: true });
  });

  it('offers the news’ files only where the build publishes them: never beside Firestore’s news', async () => {
    const names = async (firestore: boolean) =>
      (await editorConfig('.', { firestore })).collections.map((collection) => collection.name);
    expect(await names(false)).toContain(COLLECTIONS.news);
    expect(await names(true)).not.toContain(COLLECTIONS.news);
    expect(await names(true)).toEqual([COLLECTIONS.pages, COLLECTIONS.notice, COLLECTIONS.school]);
  });

  it('re-encodes an uploaded photo as WebP, no wider than the widest copy the site makes', async () => {
    const { media_libraries } = await editorConfig('.');
    expect(media_libraries.default.config.transformations.raster_image).toEqual({
      format: 'webp',
      quality: expect.any(Number),
      width: WIDEST_PICTURE,
      height: WIDEST_PICTURE,
    });
  });

  it('keeps every text as written: raw Markdown, never the rich-text editor', async () => {
    const bodies = (await collectionsOf())
      .flatMap((c) => [...files(c).map((f) => f.fields), c.fields ?? []].flat())
      .filter((field) => field.widget === 'markdown');
    // The pages' and the news' texts.
    expect(bodies.length).toBe(2);
    for (const body of bodies) expect(body.modes).toEqual(['raw']);
  });
});
