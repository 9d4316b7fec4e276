// A stand-in for the part of GitHub's REST API that the editor's review panel
// (src/editor/review.ts) and the preview job's script
// (scripts/commands/preview-status.mjs) use, answering as GitHub documents it:
// open pull requests and one pull request (with `mergeable`), a file at a
// commit (raw, or as JSON with its content in base64), a commit's
// workflow runs and statuses (newest first, each with its creator), a pull
// request's comments (each with its author), creating a commit status and a
// comment, merging a pull request (409 where `sha` is not its head, 405 where
// it conflicts; answering the commit it made) and deleting a branch, and a
// commit's pull requests (scripts/commands/promotion.mjs asks). It asks for
// the token as GitHub does (401 "Bad credentials" without it), answers CORS
// as api.github.com does, and sends ETags, answering 304 to a request that
// sends the current one back.
// Whatever is written with the token is written by the workflow's account
// (WORKFLOW_AUTHOR), as with the workflow's GITHUB_TOKEN.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { WORKFLOW_AUTHOR } from '../lib/promotion.mjs';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'Authorization, Accept, Content-Type, If-None-Match, X-GitHub-Api-Version',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE',
  'Access-Control-Expose-Headers': 'ETag, X-RateLimit-Remaining',
};

/** Who the workflow's GITHUB_TOKEN writes as (src/content/commit-statuses.json). */
export { WORKFLOW_AUTHOR };

/**
 * A repository's state, as the tests set it: `pulls`, the workflow runs
 * (`runs`) and commit statuses (`statuses`, newest last) of each commit, the
 * comments of each pull request, and what was merged and deleted.
 */
export function repositoryState() {
  return {
    /** @type {{ number: number, title: string, updated_at: string, head: { ref: string, sha: string, repo: { full_name: string } | null }, state?: 'open' | 'closed', mergeable?: boolean | null, merged_at?: string, merge_commit_sha?: string }[]} */
    pulls: [],
    /** @type {Record<string, { id: number, workflow_id: number, name: string, status: string, conclusion: string | null, created_at: string }[]>} */
    runs: {},
    /** @type {Record<string, { context: string, state: string, target_url: string | null, description?: string | null, creator: { login: string } | null }[]>} */
    statuses: {},
    /** @type {Record<string, { body: string, user: { login: string } | null }[]>} */
    comments: {},
    /** @type {Record<string, Record<string, string>>} each commit's files, by path */
    files: {},
    /** @type {{ number: number, method: string, sha: string | undefined }[]} */
    merged: [],
    /** @type {string[]} */
    deletedRefs: [],
  };
}

/**
 * A pull request the editor opened, as Sveltia names it: its branch
 * `cms/COLLECTION/ENTRY` of the repository `repo`, its title the commit
 * message (config.server.ts), last updated at `updated_at`.
 * @param {number} number
 * @param {string} collection the collection's label in the title
 * @param {string} branch the branch after `cms/`
 * @param {string} sha its head commit
 * @param {string} [verb]
 * @param {{ repo?: string | null, updated_at?: string }} [options]
 */
export const editorPull = (
  number,
  collection,
  branch,
  sha,
  verb = 'Actualizar',
  { repo = 'escuela/sitio', updated_at = new Date().toISOString() } = {},
) => ({
  number,
  title: `${verb} ${collection} «${branch.split('/').at(-1)}»`,
  updated_at,
  head: { ref: `cms/${branch}`, sha, repo: repo ? { full_name: repo } : null },
});

/**
 * A comment of the workflow's, as GitHub lists it.
 * @param {string} body
 */
export const workflowComment = (body) => ({ body, user: { login: WORKFLOW_AUTHOR } });

/**
 * A commit status the workflow posted.
 * @param {string} context
 * @param {string} state
 * @param {string | null} [target_url]
 */
export const workflowStatus = (context, state, target_url = null) => ({
  context,
  state,
  target_url,
  creator: { login: WORKFLOW_AUTHOR },
});

/**
 * A run of the pull request workflow (workflow 1) on a commit; `minute` orders re-runs.
 * @param {number} id
 * @param {string} status
 * @param {string | null} [conclusion]
 */
