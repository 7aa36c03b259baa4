// Store settings: the QR codes page and the widgets of opening hours and dining modes.
import type { ClientModule } from '../client-module';
import { lazyDisplay, lazyWidget } from '../lazy-widget';

export const store: ClientModule = {
  name: 'store',
  pages: {
    qrCodes: {
      load: () =>
        import(/* webpackChunkName: "qr-codes" */ './qr-codes/qr-codes-page').then(
          (module) => module.QrCodesPage,
        ),
      namespaces: ['qr'],
    },
  },
  widgets: {
    openingHours: {
      widget: lazyWidget(
        async () =>
          (await import(/* webpackChunkName: "opening-hours" */ './opening-hours/opening-hours-widget'))
            .OpeningHoursWidget,
      ),
      display: lazyDisplay(
        async () =>
          (await import(/* webpackChunkName: "opening-hours" */ './opening-hours/opening-hours-display'))
            .OpeningHoursDisplay,
      ),
      namespaces: ['widgets'],
    },
    diningModes: {
      widget: lazyWidget(
        async () =>
          (await import(/* webpackChunkName: "dining-modes" */ './dining-modes/dining-modes-editor'))
            .DiningModesEditor,
      ),
      display: lazyDisplay(
        async () =>
          (await import(/* webpackChunkName: "dining-modes" */ './dining-modes/dining-modes-display'))
            .DiningModesDisplay,
      ),
      namespaces: ['modes'],
    },
  },
};
