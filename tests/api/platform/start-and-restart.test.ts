import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { newKeyLine } from '../../../engine/server/secrets/secret-keyring';
import { KEY_FILE, MISSING_KEYS } from '../../../server/secrets/keyring-source';
import { freePort, waitUntilReady } from '../support/child-server';
import { testEngines } from '../support/test-database';

// The real `npm start` path in child processes: start, sign in, stop on SIGTERM, add an admin with
// the CLI, start again, and sign in as both: data survives a restart on either engine.

const ROOT = resolve(__dirname, '..', '..', '..');
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

async function signIn(port: number, username: string, password: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/pro-api/login`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await response.json()) as { status: number }).status;
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((done) => {
    child.once('exit', (code) => done(code));
    child.kill('SIGTERM');
  });
}

describe.each(testEngines())('npm start, stop and start again [%s]', (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'brigade-start-'));
  const dbName = `brigade_start_${randomBytes(4).toString('hex')}`;
  const serverUrl = process.env.DATABASE_URL ?? '';
  // No demo orders: they would add seconds to the first start.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_ORDER_DAYS: '0',
  };
  const args = [TSX, 'server/main.ts', '--no-build'];

  beforeAll(async () => {
    if (engine === 'postgres') {
      const url = new URL(serverUrl);
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      url.pathname = `/${dbName}`;
      env.DATABASE_URL = url.toString();
      env.SECRET_KEYS = newKeyLine();
      args.push('--demo');
    } else {
      delete env.DATABASE_URL;
    }
  });

  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (engine === 'postgres') {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  });

  if (engine === 'postgres')
    it('refuses to start on PostgreSQL without secret keys, saying what to set', () => {
      const refused = spawnSync(process.execPath, args, {
        cwd: ROOT,
        env: { ...env, SECRET_KEYS: '' },
        encoding: 'utf8',
      });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(MISSING_KEYS);
    }, 60_000);

  it('keeps a user created before a restart', async () => {
    const port = await freePort();
    const first = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...env, PORT: String(port) },
      stdio: 'pipe',
    });
    let printed = '';
    first.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    await waitUntilReady(port, first);
    expect(printed).toContain(`http://localhost:${port}/`);
    expect(printed).toMatch(/hk\.owner/);
    expect(await signIn(port, 'admin', 'Demo#2026')).toBe(0);
    expect(await stop(first)).toBe(0);
    const firstKeys = engine === 'pglite' ? readFileSync(join(dataDir, KEY_FILE), 'utf8') : '';

    const created = spawnSync(
      process.execPath,
      [TSX, 'server/cli/create-admin.ts', '--username', 'ops.lead'],
      {
        cwd: ROOT,
        env: { ...env, ADMIN_PASSWORD: 'Long-enough-2026' },
        encoding: 'utf8',
      },
    );
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain('Created platform super admin "ops.lead"');

    const second = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...env, PORT: String(port) },
      stdio: 'pipe',
    });
    await waitUntilReady(port, second);
    expect(await signIn(port, 'ops.lead', 'Long-enough-2026')).toBe(0);
    expect(await signIn(port, 'admin', 'Demo#2026')).toBe(0);
    expect(await stop(second)).toBe(0);
    // The embedded database made its own key on the first start, readable by this user alone, and kept it.
    if (engine === 'pglite') {
      const keyFile = join(dataDir, KEY_FILE);
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);
      expect(readFileSync(keyFile, 'utf8')).toBe(firstKeys);
    }
  }, 120_000);
});