export const workflowRun = (id, status, conclusion = null, minute = 0) => ({
  id,
  workflow_id: 1,
  name: 'Pull request',
  status,
  conclusion,
  created_at: `2026-11-26T10:${String(minute).padStart(2, '0')}:00Z`,
});

/** The combined status of `statuses` (oldest first): the newest of each context, and their state. */
function combinedStatus(sha, statuses) {
  const newest = [...new Map(statuses.map((status) => [status.context, status])).values()];
  const state = newest.some((s) => s.state === 'failure' || s.state === 'error')
    ? 'failure'
    : newest.length && newest.every((s) => s.state === 'success')
      ? 'success'
      : 'pending';
  return { state, sha, total_count: newest.length, statuses: newest };
}

const NOT_FOUND = [404, { message: 'Not Found' }];

/**
 * What the stand-in answers, a route a row: its method, its path under
 * /repos/OWNER/NAME, and the answer, as [status, body] (or a raw answer it
 * writes itself, `undefined`). Each answer is given the repository's `state`,
 * the path's `match`, the `query`, the request (`req`, `res`) and `body()`,
 * the request's JSON.
 * @type {{ method: string, path: RegExp, answer: (call: any) => unknown }[]}
 */
const ROUTES = [
  {
    method: 'GET',
    path: /^\/pulls$/,
    answer: ({ state, query }) => {
      const wanted = query.get('state') ?? 'open';
      return [
        200,
        state.pulls.filter((pull) => wanted === 'all' || (pull.state ?? 'open') === wanted),
      ];
    },
  },
  {
    method: 'GET',
    path: /^\/actions\/runs$/,
    answer: ({ state, query }) => {
      const runs = state.runs[query.get('head_sha') ?? ''] ?? [];
      return [200, { total_count: runs.length, workflow_runs: runs }];
    },
  },
  {
    method: 'GET',
    path: /^\/pulls\/(\d+)$/,
    answer: ({ state, match }) => {
      const pull = state.pulls.find((p) => p.number === Number(match[1]));
      return pull ? [200, { mergeable: true, ...pull, state: pull.state ?? 'open' }] : NOT_FOUND;
    },
  },
  {
    // A file at a commit (`ref`), raw as `application/vnd.github.raw+json` asks.
    method: 'GET',
    path: /^\/contents\/(.+)$/,
    answer: ({ state, match, query, req, res }) => {
      const file = state.files[query.get('ref') ?? '']?.[decodeURIComponent(match[1])];
      if (file === undefined) return NOT_FOUND;
      if (req.headers.accept !== 'application/vnd.github.raw+json')
        return [
          200,
          { type: 'file', encoding: 'base64', content: Buffer.from(file).toString('base64') },
        ];
      res.writeHead(200, { ...CORS, 'Content-Type': 'text/plain; charset=utf-8' }).end(file);
    },
  },
  {
    // The pull requests a commit belongs to: a merged one's merge commit included.
    method: 'GET',
    path: /^\/commits\/(\w+)\/pulls$/,
    answer: ({ state, match }) => [
      200,
      state.pulls
        .filter((pull) => pull.head.sha === match[1] || pull.merge_commit_sha === match[1])
        .map((pull) => ({ ...pull, state: pull.state ?? 'open' })),
    ],
  },
  {
    method: 'GET',
    path: /^\/commits\/(\w+)\/statuses$/,
    answer: ({ state, match }) => [200, [...(state.statuses[match[1]] ?? [])].reverse()],
  },
  {
    method: 'GET',
    path: /^\/commits\/(\w+)\/status$/,
    answer: ({ state, match }) => [200, combinedStatus(match[1], state.statuses[match[1]] ?? [])],
  },
  {
    method: 'GET',
    path: /^\/issues\/(\d+)\/comments$/,
    answer: ({ state, match }) => [200, (state.comments[match[1]] ??= [])],
  },
  {
    method: 'POST',
    path: /^\/issues\/(\d+)\/comments$/,
    answer: async ({ state, match, body }) => {
      const { body: text } = await body();
      if (typeof text !== 'string') return [422, { message: 'Validation Failed' }];
      const comment = workflowComment(text);
      (state.comments[match[1]] ??= []).push(comment);
      return [201, comment];
    },
  },
  {
    method: 'POST',
    path: /^\/statuses\/(\w+)$/,
    answer: async ({ state, match, body }) => {
      const posted = await body();
      if (!['pending', 'success', 'failure', 'error'].includes(posted.state))
        return [422, { message: 'Validation Failed' }];
      const status = {
        context: posted.context ?? 'default',
        state: posted.state,
        target_url: posted.target_url ?? null,
        description: posted.description ?? null,
        creator: { login: WORKFLOW_AUTHOR },
      };
      (state.statuses[match[1]] ??= []).push(status);
      return [201, status];
    },
  },
  {
    method: 'PUT',
    path: /^\/pulls\/(\d+)\/merge$/,
    answer: async ({ state, match, body }) => {
      const pull = state.pulls.find((p) => p.number === Number(match[1]));
      if (!pull) return NOT_FOUND;
      if (pull.state === 'closed' || pull.mergeable === false)
        return [405, { message: 'Pull Request is not mergeable' }];
      const asked = await body();
      if (asked.sha !== undefined && asked.sha !== pull.head.sha)
        return [409, { message: 'Head branch was modified. Review and try the merge again.' }];
      pull.state = 'closed';
      state.merged.push({
        number: pull.number,
        method: asked.merge_method ?? 'merge',
        sha: asked.sha,
      });
      // The commit the merge made on the base branch.
      const sha = createHash('sha1').update(`merge of #${pull.number}`).digest('hex');
      Object.assign(pull, { merged_at: new Date().toISOString(), merge_commit_sha: sha });
      return [200, { sha, merged: true, message: 'Pull Request successfully merged' }];
    },
  },
  {
    method: 'DELETE',
    path: /^\/git\/refs\/heads\/(.+)$/,
    answer: ({ state, match, res }) => {
      state.deletedRefs.push(decodeURIComponent(match[1]));
      res.writeHead(204, CORS).end();
    },
  },
];

