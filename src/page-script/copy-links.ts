const COPIED = 'Enlace copiado';

/**
 * Heading links (`a[data-copy-link]`) are plain anchors. With JavaScript the
 * click still moves to the heading and also copies the full address, with a
 * visible and a spoken confirmation.
 */
export function enhanceCopyLinks(doc: Document): () => void {
  const status = doc.createElement('div');
  status.className = 'visually-hidden';
  status.setAttribute('role', 'status');
  doc.body.append(status);
  const onClick = async (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-copy-link]');
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.href);
    } catch {
      return; // No clipboard (insecure context or denied): the link still works.
    }
    status.textContent = `${COPIED}: ${link.href}`;
    link.dataset.copied = COPIED;
    setTimeout(() => delete link.dataset.copied, 2000);
  };
  doc.addEventListener('click', onClick);
  return () => {
    doc.removeEventListener('click', onClick);
    status.remove();
  };
}
