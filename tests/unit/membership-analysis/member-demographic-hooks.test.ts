// Several modules hooking one resource (engine/server/modules/module-kit.ts), as the members module
// and the membership analysis both hook the member: each set runs, in the order registered, a
// refusal stops the ones after it, and the same set given twice still stops the start.
import type { CheckedSchemas } from '../../../engine/schema';
import type { HookContext, WriteHooks } from '../../../engine/server';
import { ModuleKit } from '../../../engine/server/modules/module-kit';

const schemas = { byName: new Map([['member', {}]]), resources: [] } as unknown as CheckedSchemas;
const context = {} as HookContext;
const record = { id: 1, version: 1 };

describe('hooks of several modules on one resource', () => {
  it('runs every set in the order the modules registered them', async () => {
    const kit = new ModuleKit(schemas);
    const ran: string[] = [];
    kit.hooks('member', {
      beforeCreate: async () => void ran.push('members: check'),
      afterCreate: async () => void ran.push('members: after'),
    });
    kit.hooks('member', { afterCreate: async () => void ran.push('analysis: facts') });
    const hooks = kit.hookTable.get('member') as WriteHooks;
    await hooks.beforeCreate?.(context, {}, { companyId: 1, shopId: null });
    await hooks.afterCreate?.(context, record);
    expect(ran).toEqual(['members: check', 'members: after', 'analysis: facts']);
    expect(hooks.afterModify).toBeUndefined();
  });

  it('stops at a refusal, and refuses the same set registered twice', async () => {
    const kit = new ModuleKit(schemas);
    const later = jest.fn(async () => undefined);
    const refusing: WriteHooks = { afterDelete: () => Promise.reject(new Error('refused')) };
    kit.hooks('member', refusing);
    kit.hooks('member', { afterDelete: later });
    await expect(kit.hookTable.get('member')?.afterDelete?.(context, [record])).rejects.toThrow('refused');
    expect(later).not.toHaveBeenCalled();
    expect(() => kit.hooks('member', refusing)).toThrow('registered twice');
  });
});
