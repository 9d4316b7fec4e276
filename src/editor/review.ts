// Browser code of the editor's page (and of the preview job's script): what
// became of each change staff saved, read from GitHub's REST API with the
// fine-grained token they signed in to the editor with. Each save is a pull
// request from a branch Sveltia names `cms/…`. Its head commit's workflow
// runs say whether it is being checked or failed (Actions: read; GitHub gives
// fine-grained tokens no Checks permission, so neither check runs nor their
// annotations); the preview job posts the preview's address as a commit
// status (Commit statuses: read), and what the build's content checks found
// as a comment on the pull request (Pull requests: read), both through
// scripts/commands/preview-status.mjs.
import { say } from '~/content/messages';
import { readPage } from '~/content/page-entries';
import { describeProblem, type ContentProblem } from '~/content/problem';
import STATUSES from '~/content/commit-statuses.json';

/** The commit status the preview job posts with the preview's address, and Sveltia's preview_context. */
export const PREVIEW_STATUS = STATUSES.preview;

/**
 * The commit status the live publication posts on main's commit once the
 * live site serves it (scripts/commands/promotion.mjs live).
 */
export const SITE_STATUS = STATUSES.site;

/** What marks the preview job's comment of content problems, with the commit it read and what it found. */
const FINDINGS_MARK = 'revision-del-contenido';

/** The prefix of the branches of Sveltia's pull requests (its editorial workflow). */
const EDITOR_BRANCH = 'cms/';

/**
 * Who the workflow writes as, with its own token (GITHUB_TOKEN): the only
 * author whose findings and preview status the panel believes. No person's
 * account can have a name ending in "[bot]".
 */
export const WORKFLOW_AUTHOR = STATUSES.author;

/** How long a change may wait for its checks to start before the panel says they did not. */
export const NO_RUN_AFTER_MS = 15 * 60_000;

/** Where GitHub is, the repository, and the staff member's token. */
export interface GitHubAccess {
  /** GitHub's REST API, without a trailing slash (https://api.github.com). */
  api: string;
  /** owner/name */
  repo: string;
  token: string;
}

/** One saved change, as the panel tells it. */
export interface Change {
  number: number;
  title: string;
  branch: string;
  /** The head commit these states are of: what publishing merges, and nothing else. */
  sha: string;
  /**
   * checking: a check or the preview is still running (or is about to start);
   * failed: a check failed; ready: every check passed and the preview is up;
   * draft: every check passed, but the page is marked «Borrador», so it is
   * not offered for publishing (families keep the published text);
   * conflict: another change published since touched the same lines, so
   * GitHub neither checks nor merges it; unchecked: no check started in
   * NO_RUN_AFTER_MS.
   */
  state: 'checking' | 'failed' | 'ready' | 'draft' | 'conflict' | 'unchecked';
  /** The preview's address, once it is deployed. */
  preview?: string;
  /** What the content checks found, in Spanish, each on its file and line. */
  findings: ContentProblem[];
  /** A check failed with nothing staff wrote to blame: the administrator's to look at. */
  technical: boolean;
}

interface PullRequest {
  number: number;
  title: string;
  updated_at: string;
  /** The head's repository: null once a fork is deleted. */
  head: { ref: string; sha: string; repo: { full_name: string } | null };
  /** Only in one pull request's answer: null while GitHub is still working it out. */
  mergeable?: boolean | null;
}
interface WorkflowRun {
  id: number;
  workflow_id: number;
  status: 'queued' | 'in_progress' | 'completed' | 'waiting' | 'requested' | 'pending';
  conclusion: string | null;
  created_at: string;
}
interface CommitStatus {
  context: string;
  state: 'pending' | 'success' | 'failure' | 'error';
  target_url: string | null;
  creator: { login: string } | null;
}
interface IssueComment {
  body?: string;
  user: { login: string } | null;
}

/** Whether `value` is a finding as the build writes it: text, a line number and text. */
const isFinding = (value: unknown): value is ContentProblem => {
  const { file, line, message } = (value ?? {}) as Record<string, unknown>;
  return (
    typeof file === 'string' &&
    Number.isInteger(line) &&
    (line as number) > 0 &&
    typeof message === 'string'
  );
};

/** Findings that are there but cannot be read: the change failed, and the administrator's to look at. */
class UnreadableFindings extends Error {}

/**
 * The pull request's comment of what the content checks found in commit
 * `sha`: readable on GitHub, and with the findings as data the panel reads.
 */
