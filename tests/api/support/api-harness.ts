import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Envelope } from '../../../engine/protocol/envelope';
import { Status } from '../../../engine/protocol/status';
import type { Database } from '../../../engine/server/db/database';
import { buildApp } from '../../../server/app';
import type { AppModule } from '../../../server/app-module';
import type { SystemRecords } from '../../../engine/server/resources/system-records';
import { isSessionless, type RouteAccess } from '../../../engine/server/route-access';
import { readConfig, type ServerConfig } from '../../../server/config';
import type { CheckedSchemas } from '../../../engine/schema/catalogue';
import { prepareDatabase } from '../../../server/db/prepare-database';
import { loadProductSchemas } from '../../../server/schemas';
import { DEMO_PASSWORD } from '../../../server/demo/demo-data';
import type { DemoOrderSettings } from '../../../server/demo/seed-demo-orders';
import { newKeyLine } from '../../../engine/server/secrets/secret-keyring';
import { createTestDatabase, testEngines, type EngineName, type TestDatabase } from './test-database';
import { AnswerRecorder } from './answer-recorder';

/** The secret keys of this test run's servers (their databases are the run's own too). */
export const TEST_SECRET_KEYS = newKeyLine();

type Call = <T = unknown>(
  options: InjectOptions,
) => Promise<{ http: number; headers: Record<string, unknown>; body: Envelope<T> }>;

/** Another app server over the same database, as a second machine behind a balancer. */
export interface SecondServer {
  app: FastifyInstance;
  call: Call;
  /**
   * Resolves once this server has heard every change committed so far (its LISTEN connection is
   * its own, so a change reaches it a moment after the writer's answer): waits for an event, not a
   * time.
   */
  caughtUp(): Promise<void>;
}

export interface ApiHarness {
  engine: EngineName;
  app: FastifyInstance;
  db: Database;
  config: ServerConfig;
  schemas: CheckedSchemas;
  /** Calls the API in-process and answers the HTTP status, headers and parsed envelope. */
  call: Call;
  /** Present when the options ask for `secondServer`. */
  second: SecondServer;
  signIn(username: string, password?: string): Promise<string>;
  /**
   * Makes one call under /pro-api as `username` (demo password), signed in once and kept, as a
   * browser keeps its session; answers the envelope.
   */
  callAs<T = unknown>(
    username: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
  ): Promise<Envelope<T>>;
  /** Every route the app registered, as method and URL. */
  routes: RegisteredRoute[];
  /** The app's records as the server itself reads them (every company, no user). */
  records: SystemRecords;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
  /** Who may call it, as the route declares (route-access.ts); undefined outside the API. */
  access?: RouteAccess;
  /** The body, query and path schemas the route declares, if any. */
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}

export interface HarnessOptions {
  demo?: boolean;
  /** The demo's recent orders, as `npm start` seeds them; none unless asked (they take seconds). */
  demoOrders?: DemoOrderSettings;
  /** Schemas other than the product's (a test's own temporary set). */
  schemas?: CheckedSchemas;
  config?: Partial<ServerConfig>;
  /** Builds a second app server over the same database (`harness.second`). */
  secondServer?: boolean;
  /** Modules the test's apps have beyond the product's (a test's own job kinds). */
  modules?: readonly AppModule[];
}

/**
 * A hang guard for a file that seeds the demo's orders and members: 35 s on a quiet machine, over
 * 60 s on a slow day's CI (docs/benchmarks.md "The test run").
 */
export const DEMO_SEEDING_LIMIT = 240_000;

// The product's schemas checked once per file, not once per engine: checking them costs a third of a second.
const productSchemas = new Map<string, CheckedSchemas>();
function productSchemasFor(config: ServerConfig): CheckedSchemas {
  const key = `${config.schemasDir}\n${config.localesDir}`;
  const kept = productSchemas.get(key) ?? loadProductSchemas(config);
  productSchemas.set(key, kept);
  return kept;
}

const callsOf =
  (app: FastifyInstance): Call =>
  async <T>(inject: InjectOptions) => {
    const response = await app.inject(inject);
    return { http: response.statusCode, headers: response.headers, body: response.json() as Envelope<T> };
  };

/**
 * Runs `suite` once per engine, each on its own migrated database with the demo data and a fresh
 * app. The harness is filled in beforeAll, so tests read it inside their bodies.
 */
