// The Lookups store: what one screen knows about the resources its lookups point at. The referenced
// schema comes from the ResourceSchemas cache (its endpoint, whether its label field is searchable);
// the label caches and the searches are the screen's own, so the next screen reads names afresh.
// It also holds the privileges the screen's permission trees offer, asked for once per screen.
import type { ResourceSchema } from '../schema/resource';
import { DEFAULT_LANGUAGE, type Language } from './language';
import { LookupLabels } from './lookup-labels';
import { idsBody, optionOf, searchBody, type LookupHint, type LookupOption } from './lookup-query';
import { permissionTree, type PermissionTree } from './permission-tree';
import type { ResourceSchemas } from './resource-schemas';
import { resourceApi } from './resource-api';
import { privilegeCatalogueRequest } from './schema-api';

export class Lookups {
  private readonly labelCaches = new Map<string, LookupLabels>();
  private readonly searches = new Map<string, Promise<LookupOption[]>>();
  private privileges: Promise<PermissionTree> | null = null;

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

  /** The privileges the caller may grant, shared by the screen's form and its cells. */
  permissionTree(): Promise<PermissionTree> {
    if (!this.privileges) {
      const asked = privilegeCatalogueRequest().then(permissionTree);
      this.privileges = asked;
      // A failed request is asked again by whoever asks next (the widget's retry).
      asked.catch(() => {
        if (this.privileges === asked) this.privileges = null;
      });
    }
    return this.privileges;
  }

  /** The choices for the typed text; a search the screen made before is answered again from memory. */
  async search(hint: LookupHint, text: string): Promise<LookupOption[]> {
    const referenced = await this.schemas.get(hint.resource);
    const body = searchBody(referenced, hint, text);
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
