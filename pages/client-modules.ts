// The browser app's modules, one line each, as server/app.ts lists the server's: adding a module's
// screens is its own folder, pages/<module>/ with its client part <module>-module.ts, and one line here.
import type { ClientModule } from './client-module';
import { accounts } from './accounts/accounts-module';
import { analytics } from './analytics/analytics-module';
import { companies } from './companies/companies-module';
import { feedback } from './feedback/feedback-module';
import { members } from './members/members-module';
import { marketing } from './marketing/marketing-module';
import { payments } from './payments/payments-module';
import { pickupDisplay } from './pickup-display/pickup-display-module';
import { platform } from './platform/platform-module';
import { posAuthorization } from './pos-authorization/pos-authorization-module';
import { queues } from './queues/queues-module';
import { reservations } from './reservations/reservations-module';
import { sales } from './sales/sales-module';
import { store } from './store/store-module';

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
  members,
  marketing,
  feedback,
];
