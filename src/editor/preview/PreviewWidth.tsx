import type { ReactNode } from 'react';
import { say } from '~/content/messages';

/** A phone's width, as the site's layout is checked at (375 px). */
const PHONE_WIDTH = 375;

/**
 * What the pane shows, at the pane's width or, when staff tick it, at a
 * phone's (preview.css: a checkbox, so that no state is kept in React).
 */
export function PreviewWidth({ children }: { children: ReactNode }) {
  return (
    <>
      <label className="preview-width-choice">
        <input type="checkbox" className="preview-width-phone" />
        {say('previewPhoneWidth', PHONE_WIDTH)}
      </label>
      <div className="preview-width">{children}</div>
    </>
  );
}