export function describeOnEachDatabase(
  title: string,
  suite: (harness: ApiHarness) => void,
  options: HarnessOptions = {},
): void {
  describe.each(testEngines())(`${title} [%s]`, (engine) => {
    const harness = { engine } as ApiHarness;
    let database: TestDatabase | undefined;
    let secondDb: Database | undefined;
    // Every answer of this suite's servers is held to their OpenAPI document after each test.
    const recorder = new AnswerRecorder();
    const setUpLimit = options.demoOrders ? DEMO_SEEDING_LIMIT : 60_000;

    beforeAll(async () => {
      // The run's demo template is this very preparation's outcome when nothing in the options changes it.
      const demoAsTemplated =
        options.demo !== false && !options.schemas && !options.demoOrders && !options.config?.uploadDir;
      database = await createTestDatabase(engine, demoAsTemplated ? 'demo' : 'empty');
      // No built client unless a test asks for one, so answers do not depend on an earlier build.
      const config = {
        ...readConfig({}),
        clientDir: join(tmpdir(), 'brigade-no-client'),
        secretKeys: TEST_SECRET_KEYS,
        ...options.config,
      };
      const schemas = options.schemas ?? productSchemasFor(config);
      await prepareDatabase(
        database.db,
        schemas,
        options.demo !== false,
        config.uploadDir,
        options.demoOrders,
      );
      const routes: RegisteredRoute[] = [];
      const modules = options.modules ?? [];
      const app = await buildApp({
        db: database.db,
        config,
        schemas,
        modules,
        log: false,
        onRoute: (route) => {
          recorder.watch(route);
          const access = (route.config as { access?: RouteAccess } | undefined)?.access;
          const isPublic = isSessionless(access);
          for (const method of [route.method].flat())
            routes.push({
              method: String(method),
              url: route.url,
              public: isPublic,
              ...(access ? { access } : {}),
              ...(route.schema ? { schema: route.schema as RegisteredRoute['schema'] } : {}),
            });
        },
      });
      if (options.secondServer) {
        const db = (secondDb = await database.connectAgain());
        const second = await buildApp({
          db,
          config,
          schemas,
          modules,
          log: false,
          onRoute: (route) => recorder.watch(route),
        });
        // A write on this server's pool resolves once its listener has heard (Database), so an
        // empty transaction is a barrier behind every change committed before it.
        const caughtUp = () => db.transaction(() => Promise.resolve());
        harness.second = { app: second, call: callsOf(second), caughtUp };
      }
      const sessions = new Map<string, string>();
      Object.assign(harness, {
        app,
        routes,
        records: app.resources.system(config.region),
        db: database.db,
        config,
        schemas,
        call: callsOf(app),
        async callAs<T>(username: string, method: InjectOptions['method'], path: string, payload?: object) {
          const send = async (token: string) =>
            (
              await harness.call<T>({
                method,
                url: `/pro-api${path}`,
                headers: { 'x-token': token },
                ...(payload ? { payload } : {}),
              })
            ).body;
          // A user's session is kept between calls, as a browser keeps it (a sign-in costs an argon2
          // hash); one the server has ended since is replaced by a fresh sign-in.
          const kept = sessions.get(username);
          if (kept) {
            const answer = await send(kept);
            if (answer.status !== Status.sessionExpired.code) return answer;
          }
          const token = await harness.signIn(username);
          sessions.set(username, token);
          return send(token);
        },
        async signIn(username: string, password = DEMO_PASSWORD) {
          const { body } = await harness.call<{ token: string }>({
            method: 'PUT',
            url: '/pro-api/login',
            payload: { username, password },
          });
          if (body.status !== 0) throw new Error(`sign-in of ${username} failed: ${body.msgEn}`);
          return body.data.token;
        },
      });
    }, setUpLimit);

    afterEach(async () => {
      if (!harness.app) return;
      const disagreements = await recorder.disagreements(
        harness.app,
        expect.getState().currentTestName ?? '',
      );
      if (disagreements.length > 0)
        throw new Error(`answers the OpenAPI document does not describe:\n${disagreements.join('\n')}`);
    });

    afterAll(async () => {
      await harness.app?.close();
      await harness.second?.app.close();
      await secondDb?.close();
      await database?.drop();
    });

    suite(harness);
  });
}
