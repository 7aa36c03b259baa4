import { withBrigadeOn } from '../support/brigade-server';
import { withServer, type ChildServer } from '../support/child-server';
import { pgliteEngine, postgresEngine, type EngineOrSkip } from '../support/engines';
import { isOkEnvelope } from '../support/envelope';
import { isHelloWorld, startHelloWorld } from '../support/hello-world-server';
import { measure, type LoadFigures } from '../support/load';
import type { LoadSettings } from '../support/settings';
import { ADMIN_LOGIN_BODY, LOGIN_PATH, signIn } from '../support/sign-in';

export interface EngineFigures {
  engine: string;
  /** Why the engine was not measured (not available here); figures are absent then. */
  skipped?: string;
  /** Why measuring failed; figures are absent then. */
  error?: string;
  config?: LoadFigures;
  login?: LoadFigures;
}

export interface HttpStepResult {
  helloWorld: LoadFigures;
  engines: EngineFigures[];
}

/** The two foundation endpoints: an authenticated read, and a full sign-in with password hashing. */
async function measureBrigade(server: ChildServer, settings: LoadSettings) {
  const { token } = await signIn(server.url);
  const config = await measure(
    {
      title: 'GET /pro-api/system/config',
      url: `${server.url}/pro-api/system/config`,
      headers: { 'x-token': token },
      accepts: isOkEnvelope,
    },
    settings,
  );
  // Successful sign-ins are not throttled, so the same correct password can be sent at full speed.
  const login = await measure(
    {
      title: 'PUT /pro-api/login',
      url: server.url + LOGIN_PATH,
      method: 'PUT',
      body: ADMIN_LOGIN_BODY,
      accepts: isOkEnvelope,
    },
    settings,
  );
  return { config, login };
}

async function measureEngine(
  create: () => Promise<EngineOrSkip>,
  settings: LoadSettings,
): Promise<EngineFigures> {
  const engine = await create();
  if ('skipped' in engine) {
    console.log(`  ${engine.name}: skipped, ${engine.skipped}`);
    return { engine: engine.name, skipped: engine.skipped };
  }
  console.log(`  ${engine.name}: starting Brigade and loading it`);
  try {
    return {
      engine: engine.name,
      ...(await withBrigadeOn(engine, (server) => measureBrigade(server, settings))),
    };
  } catch (error) {
    // One engine failing must not hide the other's figures; the run still ends as failed.
    return { engine: engine.name, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Step 1: request throughput and latency of Brigade on each engine, beside a Fastify hello-world. */
export async function runHttpStep(settings: LoadSettings): Promise<HttpStepResult> {
  console.log('  Fastify hello-world: loading it');
  const helloWorld = await withServer(startHelloWorld, (server) =>
    measure({ title: 'Fastify hello-world GET /', url: `${server.url}/`, accepts: isHelloWorld }, settings),
  );
  const engines = [
    await measureEngine(pgliteEngine, settings),
    await measureEngine(postgresEngine, settings),
  ];
  return { helloWorld, engines };
}
