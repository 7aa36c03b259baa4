// Accounts: the public account pages (registration, password and manager-key resets, invitations).
import type { ClientModule } from '../client-module';
import { accountRoutes } from './account-pages/account-routes';

export const accounts: ClientModule = { name: 'accounts', publicRoutes: accountRoutes };
