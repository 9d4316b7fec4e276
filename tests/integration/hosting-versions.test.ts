// `npm run hosting:versions`, as the publication runs it in a clone of the
// project, against a stand-in for the Hosting API that keeps one site's
// configuration and records every request.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copyProject } from '../../scripts/lib/project-copy.mjs';
import { runCommand } from '../support/command';
import { KEPT_VERSIONS } from '../../scripts/commands/hosting-versions.mjs';

let server: Server;
let copy: Awaited<ReturnType<typeof copyProject>>;

beforeAll(async () => {
  copy = await copyProject('isc-versions-');
}, 60_000);
afterAll(() => copy?.remove());
/** Each site's configuration, by its address. */
let configs: Record<string, Record<string, unknown>> = {};
let refuse = 0;
let requests: { method: string; url: string; auth?: string; body: string }[] = [];

beforeEach(async () => {
  configs = {};
  refuse = 0;
  requests = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body });
      if (refuse) return res.writeHead(refuse).end('{}');
      const site = req.url!.replace(/\?.*$/, '');
      if (req.method === 'PATCH') configs[site] = { ...configs[site], ...JSON.parse(body) };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(configs[site] ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterEach(() => server.close());

async function keepVersions() {
  const { status, output: log } = await runCommand(
    'node',
    ['scripts/commands/hosting-versions.mjs'],
    {
      cwd: copy.dir,
      env: {
        ...process.env,
        HOSTING_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        HOSTING_ACCESS_TOKEN: 'ya29.token',
        FIREBASE_PROJECT_ID: 'isc-sitio',
        FIREBASE_EDITOR_SITE: 'isc-sitio-editor',
      },
    },
  );
  return { status, log };
}

describe('the versions Hosting keeps', () => {
  it('are bounded on both sites, created without a limit, and asked once after that', async () => {
    const first = await keepVersions();
    expect(first.status).toBe(0);
    expect(requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /v1beta1/sites/isc-sitio/config',
      'PATCH /v1beta1/sites/isc-sitio/config?updateMask=maxVersions',
      'GET /v1beta1/sites/isc-sitio-editor/config',
      'PATCH /v1beta1/sites/isc-sitio-editor/config?updateMask=maxVersions',
    ]);
    expect(requests.every((request) => request.auth === 'Bearer ya29.token')).toBe(true);
    expect(configs).toEqual({
      '/v1beta1/sites/isc-sitio/config': { maxVersions: KEPT_VERSIONS },
      '/v1beta1/sites/isc-sitio-editor/config': { maxVersions: KEPT_VERSIONS },
    });
    expect(first.log).toMatch(
      new RegExp(
        `now keeps the newest ${KEPT_VERSIONS} versions of isc-sitio \\(it kept every one\\)`,
      ),
    );
    requests = [];
    const again = await keepVersions();
    expect(requests.map(({ method }) => method)).toEqual(['GET', 'GET']);
    expect(again.log).toMatch(`keeps the newest ${KEPT_VERSIONS} versions`);
  });

  it('never fails a publication: a refusal is a warning', async () => {
    refuse = 403;
    const { status, log } = await keepVersions();
    expect(status).toBe(0);
    expect(log).toMatch(
      /^::warning::Hosting's versions could not be bounded \(GET \/v1beta1\/sites\/isc-sitio\/config answered 403\)/,
    );
  });
});
