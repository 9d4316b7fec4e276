// Browser code of the editor's review panel («Tus cambios»): how it looks and
// what it says, in Spanish: its style, each change as an item, the summary
// line, and the notes of what went wrong. review-panel.ts starts it.
import { GitHubRefusal, type Change } from './review';
import type { ChangeNames } from './review-panel-data';
import { say, type MessageName } from '~/content/messages';

/** The messages that count changes in a state. */
type CountName = Extract<MessageName, `count${string}`>;

/** A screen narrower than this starts with the panel closed: it would cover the form. */
const NARROW = '(max-width: 40rem)';

const STYLE = `
.isc-review{position:fixed;inset:auto .75rem .75rem auto;z-index:2147483000;max-width:min(24rem,calc(100vw - 1.5rem));max-height:min(50vh,30rem);overflow:auto;font:0.9375rem/1.4 system-ui,sans-serif;color:#1b1b1b;background:#fff;border:1px solid #8a8a8a;border-radius:.5rem;box-shadow:0 .25rem 1rem #0003}
.isc-review summary{padding:.5rem .75rem;font-weight:600;cursor:pointer}
.isc-review ul{margin:0;padding:0 .75rem .5rem;list-style:none}
.isc-review ul>li{padding:.5rem 0;border-top:1px solid #d0d0d0}
.isc-review p{margin:.25rem 0}
.isc-review details>p{margin:.25rem .75rem}
.isc-review details>p:empty{display:none}
.isc-review .isc-title{font-weight:600}
.isc-review :is([data-state=failed],[data-state=conflict],[data-state=unchecked]) .isc-state{color:#a4000f}
.isc-review [data-state=ready] .isc-state{color:#1d6b2f}
.isc-review ol{margin:.25rem 0;padding-left:1.25rem}
.isc-review a,.isc-review button{font:inherit;font-weight:600;margin:.25rem .75rem 0 0}
.isc-review a{color:#0b57d0}
.isc-review button{padding:.375rem .75rem;color:#fff;background:#1d6b2f;border:0;border-radius:.375rem;cursor:pointer}
.isc-review button:disabled{opacity:.6;cursor:progress}
@media (prefers-color-scheme:dark){.isc-review{color:#eee;background:#202124;border-color:#777}.isc-review ul>li{border-color:#444}.isc-review :is([data-state=failed],[data-state=conflict],[data-state=unchecked]) .isc-state{color:#ff8a8a}.isc-review [data-state=ready] .isc-state{color:#7fd492}.isc-review a{color:#8ab4f8}}
`;

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  attributes: Record<string, string> = {},
) => {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
};

/** The summary line: how many changes, and how many wait on staff. */
export function summaryOf(changes: Change[]): string {
  /** How many changes are in one of `states`, said by the message `what`; nothing for none. */
  const part = (what: CountName, ...states: Change['state'][]) => {
    const count = changes.filter((change) => states.includes(change.state)).length;
    return count ? say(what, count) : '';
  };
  const parts = [
    part('countToFix', 'failed', 'conflict'),
    part('countToPublish', 'ready'),
    part('countDrafts', 'draft'),
    part('countUnchecked', 'unchecked'),
    part('countChecking', 'checking'),
  ].filter(Boolean);
  return say('panelSummary', parts.join(', '));
}

/** What the panel says of a change in each state that needs no list of its own. */
const STATE_TEXT: Record<Exclude<Change['state'], 'failed'>, string> = {
  checking: say('stateChecking'),
  ready: say('stateReady'),
  draft: say('stateDraft'),
  conflict: say('stateConflict'),
  unchecked: say('stateUnchecked'),
};

/** What the panel says when GitHub refuses to publish, by its status. */
export function publishRefusal(error: unknown): string {
  const status = error instanceof GitHubRefusal ? error.status : undefined;
  if (status === 409) return say('publishMovedHead');
  if (status === 405 || status === 422) return say('publishWaitsChecks');
  return say('publishFailed');
}

/** What the panel tells staff when it cannot do its part, by cause. */
export const PANEL_TROUBLE = {
  config: say('panelConfigUnreadable'),
  signedOut: say('panelSignedOut'),
  expired: say('panelExpired'),
  githubDown: say('panelGitHubDown'),
} as const;

/** A preview address worth a link: the web's, nothing else. */
const safeAddress = (address: string | undefined) => {
  try {
    return address && /^https?:$/.test(new URL(address).protocol) ? address : undefined;
  } catch {
    return undefined;
  }
};

