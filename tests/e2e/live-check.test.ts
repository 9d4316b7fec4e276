// `npm run live:check`, as the publication runs it after a deploy, against
// the served Firestore build: the newest item this build gave a page is on
// the news screen and at its own address, and home carries the build's
// notice; a deploy that lost either fails.
import { spawn } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { buildReportFile, readBuildReport } from '~/build-end/report.server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { NOTICE_PARTS_FILE, withNotice } from '~/build-end/notice-in-pages';
import { FIRESTORE_BUILD_DIR } from '../../scripts/lib/firestore-site.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';

/** Runs the command for the build in `buildDir` against `address`, once. */
async function liveCheck(address: string, buildDir: string) {
  const child = spawn('node', ['scripts/commands/live-check.mjs', address], {
    env: { ...process.env, BUILD_DIR: buildDir, LIVE_CHECK_TRIES: '1' },
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { status, log: log.trim() };
}

describe('the live-site check after a deploy', () => {
  it('passes when the site shows the newest item this build published', async () => {
    const report = await readBuildReport(FIRESTORE_BUILD_DIR);
    expect(report.newest).toEqual({
      id: 'acto-aniversario',
      path: '/institucional/novedades/acto-aniversario',
      title: 'Acto por los 125 años',
    });
    const { status, log } = await liveCheck(inject('firestoreURL'), FIRESTORE_BUILD_DIR);
    expect(log).toBe(
      `The live site at ${inject('firestoreURL')} shows the newest item, "Acto por los 125 años", on /institucional/novedades and at /institucional/novedades/acto-aniversario; home carries no notice.`,
    );
    expect(status).toBe(0);
  });

  it('fails, naming what is missing, when the newest item has no page', async () => {
    // A deploy that lost the item's page: superstatic serves a folder given relative to here.
    const deployed = '.cache/live-check-test';
    await rm(deployed, { recursive: true, force: true });
    await mkdir(deployed, { recursive: true });
    await cp(`${FIRESTORE_BUILD_DIR}/client`, `${deployed}/client`, { recursive: true });
    await cp(buildReportFile(FIRESTORE_BUILD_DIR), buildReportFile(deployed));
    await rm(`${deployed}/client/institucional/novedades/acto-aniversario`, { recursive: true });
    const server = (await startStaticServer(0, { root: `${deployed}/client` })) as Server;
    try {
      const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const { status, log } = await liveCheck(address, deployed);
      expect(status).toBe(1);
      expect(log).toBe(
        `The live site at ${address} does not show what this build published:\n  /institucional/novedades/acto-aniversario answered 404`,
      );
    } finally {
      server.close();
      await rm(deployed, { recursive: true, force: true });
    }
  });

  it('fails when home does not carry the notice this build wrote in', async () => {
    // A build with a notice, checked against the site served without it.
    const built = '.cache/live-check-notice-test';
    await rm(built, { recursive: true, force: true });
    await mkdir(`${built}/client`, { recursive: true });
    await cp(buildReportFile(FIRESTORE_BUILD_DIR), buildReportFile(built));
    const parts = JSON.parse(await readFile(`${FIRESTORE_BUILD_DIR}/${NOTICE_PARTS_FILE}`, 'utf8'));
    const home = await readFile(`${FIRESTORE_BUILD_DIR}/client/index.html`, 'utf8');
    const notice = { text: 'Hoy no hay clases', urgent: true, start: null, end: 4e12, id: 'hoy' };
    await writeFile(`${built}/client/index.html`, withNotice(home, notice, parts));
    try {
      const { status, log } = await liveCheck(inject('firestoreURL'), built);
      expect(status).toBe(1);
      expect(log).toBe(
        `The live site at ${inject('firestoreURL')} does not show what this build published:\n  / does not carry the notice hoy`,
      );
    } finally {
      await rm(built, { recursive: true, force: true });
    }
  });
});
