// Members' wallet passes (issue 24 item 7), the members module's one registration of them: the
// member's page's calls (wallet-page-plugin.ts), Apple's pass web service
// (apple-web-service-plugin.ts) and the recurring job that carries his changes to both platforms
// (wallet-updates-job.ts), all over one wallet service reaching the real platforms' endpoints.
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleContext } from '../../app-module';
import appleWebServicePlugin from './apple-web-service-plugin';
import { WALLET_ENDPOINTS } from './wallet-endpoints';
import walletPagePlugin from './wallet-page-plugin';
import { walletService } from './wallet-service';
import { WALLET_UPDATES_JOB, walletUpdates } from './wallet-updates-job';

const walletPlugin: FastifyPluginAsync<ModuleContext> = async (app, context) => {
  const wallet = walletService(context, WALLET_ENDPOINTS);
  const updates = walletUpdates(wallet, context.records, app.log);
  context.kit.job(WALLET_UPDATES_JOB, updates.handler, updates.options);
  await app.register(walletPagePlugin, { ...context, wallet });
  await app.register(appleWebServicePlugin, { ...context, wallet });
};

export default walletPlugin;
