// The content store's module of checked pages (builder/text/content-store.ts).
declare module 'virtual:content/pages' {
  /** Every long page read once per build (store.server.ts): its entries, what is wrong with the others, every page file's name. */
  export const pageReads: import('./page-entries.ts').PageReads;
}
