/** What a share button sends: a title and the page's canonical address with the anchor. */
export interface Shared {
  title: string;
  url: string;
}

/** The WhatsApp link that carries `shared` as the message, for browsers with no share sheet. */
function whatsappShareUrl({ title, url }: Shared): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

/**
 * Buttons marked `data-share` with an address ("#anchor" on this page, or a
 * path) share it: the long pages' sections, the news items. They are unseen
 * until this script runs (the stylesheet keys on html[data-enhanced]): through the system share sheet where
 * the browser has one (Web Share API), otherwise as a WhatsApp message in a new
 * tab. The address is the page's canonical one, so a link shared from a
 * preview or with a trailing slash still lands on the published page.
 */
export function enhanceShareButtons(doc: Document): void {
  const canonical =
    doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? doc.location.href;
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-share]');
    if (!button) return;
    const page = doc.title.split(' | ')[0];
    const shared: Shared = {
      title: [button.dataset.shareTitle, page].filter(Boolean).join(' · '),
      url: new URL(button.dataset.share ?? '', canonical).href,
    };
    if (typeof navigator.share === 'function') {
      navigator.share(shared).catch(() => {}); // Dismissed by the visitor: nothing to do.
    } else {
      window.open(whatsappShareUrl(shared), '_blank', 'noopener,noreferrer');
    }
  });
}
