// `npm run create-admin -- --username NAME [--name "Full name"] [--email ADDRESS]`: the first platform
// super admin of a real deployment. The password comes from ADMIN_PASSWORD or is asked for.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { MIN_PASSWORD_LENGTH } from '../auth/own-secret';
import { hashPassword } from '../../engine/server';
import { accountSource, findUserByUsername } from '../auth/user-record';
import { insertUser } from '../demo/insert-user';
import { loadProductSchemas } from '../schemas';
import { readConfig } from '../config';
import { databaseTarget, migrateDatabase, openDatabase } from '../db/open-database';

async function askPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) throw new Error('Set ADMIN_PASSWORD, or run in a terminal to be asked for it.');
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await prompt.question('Password for the new admin: ');
  } finally {
    prompt.close();
  }
}

async function run(): Promise<void> {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
  });
  const username = values.username?.trim();
  if (!username)
    throw new Error('Usage: npm run create-admin -- --username NAME [--name "Full name"] [--email ADDRESS]');
  const password = await askPassword();
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new Error(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);

  const config = readConfig();
  const db = await openDatabase(databaseTarget(config));
  try {
    await migrateDatabase(db);
    const accounts = accountSource(loadProductSchemas(config));
    if (await findUserByUsername(db, accounts, username))
      throw new Error(`A user named "${username}" already exists.`);
    const id = await insertUser(db, {
      username,
      passwordHash: await hashPassword(password),
      name: values.name ?? username,
      ...(values.email ? { email: values.email } : {}),
      accountType: 'superAdmin',
    });
    console.log(`Created platform super admin "${username}" (id ${id}).`);
  } finally {
    await db.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
