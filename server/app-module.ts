// A business module is one unit (ARCHITECTURE.md "A module is one unit"): one Fastify plugin that
// brings everything the module adds to an app: its write hooks, computed values, kinds of job and
// live topics (its setup, on the app's own ModuleKit), and its routes, each declaring who may call
// it. server/app.ts registers the list of modules; nothing registers by importing a file.
import type { FastifyPluginAsync } from 'fastify';
import type { CheckedSchemas } from '../engine/schema';
import type {
  Database,
  JobQueue,
  Messages,
  ModuleKit,
  ResourceService,
  SystemRecords,
} from '../engine/server';
import type { AccountSource } from './auth/user-record';
import type { ServerConfig } from './config';
import type { Mailer } from './mail/mailer';

/** What a module's setup may read: also given by the demo's seeding, which has no job queue. */
export interface ModuleSetup {
  schemas: CheckedSchemas;
  config: ServerConfig;
  /** The app's resource service: what a module's jobs and hooks read and write through. */
  service: ResourceService;
  /** The app's queue; null where no server runs (the demo's seeding writes start no job). */
  jobs: JobQueue | null;
}

/** What every module of an app is handed: the platform's parts, the same for all. */
export interface ModuleContext extends ModuleSetup {
  db: Database;
  /** The records as the server itself reads and writes them: every company, no user. */
  records: SystemRecords;
  /** Where an account is read with its permission type (sign-in, sessions, account mail). */
  accountSource: AccountSource;
  messages: Messages;
  mailer: Mailer;
  kit: ModuleKit;
  jobs: JobQueue;
}

export interface ModuleParts {
  /** Hooks, computed values, job kinds and live topics, on the kit of the app (or of the demo's seeding). */
  setup?(kit: ModuleKit, setup: ModuleSetup): void;
  /** The module's routes, under the API's prefix. */
  routes?: FastifyPluginAsync<ModuleContext>;
}

export type AppModule = FastifyPluginAsync<ModuleContext> & {
  readonly moduleName: string;
  /** The module's setup alone, for a kit without routes (the demo's seeding writes through it). */
  setup(kit: ModuleKit, setup: ModuleSetup): void;
};

/** One module as the Fastify plugin the app registers. */
export function defineModule(name: string, { setup, routes }: ModuleParts): AppModule {
  const plugin: FastifyPluginAsync<ModuleContext> = async (app, options) => {
    // Registered with the API's prefix among its options: its routes inherit it, its parts get none.
    const { prefix: _prefix, ...context } = options as ModuleContext & { prefix?: string };
    setup?.(context.kit, context);
    await routes?.(app, context);
  };
  Object.defineProperty(plugin, Symbol.for('fastify.display-name'), { value: `module ${name}` });
  return Object.assign(plugin, { moduleName: name, setup: setup ?? (() => undefined) });
}
