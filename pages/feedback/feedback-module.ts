// Feedback: the merchants' feedback is the engine's screens, drawn from its schema
// (schemas/feedback); the module adds the page of what guests sent through the point of sale.
import type { ClientModule } from '../client-module';

export const feedback: ClientModule = {
  name: 'feedback',
  pages: {
    customerFeedback: {
      load: () =>
        import(/* webpackChunkName: "customer-feedback" */ './customer-feedback/customer-feedback-page').then(
          (module) => module.CustomerFeedbackPage,
        ),
      namespaces: ['feedback', 'reports', 'engine'],
    },
  },
};
