/**
 * The build's folder: build/, or BUILD_DIR (the tests build the
 * Firestore-configured site elsewhere). React Router builds into it, and the
 * route loaders and the build's end find there what the build read.
 */
export const buildDirectory = (env: Record<string, string | undefined> = process.env) =>
  env.BUILD_DIR ?? 'build';
