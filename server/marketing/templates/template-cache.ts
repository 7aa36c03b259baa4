// A template is compiled once per version, not per message (issue 25 item 1): a send to 100,000
// members parses its template once. A record's version rises with every write, so (company, id,
// version) names one text for good and an entry never needs invalidating; the oldest-used entries
// go beyond the bound, so templates no longer sent do not stay in memory.
import { compileEmail, type CompiledEmail, type EmailText } from './email-render';

/** A saved template as the resource service reads it. */
export interface TemplateVersion extends EmailText {
  companyId: number;
  id: number;
  version: number;
}

export const TEMPLATE_CACHE_LIMIT = 500;

export class TemplateCache {
  readonly #entries = new Map<string, CompiledEmail>();

  constructor(
    private readonly compile: (text: EmailText) => CompiledEmail = compileEmail,
    private readonly limit = TEMPLATE_CACHE_LIMIT,
  ) {}

  /** The template compiled, parsed now only when this version was not in the cache. */
  compiled(template: TemplateVersion): CompiledEmail {
    const key = `${template.companyId}:${template.id}:${template.version}`;
    const cached = this.#entries.get(key);
    // Taken out and put back: a Map keeps insertion order, so its first key is the least recently used.
    if (cached) {
      this.#entries.delete(key);
      this.#entries.set(key, cached);
      return cached;
    }
    const compiled = this.compile(template);
    this.#entries.set(key, compiled);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.limit) break;
      this.#entries.delete(oldest);
    }
    return compiled;
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** The app server's cache, shared by the preview and the sends. */
export const templateCache = new TemplateCache();
