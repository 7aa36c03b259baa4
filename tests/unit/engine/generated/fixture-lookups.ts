// A screen's Lookups store for the generated form tests: each referenced record is named by its
// resource and id, and a search offers the first three, so a form shows and sends a fixture's
// references with no server behind it.
import { Lookups } from '../../../../engine/client/lookups';
import { LookupLabels } from '../../../../engine/client/lookup-labels';
import type { LookupHint, LookupOption } from '../../../../engine/client/lookup-query';
import type { ResourceSchema } from '../../../../engine/schema/resource';

const named = (hint: LookupHint, id: number): LookupOption => ({ id, label: `${hint.resource} ${id}` });

export class FixtureLookups extends Lookups {
  private readonly known = new Map<string, LookupLabels>();

  constructor(resources: readonly ResourceSchema[]) {
    super({
      get: async (name) => {
        const found = resources.find((resource) => resource.name === name);
        if (!found) throw new Error(`no resource ${name}`);
        return found;
      },
    });
  }

  override labels(hint: LookupHint): LookupLabels {
    const key = `${hint.resource}.${hint.labelField}`;
    let labels = this.known.get(key);
    if (!labels) {
      labels = new LookupLabels(async (ids) => ids.map((id) => named(hint, id)));
      this.known.set(key, labels);
    }
    return labels;
  }

  override async search(hint: LookupHint): Promise<LookupOption[]> {
    const options = [1, 2, 3].map((id) => named(hint, id));
    this.labels(hint).remember(options);
    return options;
  }
}
