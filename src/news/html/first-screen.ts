// Which of a news item's pictures leads: the first one of its text, when a
// family sees it on the first screen of the item's page or card.
import type { Placement } from '~/pictures';

/**
 * About as much text as fits above a picture on a phone's first screen,
 * below the banner and a news card's date (412 × 823 px, 16 px text).
 */
const FIRST_SCREEN_TEXT = 300;

/**
 * Where the first picture of an item's text sits, given the text before it:
 * the lead when it is on the first screen, else in the body. Only a
 * processed picture may lead: an original kept as it is weighs megabytes.
 */
export const firstPicturePlacement = (textBefore: string, processed: boolean): Placement =>
  processed && textBefore.trim().length <= FIRST_SCREEN_TEXT ? 'lead' : 'body';