/**
 * Starts the stand-in on 127.0.0.1 (a free port unless `port`), for `repo`
 * (owner/name) and the one `token` it accepts. Resolves with the server,
 * its `url`, its `state` (repositoryState(), changeable while it runs) and
 * `requests` (method and path of each).
 * @param {{ repo: string, token: string, port?: number }} options
 * @returns {Promise<import('node:http').Server & { url: string, state: ReturnType<typeof repositoryState>, requests: string[] }>}
 */
export function startGitHubApi({ repo, token, port = 0 }) {
  const state = repositoryState();
  const requests = [];
  const server = createServer(async (req, res) => {
    const { pathname, searchParams } = new URL(req.url, 'http://x');
    requests.push(`${req.method} ${pathname}`);
    if (req.method === 'OPTIONS') return res.writeHead(204, CORS).end();
    const send = ([status, body]) => {
      const text = body === undefined ? '' : JSON.stringify(body);
      const etag = `W/"${createHash('sha1').update(text).digest('hex')}"`;
      if (status === 200 && req.headers['if-none-match'] === etag)
        return res.writeHead(304, { ...CORS, ETag: etag }).end();
      res
        .writeHead(status, {
          ...CORS,
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'private, max-age=60, s-maxage=60',
          ETag: etag,
        })
        .end(text);
    };
    if (!new RegExp(`^(Bearer|token) ${token}$`).test(req.headers.authorization ?? ''))
      return send([
        401,
        {
          message: 'Bad credentials',
          documentation_url: 'https://docs.github.com/rest',
          status: '401',
        },
      ]);
    const base = `/repos/${repo}`;
    const route = pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : null;
    for (const { method, path, answer } of ROUTES) {
      const match = route === null ? null : path.exec(route);
      if (req.method !== method || !match) continue;
      const body = async () => JSON.parse((await text(req)) || '{}');
      const answered = await answer({ state, match, query: searchParams, req, res, body });
      return answered && send(answered);
    }
    return send(NOT_FOUND);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve(
        Object.assign(server, {
          url: `http://127.0.0.1:${server.address().port}`,
          state,
          requests,
        }),
      ),
    ),
  );
}

const text = (req) =>
  new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => resolve(body));
  });
