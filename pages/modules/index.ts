// The browser app's modules, as server/app.ts lists the server's: adding a module's screens is its
// own folders and one line here.
import type { ClientModule } from '../client-module';
import { accounts } from './accounts';
import { analytics } from './analytics';
import { companies } from './companies';
import { payments } from './payments';
import { pickupDisplay } from './pickup-display';
import { platform } from './platform';
import { posAuthorization } from './pos-authorization';
import { queues } from './queues';
import { reservations } from './reservations';
import { sales } from './sales';
import { store } from './store';

export const CLIENT_MODULES: readonly ClientModule[] = [
  platform,
  accounts,
  companies,
  store,
  payments,
  sales,
  analytics,
  queues,
  pickupDisplay,
  reservations,
  posAuthorization,
];
