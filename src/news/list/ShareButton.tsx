/** An item's "Compartir" button: unseen until the page script can share (page-script/share.ts). */
export function ShareButton({ path, title }: { path: string; title: string }) {
  return (
    <button
      type="button"
      className="news-share"
      data-pagefind-ignore=""
      data-share={path}
      data-share-title={title}
    >
      Compartir
    </button>
  );
}
