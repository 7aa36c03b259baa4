// What an app's modules add to the engine, kept per app instance (ARCHITECTURE.md "A module is one
// unit"): write hooks and computed values of the declared resources, kinds of background job, live
// topics of typed tables, parts of other modules' work. A module adds its own as it registers; once the app is ready the kit is
// sealed and checked against the schemas, so a late addition or a provider nobody registered stops
// the start rather than failing a request later.
import type { CheckedSchemas } from '../../schema/catalogue';
import { JobKinds, type JobHandler, type JobKindOptions } from '../jobs/job-registry';
import { LiveTopics, type LiveTopic } from '../live/live-topics';
import { ExtensionParts, type ExtensionPoint } from './extension-points';
import {
  checkComputedReads,
  ComputedValues,
  type ComputedProvider,
  type ComputedReads,
  type ComputedSql,
} from '../resources/computed-fields';
import type { WriteHooks } from '../resources/write-hooks';
import { missingDetailListProviders, type DetailListProvider } from '../resources/detail-lists';

export class ModuleKit {
  readonly #hooks = new Map<string, WriteHooks>();
  readonly #hookSets = new Map<string, WriteHooks[]>();
  readonly #computed = new Map<string, ComputedProvider>();
  readonly #detailLists = new Map<string, DetailListProvider>();
  readonly jobKinds = new JobKinds();
  readonly topics = new LiveTopics();
  readonly #parts = new ExtensionParts();
  #sealed = false;

  constructor(private readonly schemas: CheckedSchemas) {
    this.topics.registerResources(schemas.resources);
  }

  /** The hooks by resource name, as the resource service reads them at each write. */
  get hookTable(): ReadonlyMap<string, WriteHooks> {
    return this.#hooks;
  }

  /** The computed values by provider name, as the resource service reads them. */
  get computedProviders(): ReadonlyMap<string, ComputedProvider> {
    return this.#computed;
  }

  /** The providers of the detail lists by name, as the detail list calls read them. */
  get detailListProviders(): ReadonlyMap<string, DetailListProvider> {
    return this.#detailLists;
  }

  /**
   * Business code inside every write of `resource` (write-hooks.ts). Several modules may hook one
   * resource (a member's own rules, and the membership analysis keeping its facts): their sets run
   * in the order the modules registered, and the same set given twice is a mistake.
   */
  hooks(resource: string, hooks: WriteHooks): void {
    this.#open(`hooks of ${resource}`);
    if (!this.schemas.byName.has(resource)) throw new Error(`hooks of an unknown resource "${resource}"`);
    const sets = this.#hookSets.get(resource) ?? [];
    if (sets.includes(hooks)) throw new Error(`the hooks of "${resource}" are registered twice`);
    sets.push(hooks);
    this.#hookSets.set(resource, sets);
    this.#hooks.set(resource, sets.length === 1 ? hooks : chainedHooks(sets));
  }

  /** The SQL of a computed field's `provider` and what it reads (computed-fields.ts). */
  computed(provider: string, sql: ComputedSql, reads: ComputedReads): void {
    this.#open(`computed value ${provider}`);
    if (this.#computed.has(provider)) throw new Error(`computed value "${provider}" registered twice`);
    checkComputedReads(provider, { sql, reads });
    this.#computed.set(provider, { sql, reads });
  }

  /** The rows of the detail lists that name `provider` (detail-lists.ts). */
  detailList(provider: string, make: DetailListProvider): void {
    this.#open(`detail list ${provider}`);
    if (this.#detailLists.has(provider)) throw new Error(`detail list "${provider}" registered twice`);
    this.#detailLists.set(provider, make);
  }

  /** A kind of background job and its handler (job-registry.ts). */
  job<Payload>(kind: string, handler: JobHandler<Payload>, options?: JobKindOptions<Payload>): void {
    this.#open(`job kind ${kind}`);
    this.jobKinds.define(kind, handler, options);
  }

  /** A live topic a typed table's changes are told on (live-topics.ts). */
  topic(topic: LiveTopic): void {
    this.#open(`live topic ${topic.name}`);
    this.topics.register(topic);
  }

  /** A part of work another module owns, at the point it named (extension-points.ts). */
  extend<Part>(point: ExtensionPoint<Part>, part: Part): void {
    this.#open(`a part of ${point.name}`);
    this.#parts.add(point, part);
  }

  /** The parts modules added at `point`: read when the work is done, so every module has registered. */
  extensions<Part>(point: ExtensionPoint<Part>): readonly Part[] {
    return this.#parts.of(point);
  }

  /** Ends the modules' additions; throws when a schema names a computed value or detail list no module gave. */
  seal(): void {
    this.#sealed = true;
    const missing = new ComputedValues(this.schemas.resources, this.#computed).missingProviders();
    if (missing.length > 0)
      throw new Error(`no module registers the computed value(s) ${missing.join(', ')} the schemas name`);
    const lists = missingDetailListProviders(this.schemas, this.#detailLists);
    if (lists.length > 0)
      throw new Error(`no module registers the detail list(s) ${lists.join(', ')} the schemas name`);
  }

  #open(what: string): void {
    if (this.#sealed) throw new Error(`${what}: modules add to an app before it is ready, not after`);
  }
}

type HookName = keyof WriteHooks;
const HOOK_NAMES: readonly HookName[] = [
  'beforeCreate',
  'afterCreate',
  'beforeModify',
  'afterModify',
  'beforeDelete',
  'afterDelete',
  'beforeAction',
  'afterAction',
];

/** One set running each of `sets`' hooks in turn, so a refusal by the first stops the rest. */
function chainedHooks(sets: readonly WriteHooks[]): WriteHooks {
  const chained: Record<string, (...args: unknown[]) => Promise<void>> = {};
  for (const name of HOOK_NAMES) {
    const steps = sets.flatMap((set) => {
      const step = set[name] as ((...args: unknown[]) => Promise<void>) | undefined;
      return step ? [step.bind(set)] : [];
    });
    if (steps.length > 0)
      chained[name] = async (...args) => {
        for (const step of steps) await step(...args);
      };
  }
  return chained as WriteHooks;
}
