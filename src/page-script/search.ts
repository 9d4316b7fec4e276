import {
  countText,
  searchTerms,
  toHits,
  type PagefindPage,
  type SearchHit,
} from './search-results';

/** Pagefind's browser API, as far as the search box uses it. */
interface Pagefind {
  init(): Promise<void>;
  debouncedSearch(
    query: string,
    options?: object,
    debounceMs?: number,
  ): Promise<{ results: { data(): Promise<PagefindPage> }[] } | null>;
}

// Written by the build next to the pages (src/builder/plugins/search-index.ts),
// so it is fetched by address, not bundled.
const PAGEFIND_URL = '/pagefind/pagefind.js';
const DEBOUNCE_MS = 150;
const PAGES = 5;

let pagefind: Promise<Pagefind> | undefined;

/** Pagefind's code and index entry, fetched the first time a visitor turns to the search. */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= import(/* @vite-ignore */ PAGEFIND_URL).then(async (module: Pagefind) => {
    await module.init();
    return module;
  });
  return pagefind;
}

/** Text with Pagefind's <mark> kept as elements and everything else as text. */
function withMarks(doc: Document, excerpt: string): DocumentFragment {
  const fragment = doc.createDocumentFragment();
  excerpt.split(/(<mark>[^<]*<\/mark>)/).forEach((part) => {
    const marked = /^<mark>([^<]*)<\/mark>$/.exec(part);
    if (marked)
      fragment.append(Object.assign(doc.createElement('mark'), { textContent: marked[1] }));
    else if (part) fragment.append(part.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&'));
  });
  return fragment;
}

/**
 * One result as an option of the list: a real link (ARIA allows `a[href]`
 * the option role), so middle-click, long-press, "copy address" and the
 * address on hover work as on any link. Focus stays in the field, as the
 * combobox wants.
 */
function resultOption(doc: Document, hit: SearchHit, id: string): HTMLAnchorElement {
  const option = Object.assign(doc.createElement('a'), {
    id,
    href: hit.url,
    className: 'search-box__option',
    tabIndex: -1,
  });
  option.setAttribute('role', 'option');
  const page = Object.assign(doc.createElement('small'), { textContent: hit.page });
  const title = Object.assign(doc.createElement('strong'), {
    textContent: hit.section ?? hit.page,
  });
  const excerpt = doc.createElement('span');
  excerpt.append(withMarks(doc, hit.excerpt));
  option.append(page, title, excerpt);
  return option;
}

/** The hits for `query`, once the visitor pauses typing; null when a newer query took its place. */
async function findHits(query: string): Promise<SearchHit[] | null> {
  const search = await (await loadPagefind()).debouncedSearch(searchTerms(query), {}, DEBOUNCE_MS);
  if (search === null) return null;
  const pages = await Promise.all(search.results.slice(0, PAGES).map((result) => result.data()));
  return toHits(pages, query);
}

/** The list of results under a search field, as a combobox's listbox (the ARIA pattern). */
interface ResultList {
  /** Shows `found` for `query`, none chosen; with none, says so. */
  show(query: string, found: SearchHit[]): void;
  /** Hides the list. */
  close(): void;
  /** Says `text`, on screen or to screen readers alone. */
  say(text: string, visible: boolean): void;
}

/** Marks the list's option at `index` (none: -1) as the field's chosen one, and brings it into view. */
function markChosen(list: HTMLElement, input: HTMLInputElement, index: number) {
  [...list.children].forEach((option, i) =>
    option.setAttribute('aria-selected', String(i === index)),
  );
  if (index < 0) return input.removeAttribute('aria-activedescendant');
  input.setAttribute('aria-activedescendant', list.children[index]!.id);
  list.children[index]!.scrollIntoView({ block: 'nearest' });
}

/**
 * The field and its list as a combobox: the list's state in the field's ARIA
 * attributes, arrow keys moving through the options, Enter opening the chosen
 * one (or the first), Escape closing the list (and, closed, clearing the
 * field), and the list closed when focus leaves the form.
 */
function comboboxList(form: HTMLFormElement, input: HTMLInputElement): ResultList {
  const doc = form.ownerDocument;
  const list = form.querySelector<HTMLElement>('[role="listbox"]')!;
  const status = form.querySelector<HTMLElement>('[data-search-status]')!;
  let hits: SearchHit[] = [];
  let active = -1;

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', list.id);
  input.setAttribute('aria-expanded', 'false');

  const say = (text: string, visible: boolean) => {
    status.textContent = text;
    status.className = visible ? 'search-box__results search-box__message' : 'visually-hidden';
  };
  const choose = (index: number) => {
    active = index;
    markChosen(list, input, index);
  };
  const close = () => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    choose(-1);
  };
  const show = (query: string, found: SearchHit[]) => {
    hits = found;
    list.replaceChildren(...found.map((hit, i) => resultOption(doc, hit, `${list.id}-${i}`)));
    list.hidden = !found.length;
    input.setAttribute('aria-expanded', String(found.length > 0));
    choose(-1);
    if (found.length) say(countText(found.length), false);
    else say(`Sin resultados para «${query}»`, true);
    // Which text the list answers (the browser tests wait on it).
    form.dataset.searchedFor = query;
  };

  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!hits.length) return;
      event.preventDefault();
      list.hidden = false;
      input.setAttribute('aria-expanded', 'true');
      const step = event.key === 'ArrowDown' ? 1 : -1;
      choose((active + step + hits.length) % hits.length);
    } else if (event.key === 'Escape') {
      if (list.hidden) input.value = '';
      close();
    } else if (event.key === 'Enter' && hits.length) {
      event.preventDefault();
      (list.children[Math.max(active, 0)] as HTMLAnchorElement).click();
    }
  });
  form.addEventListener('focusout', (event) => {
    if (!form.contains(event.relatedTarget as Node | null)) close();
  });
  return { show, close, say };
}

/** What the search says where it cannot run: the development server has no index. */
const NO_INDEX_IN_DEVELOPMENT = 'La búsqueda funciona en el sitio construido (npm start).';

/**
 * Brings one search box (a `form[data-search]`) to life: results as you
 * type, in a combobox's list (comboboxList), announced to screen readers.
 * Enter with nothing chosen opens the first result; with no results it
 * submits the form to the search page.
 */
export function enhanceSearchBox(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type="search"]')!;
  const results = comboboxList(form, input);

  const run = async () => {
    const query = input.value;
    if (!query.trim()) {
      results.close();
      results.say('', false);
      return;
    }
    if (import.meta.env.DEV) return results.say(NO_INDEX_IN_DEVELOPMENT, true);
    const found = await findHits(query);
    // A newer keystroke took over.
    if (found && query === input.value) results.show(query, found);
  };
  input.addEventListener('input', () => void run());

  // The visitor has just turned to the search: fetch Pagefind now, and search
  // whatever was typed while this code was on its way.
  if (import.meta.env.DEV) results.say(NO_INDEX_IN_DEVELOPMENT, true);
  else void loadPagefind();
  if (input.value) void run();
}
