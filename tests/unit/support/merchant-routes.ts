// The merchants the lookups in these tests point at, as the stand-in server answers them: the
// company schema and three merchant records.
import { companySchema } from '../../support/resources';
import { recordsAnswer, type Answer } from './stand-in-server';

export const merchants = [
  { id: 1, version: 1, name: 'Harbour Kitchen', name_en: 'Harbour Kitchen Ltd' },
  { id: 2, version: 1, name: 'Pier Café', name_en: 'Pier Cafe Ltd' },
  { id: 3, version: 1, name: 'Noodle Bar', name_en: 'Noodle Bar Ltd' },
];

export const merchantRoutes: Record<string, Answer> = {
  'GET /schema/resource/company': () => ({ data: companySchema }),
  'PUT /company': recordsAnswer(merchants),
};
