// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GitHubRefusal, type Change } from './review';
import { startReviewPanel } from './review-panel';
import { changeNames } from './review-panel-data';
import { PANEL_TROUBLE, publishRefusal, summaryOf } from './review-panel-view';
import { SVELTIA_USER_KEY } from './user';

const change = (state: Change['state']): Change => ({
  number: 1,
  title: 't',
  branch: 'cms/x',
  sha: 'a1',
  state,
  findings: [],
  technical: false,
});

// jsdom has no media queries: a wide screen.
window.matchMedia = (query: string) => ({ matches: false, media: query }) as MediaQueryList;

/** The page's fetch, answering the editor's configuration with `backend` and recording every address asked. */
function answerConfig(backend: object) {
  const asked: string[] = [];
  window.fetch = vi.fn(async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return String(input).endsWith('/config.json')
      ? Response.json({ backend, collections: [] })
      : Response.json([]);
  });
  return asked;
}

describe("the editor's review panel", () => {
  afterEach(() => {
    localStorage.clear();
    document.body.replaceChildren();
  });

  it('says how many changes wait on staff, and how many are being checked', () => {
    expect(
      summaryOf([change('failed'), change('ready'), change('checking'), change('checking')]),
    ).toBe('Tus cambios: 1 para corregir, 1 para publicar, 2 en revisión');
    expect(summaryOf([change('checking')])).toBe('Tus cambios: 1 en revisión');
    expect(summaryOf([change('conflict'), change('failed'), change('unchecked')])).toBe(
      'Tus cambios: 2 para corregir, 1 sin revisar',
    );
  });

  it('names a change by the page it saves: a listed file, a page of the folder by its published title, else its title', () => {
    const names = changeNames(
      {
        collections: [
          { name: 'paginas', folder: 'content', extension: 'mdx' },
          {
            name: 'colegio',
            files: [{ name: 'datos', file: 'content/colegio.json', label: 'Datos' }],
          },
          { name: 'noticias', folder: 'content/news', extension: 'md' },
        ],
      },
      { collection: 'paginas', titles: { 'content/historia.mdx': 'Historia' } },
    );
    const of = (branch: string) => ({ ...change('ready'), branch, title: 'Crear Páginas «x»' });
    expect(names.titleOf(of('cms/paginas/historia'))).toBe('«Historia»');
    expect(names.titleOf(of('cms/colegio/datos'))).toBe('«Datos»');
    // A page added since the build, and a news item: the pull request's title.
    expect(names.titleOf(of('cms/paginas/uniforme'))).toBe('Crear Páginas «x»');
    expect(names.place('content/historia.mdx')).toBe('«Historia»');
    expect(names.place('content/uniforme.mdx')).toBe('content/uniforme.mdx');
    // Pages and listed files may be marked «Borrador»: their files are read; a news item's is not.
    expect(names.pageFile('cms/paginas/uniforme')).toBe('content/uniforme.mdx');
    expect(names.pageFile('cms/colegio/datos')).toBe('content/colegio.json');
    expect(names.pageFile('cms/noticias/2026-06-15-acto')).toBeUndefined();
  });

  it('tells staff why GitHub would not publish, in Spanish', () => {
    expect(publishRefusal(new GitHubRefusal(409))).toMatch(/se modificó después de revisarse/);
    expect(publishRefusal(new GitHubRefusal(405))).toMatch(/^Todavía no se puede publicar/);
    expect(publishRefusal(new TypeError('Failed to fetch'))).toBe(
      'No se pudo publicar. Probá de nuevo en un momento.',
    );
  });

  it('asks GitHub nothing and shows nothing to a browser not signed in to GitHub', async () => {
    const asked = answerConfig({ name: 'github', repo: 'escuela/sitio' });
    localStorage.setItem(SVELTIA_USER_KEY, JSON.stringify({ backendName: 'test-repo' }));
    const stop = await startReviewPanel({ configUrl: '/editar/config.json' });
    expect(asked).toEqual(['/editar/config.json']);
    expect(document.querySelector('aside')).toBeNull();
    stop();
  });

  it('shows nothing when there is no change waiting, and nothing at all on a test repository', async () => {
    localStorage.setItem(SVELTIA_USER_KEY, JSON.stringify({ backendName: 'github', token: 'x' }));
    const asked = answerConfig({ name: 'github', repo: 'escuela/sitio' });
    const stop = await startReviewPanel({ configUrl: '/editar/config.json' });
    expect(asked).toEqual([
      '/editar/config.json',
      'https://api.github.com/repos/escuela/sitio/pulls?state=open&sort=created&direction=desc&per_page=30',
    ]);
    expect(document.querySelector('aside')).toBeNull();
    stop();
    const testRepo = answerConfig({ name: 'test-repo' });
    (await startReviewPanel({ configUrl: '/editar/config.json' }))();
    expect(testRepo).toEqual(['/editar/config.json']);
  });

  it('says so in Spanish when the editor’s configuration cannot be read, and asks GitHub nothing', async () => {
    for (const answer of [
      () => new Response('', { status: 404 }),
      () => new Response('<html>', { status: 200 }),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      const asked: string[] = [];
      window.fetch = vi.fn(async (input: RequestInfo | URL) => {
        asked.push(String(input));
        return answer();
      });
      const stop = await startReviewPanel({ configUrl: '/editar/config.json' });
      expect(document.querySelector('aside [role=status]')?.textContent).toBe(PANEL_TROUBLE.config);
      expect(asked).toEqual(['/editar/config.json']);
      stop();
      expect(document.querySelector('aside')).toBeNull();
    }
  });

  it('says in Spanish that the session closed, once it had shown changes, and takes it back on signing in again', async () => {
    const user = JSON.stringify({ backendName: 'github', token: 'x' });
    localStorage.setItem(SVELTIA_USER_KEY, user);
    const pull = {
      number: 7,
      title: 'Actualizar Páginas «historia»',
      updated_at: new Date().toISOString(),
      head: { ref: 'cms/paginas/historia', sha: 'a7', repo: { full_name: 'escuela/sitio' } },
    };
    window.fetch = vi.fn(async (input: RequestInfo | URL) => {
      const address = String(input);
      if (address.endsWith('/config.json'))
        return Response.json({
          backend: { name: 'github', repo: 'escuela/sitio' },
          collections: [],
        });
      if (address.includes('/pulls?')) return Response.json([pull]);
      if (address.includes('/actions/runs')) return Response.json({ workflow_runs: [] });
      return Response.json([]);
    });
    const stop = await startReviewPanel({ configUrl: '/editar/config.json', refreshMs: 60_000 });
    const trouble = () => document.querySelector('aside [role=status]')?.textContent;
    expect(document.querySelector('aside li')).not.toBeNull();
    expect(trouble()).toBe('');
    localStorage.removeItem(SVELTIA_USER_KEY);
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(trouble()).toBe(PANEL_TROUBLE.signedOut));
    localStorage.setItem(SVELTIA_USER_KEY, user);
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(trouble()).toBe(''));
    stop();
  });

  it('says so when GitHub does not answer, and takes it back once it does', async () => {
    localStorage.setItem(SVELTIA_USER_KEY, JSON.stringify({ backendName: 'github', token: 'x' }));
    let down = true;
    window.fetch = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).endsWith('/config.json'))
        return Response.json({
          backend: { name: 'github', repo: 'escuela/sitio' },
          collections: [],
        });
      if (down) throw new TypeError('Failed to fetch');
      return Response.json([]);
    });
    const stop = await startReviewPanel({ configUrl: '/editar/config.json', refreshMs: 60_000 });
    const note = () => document.querySelector('aside [role=status]')?.textContent;
    expect(note()).toBe(PANEL_TROUBLE.githubDown);
    down = false;
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(document.querySelector('aside')).toBeNull());
    stop();
  });
});
