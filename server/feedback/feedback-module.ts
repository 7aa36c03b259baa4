// Feedback (business §2 /feedback_management): what merchants write to the platform, declared
// (schemas/feedback) with its hooks and computed values, and what guests sent through the point of
// sale (migration 0019), which its own page lists, answers and exports.
import { defineModule } from '../app-module';
import { defineCustomerFeedbackExport } from './customer-feedback-export';
import customerFeedbackPlugin from './customer-feedback-plugin';
import { merchantFeedbackHooks } from './merchant-feedback-hooks';
import { companyNameSql, repliedAtSql } from './merchant-feedback-values';

export default defineModule('feedback', {
  setup(kit, { schemas }) {
    const companies = schemas.byName.get('company');
    const shops = schemas.byName.get('shop');
    if (!companies || !shops) throw new Error('feedback: no resource company or shop');
    kit.hooks('merchantFeedback', merchantFeedbackHooks());
    kit.computed('merchantFeedbackCompany', companyNameSql(companies), { resources: [companies] });
    kit.computed('merchantFeedbackRepliedAt', repliedAtSql, {});
    defineCustomerFeedbackExport(kit, shops);
  },
  async routes(app, context) {
    await app.register(customerFeedbackPlugin, context);
  },
});