export function findingsComment(sha: string, findings: ContentProblem[]): string {
  // A comment ends at "--": JSON never needs two hyphens in a row outside its strings.
  const data = JSON.stringify({ sha, findings }).replace(/--/g, '-\\u002d');
  // Staff's text stays text: each finding on one line inside a fence longer
  // than any run of tildes in it, where nothing is Markdown, a link, a
  // heading or an HTML comment.
  const lines = findings.map((finding) => describeProblem(finding).replace(/\s+/g, ' '));
  const longest = Math.max(
    0,
    ...lines.map((text) => Math.max(0, ...(text.match(/~+/g) ?? []).map((run) => run.length))),
  );
  const fence = '~'.repeat(Math.max(4, longest + 1));
  return [
    say('findingsComment', findings.length),
    '',
    `${fence}text`,
    ...lines,
    fence,
    '',
    `<!-- ${FINDINGS_MARK} ${data} -->`,
  ].join('\n');
}

/**
 * The findings a comment of findingsComment's holds for commit `sha`, or
 * undefined if it holds none for it; throws UnreadableFindings where the mark
 * is there but what follows is not findings. The mark is read only where
 * findingsComment writes it, alone on the comment's last line: one quoted
 * in staff's text, inside the fence above it, is never read.
 */
function findingsIn(body: string, sha: string): ContentProblem[] | undefined {
  const data = new RegExp(`(?:^|\\n)<!-- ${FINDINGS_MARK} (\\{[^\\r\\n]*\\}) -->\\s*$`).exec(
    body,
  )?.[1];
  if (!data) return undefined;
  let parsed: { sha?: unknown; findings?: unknown };
  try {
    parsed = JSON.parse(data) as typeof parsed;
  } catch {
    throw new UnreadableFindings('The findings comment is not JSON');
  }
  if (parsed.sha !== sha) return undefined;
  if (!Array.isArray(parsed.findings) || !parsed.findings.every(isFinding))
    throw new UnreadableFindings('The findings comment holds no findings');
  return parsed.findings;
}

/** A conclusion that says nothing of this commit: a newer run took its place, or it did not apply. */
const IGNORED = new Set(['cancelled', 'skipped', 'stale']);
const PASSED = new Set(['success', 'neutral']);

