// A tahta-server of a test file's own, for what the shared server cannot be started with (a
// test-only flag such as TAHTA_PUSH_INSECURE_ENDPOINTS, a short day with TAHTA_TEST_DAY_MS).
// `cargo xtask` names the binary and the site in TAHTA_SERVER and TAHTA_DIST. The server is on
// an origin of its own (a free port), so its service worker and storage are apart from the
// other tests'.
//
//   const server = await startOwnServer({ TAHTA_TEST_DAY_MS: '4000' });
//   … server.url (ends in '/') …
//   await server.stop();

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Starts tahta-server on a free loopback port with a fresh database and `env` added to its
 * environment; resolves to `{ url, stop() }` once it listens. `stop()` ends it (SIGTERM) and
 * removes its database.
 * @param {Record<string, string>} env
 */
export async function startOwnServer(env = {}) {
  const binary = process.env.TAHTA_SERVER;
  const dist = process.env.TAHTA_DIST;
  assert.ok(binary && dist, 'TAHTA_SERVER and TAHTA_DIST name the server and the site (cargo xtask sets them)');
  const data = mkdtempSync(path.join(tmpdir(), 'tahta-own-server-'));
  // Its own SQLite database, whatever the environment names.
  const childEnv = { ...process.env, ...env };
  delete childEnv.TAHTA_DATABASE_URL;
  const child = spawn(binary, ['--port', '0', '--dist', dist, '--data', data], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: childEnv,
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const served = new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      // Its first line says where it serves.
      const found = text.match(/http:\/\/\S+/);
      if (found) resolve(found[0].endsWith('/') ? found[0] : `${found[0]}/`);
    });
    child.on('exit', (code) => reject(new Error(`tahta-server ended (${code}) before it served: ${text}`)));
  });
  let url;
  try {
    url = await served;
  } catch (error) {
    rmSync(data, { recursive: true, force: true });
    throw error;
  }
  child.stdout.resume();
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(data, { recursive: true, force: true });
    },
  };
}
