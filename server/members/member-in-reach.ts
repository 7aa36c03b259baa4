// The staff calls on a member's row (top-up, VIP renewal and suspension, adjustment, store
// redemption): each lets in the holders of its privilege on members and acts on the member its body's
// `id` names, found first within the caller's reach through the resource service, so another
// company's member, or one outside the caller's shops, is not found, as the member list would not
// show him.
import type { FastifyInstance } from 'fastify';
import { actorOf, allow, BusinessError, type Actor, type LedgerCause } from '../../engine/server';
import { Status } from '../../engine/protocol';
import type { ModuleSetup } from '../app-module';

/** What a call's handler is given: its body, the member's company and its caller as the ledger names him. */
export interface MemberCall<Body> {
  body: Body;
  companyId: number;
  by: LedgerCause;
}

/** The member schema's calls for a module's staff routes on a member's row. */
export function membersInReach({ schemas, service }: Pick<ModuleSetup, 'schemas' | 'service'>) {
  const members = schemas.byName.get('member');
  if (!members) throw new Error('the members module needs its member schema');

  /** The member `id` within the actor's reach, with his company; not found otherwise. */
  const find = async (actor: Actor, id: number): Promise<{ companyId: number }> => {
    const [member] = (await service.query(members, actor, { id })).rows;
    if (!member) throw new BusinessError(Status.notFound);
    return { companyId: member.companyId as number };
  };

  return {
    /** POST `path` for holders of `privilege`, its body checked by `schema`; `handle` answers it. */
    post<Body extends { id: number }>(
      app: FastifyInstance,
      path: string,
      privilege: string,
      schema: object,
      handle: (call: MemberCall<Body>) => Promise<unknown>,
    ) {
      app.post(
        path,
        {
          ...allow({ kind: 'privilege', key: privilege, resource: members.name }),
          schema: { body: schema },
        },
        async (request) => {
          // Checked by `schema` before this runs; Fastify's typing cannot carry a generic body here.
          const body = request.body as Body;
          const actor = actorOf(request);
          const { companyId } = await find(actor, body.id);
          return handle({ body, companyId, by: actor.userId === null ? {} : { user: actor.userId } });
        },
      );
    },
  };
}
