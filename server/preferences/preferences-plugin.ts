import type { FastifyPluginAsync } from 'fastify';
import { allow, bodySchema, filledString, ok } from '../../engine/server';
import type { Database } from '../../engine/server';
import { sessionOf } from '../auth/auth-plugin';
import { PREFERENCE_KEY_LENGTH } from '../../protocol/text-lengths';

// A preference is small JSON (a column list, a saved search): a bound keeps one user from filling the table.
const MAX_VALUE_BYTES = 64 * 1024;
const KEY = new RegExp(`^[a-zA-Z0-9_.:-]{1,${PREFERENCE_KEY_LENGTH}}$`);

interface PreferenceCall {
  key: string;
  value?: unknown;
}

// Each caller reads and writes his own.
const SIGNED_IN = allow({ kind: 'signedIn' });

// Any JSON value may be stored; a key outside KEY is answered null rather than refused.
const readCall = {
  ...SIGNED_IN,
  schema: { body: bodySchema({ key: filledString(PREFERENCE_KEY_LENGTH) }, ['key']) },
};
const saveCall = {
  ...SIGNED_IN,
  bodyLimit: MAX_VALUE_BYTES,
  schema: { body: bodySchema({ key: filledString(PREFERENCE_KEY_LENGTH), value: {} }, ['key']) },
};

/** `PUT /user/preference {key}` reads one of the caller's settings; `POST` with `{key, value}` saves it. */
const preferencesPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.put<{ Body: PreferenceCall }>('/user/preference', readCall, async (request) => {
    const { key } = request.body;
    if (!KEY.test(key)) return ok(null);
    const { rows } = await db.query<{ value: unknown }>(
      'SELECT value FROM user_preference WHERE user_id = $1 AND key = $2',
      [sessionOf(request).user.id, key],
    );
    return ok(rows[0]?.value ?? null);
  });

  app.post<{ Body: PreferenceCall }>('/user/preference', saveCall, async (request) => {
    const { key, value = null } = request.body;
    if (!KEY.test(key)) return ok(null);
    await db.query(
      `INSERT INTO user_preference (user_id, key, value) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [sessionOf(request).user.id, key, JSON.stringify(value)],
    );
    return ok(value);
  });
};

export default preferencesPlugin;
