// The topics a screen may subscribe to, each with what a caller needs to hear it: the privilege
// that lets him read what it announces, and its scope. A resource declared `"live": true` is a
// topic of its own name; a typed table made live by a module registers its topic at start.
import type { ResourceSchema } from '../../schema/resource';
import { can, mayUse, reaches, type Actor } from '../resources/actor';
import type { LiveChange } from './live-change';

export interface LiveTopic {
  name: string;
  /** The privilege that reads what the topic announces. */
  privilege: string;
  /** A resource topic: its route's audience (admin only, a region's) must admit the caller too. */
  resource?: ResourceSchema;
}

export class LiveTopics {
  private readonly topics = new Map<string, LiveTopic>();

  register(topic: LiveTopic): void {
    if (this.topics.has(topic.name)) throw new Error(`Live topic "${topic.name}" registered twice`);
    this.topics.set(topic.name, topic);
  }

  registerResources(resources: readonly ResourceSchema[]): void {
    for (const resource of resources) {
      if (resource.live)
        this.register({ name: resource.name, privilege: resource.privileges.read, resource });
    }
  }

  find(name: string): LiveTopic | undefined {
    return this.topics.get(name);
  }

  get names(): string[] {
    return [...this.topics.keys()];
  }
}

/** Whether the actor may hear the topic at all. */
export function mayHear(actor: Actor, topic: LiveTopic): boolean {
  return can(actor, topic.privilege) && (!topic.resource || mayUse(actor, topic.resource));
}

/** Whether a change happened within the actor's companies and shops. */
export function withinReach(actor: Actor, change: LiveChange): boolean {
  if (!reaches(actor.companies, change.companyId)) return false;
  return change.shopId === null || reaches(actor.shops, change.shopId);
}
