// The ResourceSchemas cache: one resource's whole schema, fetched from GET /schema/resource/{name}
// when a screen first needs it and kept for the session. A failed fetch is forgotten so the next
// visit asks again.
import type { ResourceSchema } from '../schema/resource';

export class ResourceSchemas {
  private readonly cache = new Map<string, Promise<ResourceSchema>>();

  constructor(private readonly fetch: (name: string) => Promise<ResourceSchema>) {}

  get(name: string): Promise<ResourceSchema> {
    let schema = this.cache.get(name);
    if (!schema) {
      schema = this.fetch(name);
      this.cache.set(name, schema);
      schema.catch(() => this.cache.delete(name));
    }
    return schema;
  }

  clear(): void {
    this.cache.clear();
  }
}