/** GitHub's answer to `request` (a path of the API), as JSON (as text where `raw`); throws with the status when refused. */
async function ask<T>(
  access: GitHubAccess,
  request: string,
  { raw = false, ...init }: RequestInit & { raw?: boolean } = {},
): Promise<T> {
  const response = await fetch(`${access.api}${request}`, {
    ...init,
    // Revalidated every time: a 304 costs nothing of the rate limit, and
    // GitHub's own max-age=60 would show a state a minute old.
    cache: 'no-cache',
    headers: {
      Accept: 'application/vnd.github+json',
      Authorization: `Bearer ${access.token}`,
      'X-GitHub-Api-Version': '2022-11-28',
      ...init.headers,
    },
  });
  if (!response.ok) throw new GitHubRefusal(response.status);
  if (raw) return (await response.text()) as T;
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** GitHub refused a request: its HTTP status. */
export class GitHubRefusal extends Error {
  constructor(readonly status: number) {
    super(`GitHub answered ${status}`);
  }
}

/** The newest run of each workflow on a commit that still says something of it. */
function countedRuns(runs: WorkflowRun[]): WorkflowRun[] {
  // Each workflow's newest run on this commit (a re-run replaces the one before).
  const newest = new Map<number, WorkflowRun>();
  for (const run of [...runs].sort((a, b) => a.created_at.localeCompare(b.created_at)))
    newest.set(run.workflow_id, run);
  return [...newest.values()].filter(
    (run) => !(run.status === 'completed' && IGNORED.has(run.conclusion ?? '')),
  );
}

/** What the workflow found in the head commit's content, from its own comments only. */
async function findingsOf(access: GitHubAccess, pull: PullRequest): Promise<ContentProblem[]> {
  const comments = await ask<IssueComment[]>(
    access,
    `/repos/${access.repo}/issues/${pull.number}/comments?per_page=100`,
  );
  let findings: ContentProblem[] = [];
  for (const comment of comments)
    if (comment.user?.login === WORKFLOW_AUTHOR)
      findings = findingsIn(comment.body ?? '', pull.head.sha) ?? findings;
  return [...findings].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** What became of one pull request's head commit. */
async function changeOf(access: GitHubAccess, pull: PullRequest, now: number): Promise<Change> {
  const repo = `/repos/${access.repo}`;
  const { sha } = pull.head;
  const [{ workflow_runs: runs }, statuses] = await Promise.all([
    ask<{ workflow_runs: WorkflowRun[] }>(
      access,
      `${repo}/actions/runs?head_sha=${sha}&per_page=100`,
    ),
    // Newest first, each with who posted it (the combined status names no one).
    ask<CommitStatus[]>(access, `${repo}/commits/${sha}/statuses?per_page=100`),
  ]);
  const counted = countedRuns(runs);
  const failed = counted.some(
    (run) => run.status === 'completed' && !PASSED.has(run.conclusion ?? ''),
  );
  const preview = statuses.find(
    (status) => status.context === PREVIEW_STATUS && status.creator?.login === WORKFLOW_AUTHOR,
  );
  const previewFailed = preview?.state === 'failure' || preview?.state === 'error';
  const running = !counted.length || counted.some((run) => run.status !== 'completed');
  const change: Change = {
    number: pull.number,
    title: pull.title,
    branch: pull.head.ref,
    sha,
    state: 'checking',
    preview: preview?.state === 'success' ? (preview.target_url ?? undefined) : undefined,
    findings: [],
    technical: false,
  };
  if (failed || previewFailed) {
    try {
      change.findings = await findingsOf(access, pull);
    } catch (error) {
      if (!(error instanceof UnreadableFindings)) throw error;
    }
    return { ...change, state: 'failed', technical: change.findings.length === 0 };
  }
  const ready = !running && preview?.state === 'success';
  // GitHub starts no run for a pull request that conflicts with its base, and merges none:
  // asked where that would leave the change waiting, or offered for publishing.
  if (ready || !counted.length) {
    const { mergeable } = await ask<PullRequest>(access, `${repo}/pulls/${pull.number}`);
    if (mergeable === false) return { ...change, state: 'conflict', preview: undefined };
  }
  if (ready) return { ...change, state: 'ready' };
  if (!counted.length && now - Date.parse(pull.updated_at) > NO_RUN_AFTER_MS)
    return { ...change, state: 'unchecked' };
  return change;
}

/** Whether `pull` is a save of the editor's: a `cms/` branch of the site's own repository, never a fork's. */
const isEditorSave = (access: GitHubAccess, pull: PullRequest) =>
  pull.head.ref.startsWith(EDITOR_BRANCH) &&
  pull.head.repo?.full_name.toLowerCase() === access.repo.toLowerCase();

/**
 * Whether the page file `file` is marked «Borrador» in commit `sha`, as the
 * pages' reader reads it (content/page-entries.ts: `draft` of the schema,
 * src/content/page.ts), the same that builds it.
 */
async function isDraft(access: GitHubAccess, file: string, sha: string): Promise<boolean> {
  const path = file.split('/').map(encodeURIComponent).join('/');
  let text: string;
  try {
    text = await ask<string>(access, `/repos/${access.repo}/contents/${path}?ref=${sha}`, {
      headers: { Accept: 'application/vnd.github.raw+json' },
      raw: true,
    });
  } catch (error) {
    // A change that deletes the file: nothing marked.
    if (error instanceof GitHubRefusal && error.status === 404) return false;
    throw error;
  }
  const read = readPage({ file, text });
  return !Array.isArray(read) && read.data.draft === true;
}

/**
 * Every change saved in the editor and not yet published, newest first.
 * `pageFile` names the page file a branch saves (the editor's configuration),
 * if it saves one: a page marked «Borrador» is not offered for publishing.
 */
export async function readChanges(
  access: GitHubAccess,
  { now = Date.now(), pageFile = () => undefined }: ReadOptions = {},
): Promise<Change[]> {
  const pulls = await ask<PullRequest[]>(
    access,
    `/repos/${access.repo}/pulls?state=open&sort=created&direction=desc&per_page=30`,
  );
  return Promise.all(
    pulls
      .filter((pull) => isEditorSave(access, pull))
      .map(async (pull) => {
        const change = await changeOf(access, pull, now);
        const file = pageFile(change.branch);
        return change.state === 'ready' && file && (await isDraft(access, file, change.sha))
          ? { ...change, state: 'draft' as const }
          : change;
      }),
  );
}

interface ReadOptions {
  /** What time it is (ms since 1970). */
  now?: number;
  /** The file a branch of the editor's saves, if it saves one file: a page's frontmatter may mark it «Borrador». */
  pageFile?: (branch: string) => string | undefined;
}

/**
 * Publishes a change: merges its pull request (one commit on the published
 * branch) if its head is still the commit that was checked, then deletes its
 * branch; answers the commit it made on main. GitHub refuses with 409 where
 * the head moved since.
 */
export async function publishChange(access: GitHubAccess, change: Change): Promise<string> {
  const repo = `/repos/${access.repo}`;
  const merged = await ask<{ sha: string }>(access, `${repo}/pulls/${change.number}/merge`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ merge_method: 'squash', sha: change.sha }),
  });
  // A branch left behind stops nothing: Sveltia lists open pull requests only.
  const ref = change.branch.split('/').map(encodeURIComponent).join('/');
  await ask(access, `${repo}/git/refs/heads/${ref}`, { method: 'DELETE' }).catch(() => {});
  return merged.sha;
}

/** Whether the live site serves main's commit `sha`: the publication said so on it. */
export async function isOnSite(access: GitHubAccess, sha: string): Promise<boolean> {
  const statuses = await ask<CommitStatus[]>(
    access,
    `/repos/${access.repo}/commits/${sha}/statuses?per_page=100`,
  );
  return statuses.some(
    (status) =>
      status.context === SITE_STATUS &&
      status.state === 'success' &&
      status.creator?.login === WORKFLOW_AUTHOR,
  );
}
