// Companies: a new company's first-time setup wizard.
import { SETUP_PATH } from '../../engine/client';
import type { ClientModule } from '../client-module';

export const companies: ClientModule = {
  name: 'companies',
  publicRoutes: (page) => [
    {
      path: SETUP_PATH,
      lazy: () =>
        page(import('./setup-wizard/setup-wizard-page'), ['setup'], (module) => module.SetupWizardPage),
    },
  ],
};
