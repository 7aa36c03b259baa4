// The member's wallet passes from his own page (docs/api.md "Wallet passes"), with his token
// (member-page-auth.ts): which platforms his company offers, his Apple Wallet pass as a `.pkpass`,
// and his Google Wallet save link. Either issues his pass the first time (wallet-passes.ts), so the
// update job keeps it up to date from then on.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Status } from '../../../engine/protocol';
import { BusinessError, fileAnswer, ok } from '../../../engine/server';
import { PKPASS_MEDIA_TYPE, type GoogleSaveLink, type WalletOffer } from '../../../protocol/wallet';
import { callerLanguage } from '../../caller-language';
import type { ModuleContext } from '../../app-module';
import { memberAuth, MEMBER_ROUTE } from '../member-page-auth';
import { issuePass } from './wallet-passes';
import type { WalletService } from './wallet-service';

const notOffered = () => BusinessError.because(Status.notFound, 'wallet:errors.notOffered');

const walletPagePlugin: FastifyPluginAsync<ModuleContext & { wallet: WalletService }> = async (
  app,
  { db, records, wallet },
) => {
  const members = memberAuth(db, records);
  const route = { ...MEMBER_ROUTE, preValidation: members.authenticate };

  /** The signed-in member's pass for a platform his company offers, issued now if he has none. */
  const issued = async (request: FastifyRequest, platform: 'apple' | 'google') => {
    const { session } = members.of(request);
    const settings = await wallet.settings(session.companyId);
    const language = callerLanguage(request);
    const member = { companyId: session.companyId, memberId: session.memberId };
    const content = settings?.[platform] ? await wallet.content(settings, member, language) : undefined;
    if (!settings || !content) throw notOffered();
    const pass = await issuePass(db, member, language, content.shown, platform === 'google');
    return { settings, content, pass };
  };

  app.get('/member-page/wallet', route, async (request) => {
    const settings = await wallet.settings(members.of(request).session.companyId);
    return ok<WalletOffer>({ apple: Boolean(settings?.apple), google: Boolean(settings?.google) });
  });

  app.get(
    '/member-page/wallet/apple',
    {
      config: { ...MEMBER_ROUTE.config, ...fileAnswer(PKPASS_MEDIA_TYPE) },
      preValidation: members.authenticate,
    },
    async (request, reply) => {
      const { settings, content, pass } = await issued(request, 'apple');
      const apple = settings.apple;
      if (!apple) throw notOffered();
      const file = await wallet.applePass({ ...settings, apple }, pass, content);
      return reply
        .type(PKPASS_MEDIA_TYPE)
        .header('content-disposition', 'attachment; filename="membership.pkpass"')
        .send(file);
    },
  );

  app.get('/member-page/wallet/google', route, async (request) => {
    const { settings, content, pass } = await issued(request, 'google');
    const google = settings.google;
    if (!google) throw notOffered();
    const url = await wallet.saveLink(wallet.loyaltyParts({ ...settings, google }, pass.serial, content));
    return ok<GoogleSaveLink>({ url });
  });
};

export default walletPagePlugin;
