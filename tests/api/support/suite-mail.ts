// A real SMTP server for an API suite that follows its mail: started before the suite's tests and
// closed after, the server's options pointing at it (read when the harness starts the server, after
// it listens). Every call comes from one address, so the per-address limit, which has tests of its
// own, is set out of reach.
import type { ServerConfig } from '../../../server/config';
import { startMailCatcher, type MailCatcher } from '../../support/mail-catcher';

export function suiteMail(options: Partial<ServerConfig> = {}): {
  mail(): MailCatcher;
  config: Partial<ServerConfig>;
} {
  let catcher: MailCatcher | undefined;
  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(() => catcher?.close());
  const mail = () => {
    if (!catcher) throw new Error('the suite’s mail server is not started');
    return catcher;
  };
  const config: Partial<ServerConfig> = {
    ...options,
    get smtpUrl() {
      return mail().url;
    },
    throttle: { perUsername: 5, perAddress: 1000, windowMinutes: 15, lockMinutes: 15 },
  };
  return { mail, config };
}
