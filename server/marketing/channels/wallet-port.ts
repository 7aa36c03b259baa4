// E-wallet notifications through the wallet pass update paths (issue 25 item 4): the message is
// written to the member's pass (members/wallet/pass-messages.ts), once per send record's key, and the
// wallet's own updates job announces it to his Apple devices and Google's object. Written again after
// a crash, the key makes it one message.
import type { Database } from '../../../engine/server';
import { notifyPass, PASS_MESSAGE_LIMITS } from '../../members/wallet/pass-messages';
import type { ChannelPort } from '../runs/delivery';

export function walletPort(db: Database): ChannelPort {
  return {
    channel: 'wallet',
    async deliver(message) {
      const header = (message.subject || message.senderName).slice(0, PASS_MESSAGE_LIMITS.header);
      const body = message.text.slice(0, PASS_MESSAGE_LIMITS.body);
      if (!header.trim() || !body.trim()) return { kind: 'failed', reason: 'emptyMessage' };
      const shown = await db.transaction((tx) =>
        notifyPass(tx, message.companyId, message.memberId, { header, body, key: message.sendKey }),
      );
      return shown ? { kind: 'sent' } : { kind: 'failed', reason: 'noPass' };
    },
  };
}
