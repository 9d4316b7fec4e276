/* global document, innerHeight -- code run in the page */

/**
 * Where a visitor would touch the first element `selector` names on screen:
 * the middle of one of its lines that nothing covers, in whole pixels (as
 * WebDriver's pointer actions take them), or null while there is none. The
 * benchmark's moves ask it of the page in every engine.
 */
export function pointOn(selector) {
  for (const element of document.querySelectorAll(selector))
    for (const line of element.getClientRects()) {
      const x = line.x + line.width / 2;
      const y = line.y + line.height / 2;
      if (y > 0 && y < innerHeight && element.contains(document.elementFromPoint(x, y)))
        return { x: Math.round(x), y: Math.round(y) };
    }
  return null;
}
