// The only script of the pages that ship no React (the long-form pages): it
// enhances HTML that already works without it.
import { enhanceCopyLinks } from './copy-links';
import { enhanceDropdowns } from './dropdowns';
import { enhancePrintButtons } from './print-buttons';
import { enhanceTocSpy } from './toc-spy';

enhanceDropdowns(document);
enhanceCopyLinks(document);
enhanceTocSpy(document);
enhancePrintButtons(document);
