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

/** The commit status the preview job posts with the preview's address, and Sveltia's preview_context. */
export const PREVIEW_STATUS = 'Vista previa';

/** What marks the preview job's comment of content problems, with the commit it read and what it found. */
const FINDINGS_MARK = 'revision-del-contenido';

/** The prefix of the branches of Sveltia's pull requests (its editorial workflow). */
const EDITOR_BRANCH = 'cms/';

/** Where GitHub is, the repository, and the staff member's token. */
export interface GitHubAccess {
  /** GitHub's REST API, without a trailing slash (https://api.github.com). */
  api: string;
  /** owner/name */
  repo: string;
  token: string;
}

/** One problem the checks found in a file staff wrote. */
export interface Finding {
  file: string;
  line: number;
  message: string;
}

/** One saved change, as the panel tells it. */
export interface Change {
  number: number;
  title: string;
  branch: string;
  /**
   * checking: a check or the preview is still running (or has not started);
   * failed: a check failed; ready: every check passed and the preview is up.
   */
  state: 'checking' | 'failed' | 'ready';
  /** The preview's address, once it is deployed. */
  preview?: string;
  /** What the content checks found, in Spanish, each on its file and line. */
  findings: Finding[];
  /** A check failed with nothing staff wrote to blame: the administrator's to look at. */
  technical: boolean;
}

interface PullRequest {
  number: number;
  title: string;
  head: { ref: string; sha: string };
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
}
interface IssueComment {
  body?: string;
}

/**
 * The pull request's comment of what the content checks found in commit
 * `sha`: readable on GitHub, and with the findings as data the panel reads.
 */
export function findingsComment(sha: string, findings: Finding[]): string {
  // A comment ends at "--": JSON never needs two hyphens in a row outside its strings.
  const data = JSON.stringify({ sha, findings }).replace(/--/g, '-\\u002d');
  return [
    `**Revisión del contenido:** ${findings.length === 1 ? 'hay una cosa' : `hay ${findings.length} cosas`} para corregir antes de publicar.`,
    '',
    ...findings.map(({ file, line, message }) => `- \`${file}\`, línea ${line}: ${message}`),
    '',
    `<!-- ${FINDINGS_MARK} ${data} -->`,
  ].join('\n');
}

/** The findings a comment of findingsComment's holds for commit `sha`, or undefined if it holds none for it. */
export function findingsIn(body: string, sha: string): Finding[] | undefined {
  const data = new RegExp(`<!-- ${FINDINGS_MARK} (\\{.*\\}) -->`).exec(body)?.[1];
  if (!data) return undefined;
  try {
    const parsed = JSON.parse(data) as { sha?: unknown; findings?: Finding[] };
    return parsed.sha === sha && Array.isArray(parsed.findings) ? parsed.findings : undefined;
  } catch {
    return undefined;
  }
}

/** A conclusion that says nothing of this commit: a newer run took its place, or it did not apply. */
const IGNORED = new Set(['cancelled', 'skipped', 'stale']);
const PASSED = new Set(['success', 'neutral']);

/** GitHub's answer to `request` (a path of the API), as JSON; throws with the status when refused. */
async function ask<T>(access: GitHubAccess, request: string, init: RequestInit = {}): Promise<T> {
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
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** GitHub refused a request: its HTTP status. */
export class GitHubRefusal extends Error {
  constructor(readonly status: number) {
    super(`GitHub answered ${status}`);
  }
}

/** What became of one pull request's head commit. */
async function changeOf(access: GitHubAccess, pull: PullRequest): Promise<Change> {
  const repo = `/repos/${access.repo}`;
  const [{ workflow_runs: runs }, { statuses }] = await Promise.all([
    ask<{ workflow_runs: WorkflowRun[] }>(
      access,
      `${repo}/actions/runs?head_sha=${pull.head.sha}&per_page=100`,
    ),
    ask<{ statuses: CommitStatus[] }>(access, `${repo}/commits/${pull.head.sha}/status`),
  ]);
  // Each workflow's newest run on this commit (a re-run replaces the one before).
  const newest = new Map<number, WorkflowRun>();
  for (const run of [...runs].sort((a, b) => a.created_at.localeCompare(b.created_at)))
    newest.set(run.workflow_id, run);
  const counted = [...newest.values()].filter(
    (run) => !(run.status === 'completed' && IGNORED.has(run.conclusion ?? '')),
  );
  const failed = counted.filter(
    (run) => run.status === 'completed' && !PASSED.has(run.conclusion ?? ''),
  );
  const preview = statuses.find((status) => status.context === PREVIEW_STATUS);
  const previewFailed = preview?.state === 'failure' || preview?.state === 'error';
  let findings: Finding[] = [];
  if (failed.length || previewFailed) {
    const comments = await ask<IssueComment[]>(
      access,
      `${repo}/issues/${pull.number}/comments?per_page=100`,
    );
    for (const comment of comments)
      findings = findingsIn(comment.body ?? '', pull.head.sha) ?? findings;
  }
  const running = !counted.length || counted.some((run) => run.status !== 'completed');
  return {
    number: pull.number,
    title: pull.title,
    branch: pull.head.ref,
    state:
      failed.length || previewFailed
        ? 'failed'
        : running || preview?.state !== 'success'
          ? 'checking'
          : 'ready',
    preview: preview?.state === 'success' ? (preview.target_url ?? undefined) : undefined,
    findings: [...findings].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line),
    technical: (failed.length > 0 || previewFailed) && findings.length === 0,
  };
}

/** Every change saved in the editor and not yet published, newest first. */
export async function readChanges(access: GitHubAccess): Promise<Change[]> {
  const pulls = await ask<PullRequest[]>(
    access,
    `/repos/${access.repo}/pulls?state=open&sort=created&direction=desc&per_page=30`,
  );
  return Promise.all(
    pulls
      .filter((pull) => pull.head.ref.startsWith(EDITOR_BRANCH))
      .map((pull) => changeOf(access, pull)),
  );
}

/** Publishes a change: merges its pull request (one commit on the published branch), then deletes its branch. */
export async function publishChange(access: GitHubAccess, change: Change): Promise<void> {
  const repo = `/repos/${access.repo}`;
  await ask(access, `${repo}/pulls/${change.number}/merge`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ merge_method: 'squash' }),
  });
  // A branch left behind stops nothing: Sveltia lists open pull requests only.
  const ref = change.branch.split('/').map(encodeURIComponent).join('/');
  await ask(access, `${repo}/git/refs/heads/${ref}`, { method: 'DELETE' }).catch(() => {});
}
