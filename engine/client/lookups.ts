// The Lookups store: what one screen knows about the resources its lookups point at. The referenced
// schema comes from the ResourceSchemas cache (its endpoint, whether its label field is searchable);
// the label caches and the searches are the screen's own, so the next screen reads names afresh.
import type { ResourceSchema } from '../schema/resource';
import { DEFAULT_LANGUAGE, type Language } from './language';
import { LookupLabels } from './lookup-labels';
import { idsBody, optionOf, searchBody, type LookupHint, type LookupOption } from './lookup-query';
import type { ResourceSchemas } from './resource-schemas';
import { resourceApi } from './resource-api';

export class Lookups {
  private readonly labelCaches = new Map<string, LookupLabels>();
  private readonly searches = new Map<string, Promise<LookupOption[]>>();

  constructor(
    private readonly schemas: Pick<ResourceSchemas, 'get'>,
    private readonly language: Language = DEFAULT_LANGUAGE,
  ) {}

  private async options(
    referenced: ResourceSchema,
    labelField: string,
    body: Record<string, unknown>,
  ): Promise<LookupOption[]> {
    const { rows } = await resourceApi(referenced).query(body);
    return rows.map((record) => optionOf(record, labelField, this.language));
  }

  /** The label cache of one referenced resource and label field, shared by the whole screen. */
  labels({ resource, labelField }: LookupHint): LookupLabels {
    const key = `${resource}.${labelField}`;
    let labels = this.labelCaches.get(key);
    if (!labels) {
      labels = new LookupLabels(async (ids) =>
        this.options(await this.schemas.get(resource), labelField, idsBody(ids)),
      );
      this.labelCaches.set(key, labels);
    }
    return labels;
  }

  /** The choices for the typed text; a search the screen made before is answered again from memory. */
  async search(hint: LookupHint, text: string): Promise<LookupOption[]> {
    const referenced = await this.schemas.get(hint.resource);
    const body = searchBody(referenced, hint.labelField, text);
    const key = `${hint.resource}.${hint.labelField}:${JSON.stringify(body)}`;
    let found = this.searches.get(key);
    if (!found) {
      found = this.options(referenced, hint.labelField, body);
      this.searches.set(key, found);
      found.catch(() => this.searches.delete(key));
    }
    const options = await found;
    this.labels(hint).remember(options);
    return options;
  }
}
