// The consent part of the marketing module (issue 25 item 7), wired by marketing-module.ts with one
// line in its setup and one in its routes: the two lists inside a member's detail, and the calls of
// the unsubscribe page, the member's page and the staff.
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleKit } from '../../../engine/server';
import type { ModuleContext, ModuleSetup } from '../../app-module';
import consentMemberPagePlugin from './consent-member-page-plugin';
import { consentHistory, consentNow } from './consent-reads';
import consentStaffPlugin from './consent-staff-plugin';
import unsubscribePlugin from './unsubscribe-plugin';

export function setUpConsent(kit: ModuleKit, { service, config }: ModuleSetup): void {
  const records = service.system(config.region);
  kit.detailList('memberConsent', consentNow(records));
  kit.detailList('memberConsentHistory', consentHistory(records));
}

export const consentRoutes: FastifyPluginAsync<ModuleContext> = async (app, context) => {
  await app.register(unsubscribePlugin, context);
  await app.register(consentStaffPlugin, context);
  await app.register(consentMemberPagePlugin, context);
};
