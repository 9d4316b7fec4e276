import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';

const page = (text: string) => `<!doctype html><title>${text}</title><p>${text.repeat(400)}</p>`;

describe('the static server (as Hosting serves a deploy)', () => {
  let root: string;
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  test('keeps what it compressed until a new build replaces the files', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'isc-static-'));
    await writeFile(path.join(root, 'index.html'), page('primera'));
    // Superstatic reads its folder from the working directory.
    server = (await startStaticServer(0, { root: path.relative(process.cwd(), root) })) as Server;
    const home = async () => {
      const response = await fetch(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/`, {
        headers: { 'accept-encoding': 'br' },
      });
      return { encoding: response.headers.get('content-encoding'), text: await response.text() };
    };
    expect(await home()).toEqual({ encoding: 'br', text: page('primera') });
    // A file changed in place, as no deploy changes one: the CDN's copy stays.
    await writeFile(path.join(root, 'index.html'), page('cambiada'));
    expect((await home()).text).toBe(page('primera'));
    // A build writes its files anew: what was kept is forgotten.
    await rm(path.join(root, 'index.html'));
    await writeFile(path.join(root, 'index.html'), page('segunda'));
    expect(await home()).toEqual({ encoding: 'br', text: page('segunda') });
  });
});
