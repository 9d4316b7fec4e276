// GitHub's REST API as the workflows' own scripts ask it, with the run's
// GITHUB_TOKEN, GITHUB_REPOSITORY and GITHUB_API_URL (which Actions set):
// preview-status.mjs (the preview's status and findings) and promotion.mjs
// (a preview's facts, and «En el sitio»). Node's own fetch alone.

/** GitHub's JSON answer to `method` `request` (a path under the repository); throws, naming it, unless 2xx. */
export async function github(method, request, body) {
  const {
    GITHUB_API_URL = 'https://api.github.com',
    GITHUB_REPOSITORY,
    GITHUB_TOKEN,
  } = process.env;
  const response = await fetch(`${GITHUB_API_URL}/repos/${GITHUB_REPOSITORY}${request}`, {
    method,
    headers: {
      Accept: 'application/vnd.github+json',
      Authorization: `Bearer ${GITHUB_TOKEN}`,
      'Content-Type': 'application/json',
    },
    body: body && JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  if (!response.ok) throw new Error(`GitHub answered ${response.status} to ${method} ${request}`);
  return response.json();
}
