// SMS through the server's provider adapter (sms/sms-provider.ts), whose outcomes are already the
// sender's: sent with the provider's id, throttled, or failed with its reason.
import type { ChannelPort } from '../runs/delivery';
import type { SmsProvider } from '../sms/sms-provider';

export function smsPort(provider: SmsProvider): ChannelPort {
  return {
    channel: 'sms',
    deliver: (message) => provider.send({ to: message.address, text: message.text }),
  };
}
