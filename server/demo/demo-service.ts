// The resource service the demo's seeding writes through: the product's own modules' hooks and
// computed values (app.ts MODULES), so a demo record meets every rule a screen's would; no job
// queue runs while seeding, and the demo starts no job.
import type { CheckedSchemas } from '../../engine/schema';
import { ModuleKit, ResourceService } from '../../engine/server';
import type { Database } from '../../engine/server';
import { MODULES } from '../app';
import { readConfig } from '../config';

export function demoService(db: Database, schemas: CheckedSchemas): ResourceService {
  const kit = new ModuleKit(schemas);
  const service = new ResourceService(db, schemas, { hooks: kit.hookTable, computed: kit.computedProviders });
  const setup = { schemas, config: readConfig({}), jobs: null, service };
  for (const module of MODULES) module.setup(kit, setup);
  return service;
}
