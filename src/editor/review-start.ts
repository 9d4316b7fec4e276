// The review panel's entry on the editor's page (review-panel.ts): the
// configuration's address and the pages' titles come from its script tag,
// which the build writes (page.server.ts).
import { startReviewPanel } from './review-panel';

const { config, pages } = (document.currentScript as HTMLScriptElement).dataset;
void startReviewPanel({ configUrl: config!, pages: pages ? JSON.parse(pages) : undefined });
