// What the editor's page runs once Sveltia CMS is loaded (its script tag
// says what the build knows, page.server.ts): the review panel
// (review-panel.ts), told where the configuration is and what the pages are
// called, and the preview's templates (preview/register.ts).
import './jitless';
import { registerPreview } from './preview/register';
import { startReviewPanel } from './review-panel';

const { config, pages, preview } = (document.currentScript as HTMLScriptElement).dataset;
void startReviewPanel({ configUrl: config!, pages: pages ? JSON.parse(pages) : undefined });
registerPreview(JSON.parse(preview!));
