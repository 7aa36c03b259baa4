import { resolve } from 'node:path';

/** The repository root: child processes run from here so the server finds its locales and client. */
export const ROOT_DIR = resolve(__dirname, '..', '..');

/** tsx's CLI, run with the current node binary so children use the same Node as the bench. */
export const TSX_CLI = resolve(ROOT_DIR, 'node_modules', 'tsx', 'dist', 'cli.mjs');

export const CLIENT_DIR = resolve(ROOT_DIR, 'dist', 'client');

export const RESULTS_DIR = resolve(ROOT_DIR, 'bench', 'results');
