import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from '../../scripts/static-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Serves the built site once for every browser test file. */
export default async function setup(project: TestProject) {
  const server = (await startStaticServer(0)) as import('node:http').Server;
  const { port } = server.address() as AddressInfo;
  project.provide('baseURL', `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
