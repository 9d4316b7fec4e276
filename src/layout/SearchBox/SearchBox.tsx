import { Search } from 'lucide-react';
import { paths } from '~/site/pages';

/**
 * The site search field. Without JavaScript it is a form that leads to the
 * search page (a list of every page and section). The page script turns it
 * into a combobox with results as you type (src/page-script/search.ts). `id`
 * and `label` keep the several fields of a page apart.
 */
export function SearchBox({
  id,
  label,
  className,
}: {
  id: string;
  /** Names the search landmark; a page may have several. */
  label: string;
  className?: string;
}) {
  const input = `${id}-campo`;
  return (
    <form
      role="search"
      aria-label={label}
      action={paths.search}
      className={['search-box', className].filter(Boolean).join(' ')}
      data-search
      data-pagefind-ignore="all"
    >
      <label htmlFor={input} className="visually-hidden">
        Buscar
      </label>
      <Search className="search-box__icon" aria-hidden="true" />
      <input
        id={input}
        className="search-box__input"
        type="search"
        name="q"
        placeholder="Buscar"
        autoComplete="off"
        enterKeyHint="search"
        aria-keyshortcuts="/ Control+K"
      />
      <div
        id={`${id}-resultados`}
        className="search-box__results"
        role="listbox"
        hidden
        aria-label="Resultados de la búsqueda"
      />
      <p className="visually-hidden" role="status" data-search-status />
    </form>
  );
}