/** What a failed change needs: a technical failure to report, or each finding on its page and line. */
function failureText(change: Change, { place }: ChangeNames): HTMLElement[] {
  const state = element('p', change.technical ? say('stateTechnical') : say('stateFailed'), {
    class: 'isc-state',
  });
  if (!change.findings.length) return [state];
  const findings = element('ol');
  findings.append(
    ...change.findings.map((finding) =>
      element('li', say('finding', place(finding.file), finding.line, finding.message)),
    ),
  );
  return [state, findings, element('p', say('fixAndSave'))];
}

/** A change as an item of the panel's list: its title, its state, its preview and, once ready, «Publicar en el sitio». */
function changeItem(
  change: Change,
  names: ChangeNames,
  publish: (change: Change, button: HTMLButtonElement) => void,
): HTMLLIElement {
  const item = element('li', undefined, { 'data-state': change.state });
  item.append(element('p', names.titleOf(change), { class: 'isc-title' }));
  if (change.state === 'failed') item.append(...failureText(change, names));
  else item.append(element('p', STATE_TEXT[change.state], { class: 'isc-state' }));
  const preview = safeAddress(change.preview);
  if (preview)
    item.append(
      element('a', say('seePreview'), { href: preview, target: '_blank', rel: 'noopener' }),
    );
  if (change.state === 'ready') {
    const button = element('button', say('publish'), { type: 'button' });
    button.addEventListener('click', () => publish(change, button));
    item.append(button);
  }
  return item;
}

/** A change published from the panel: the commit it made on main, and whether the live site serves it yet. */
export interface Published extends Change {
  merged: string;
  onSite: boolean;
}

/** A change published from the panel, told so until the page closes. */
function publishedItem(change: Published, names: ChangeNames): HTMLLIElement {
  const item = element('li', undefined, { 'data-state': change.onSite ? 'on-site' : 'published' });
  item.append(
    element('p', names.titleOf(change), { class: 'isc-title' }),
    element('p', change.onSite ? say('onSite') : say('published'), { class: 'isc-state' }),
  );
  return item;
}

/** The panel's parts, not yet on the page: its style, the panel, and what changes in it. */
function panelParts() {
  const style = element('style', STYLE);
  const panel = element('aside', undefined, {
    class: 'isc-review',
    'aria-labelledby': 'isc-review-summary',
  });
  const details = element('details');
  // Open where it leaves the form room; on a phone, closed until a change needs staff.
  details.open = !matchMedia(NARROW).matches;
  const summary = element('summary', undefined, { id: 'isc-review-summary' });
  const list = element('ul');
  // What keeps the panel from its part (said until it is over), and what publishing did.
  const trouble = element('p', undefined, { role: 'status' });
  const note = element('p', undefined, { role: 'status' });
  details.append(summary, trouble, note, list);
  panel.append(details);
  return { style, panel, details, summary, list, trouble, note };
}

/**
 * The panel as staff see it: `show` draws the changes (and those published
 * from it), opening it when one newly needs them; `tell` says what keeps the
 * panel from its part until `untell`; `say` what publishing did.
 */
export function panelView(
  names: ChangeNames,
  publish: (change: Change, button: HTMLButtonElement) => void,
) {
  const { style, panel, details, summary, list, trouble, note } = panelParts();
  /** What each change needed of staff when last shown: a change newly ready or failed opens the panel. */
  const shownStates = new Map<number, Change['state']>();
  const remove = () => {
    panel.remove();
    style.remove();
  };
  const show = (changes: Change[], published: Published[]) => {
    if (!changes.length && !published.length) return remove();
    if (!panel.isConnected) document.body.append(style, panel);
    summary.textContent = changes.length ? summaryOf(changes) : say('panelTitle');
    const news = changes.some(
      (change) => change.state !== 'checking' && shownStates.get(change.number) !== change.state,
    );
    if (news && shownStates.size) details.open = true;
    for (const change of changes) shownStates.set(change.number, change.state);
    list.replaceChildren(
      ...published.map((change) => publishedItem(change, names)),
      ...changes.map((change) => changeItem(change, names, publish)),
    );
  };
  /** Shows the panel even with no change to list. */
  const shown = () => {
    if (!panel.isConnected) document.body.append(style, panel);
    if (!summary.textContent) summary.textContent = say('panelTitle');
  };
  return {
    show,
    remove,
    /** Says what keeps the panel from its part. */
    tell(message: string) {
      shown();
      trouble.textContent = message;
    },
    /** Takes back what `tell` said: it is over. */
    untell() {
      trouble.textContent = '';
    },
    /** Says what publishing did. */
    say(message: string) {
      shown();
      note.textContent = message;
    },
  };
}
