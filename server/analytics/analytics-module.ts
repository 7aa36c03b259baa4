// Business analytics (business §2 home, business_analytics): the home page's figures and every
// business report, declared on the report engine (schemas/analytics) over the sales facts the
// point of sale's ingest keeps (server/sales).
import { reportPlugin } from '../../engine/server';
import { defineModule } from '../app-module';
import { callerLanguage } from '../caller-language';
import { loadProductReports } from '../sales/product-reports';
import { REPORT_FACTS } from '../sales/report-facts';

export default defineModule('analytics', {
  async routes(app, { db, config, schemas, messages }) {
    await app.register(reportPlugin, {
      db,
      facts: REPORT_FACTS,
      reports: loadProductReports(config, schemas, messages),
      pages: schemas.pages,
      messages,
      language: callerLanguage,
      timeZone: config.timeZone,
    });
  },
});
