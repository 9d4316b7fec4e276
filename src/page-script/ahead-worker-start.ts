// The entry of the service worker (ahead-worker.ts), bundled by the build
// into the site's root as AHEAD_WORKER (fetch-ahead.ts), whose scope is then
// the whole site. NEVER_AHEAD is written in by the build: the rules' list of
// what is never fetched ahead (src/site/speculation.ts), so that the worker
// carries the list and not the site's registry it is made from.
import { serveAhead, type WorkerScope } from './ahead-worker';

declare const NEVER_AHEAD: string[];

serveAhead(self as unknown as WorkerScope, NEVER_AHEAD);
