// Members: the member and member-level screens are the engine's, drawn from their schemas
// (schemas/members); the module has no page or widget of its own yet.
import type { ClientModule } from '../client-module';

export const members: ClientModule = { name: 'members' };
