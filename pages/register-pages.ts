// The application's pages of our own, registered by name at start (docs/schemas.md "Pages of our
// own"): a route in schemas/navigation.json, or a resource's route, names `"page": "home"` and the
// shell opens what is registered here, its code fetched the first time. The names are declared in
// schemas/pages.json, which the checker reads; a unit test keeps the two lists equal.
import { registerPage } from '../engine/client';
import type { PageEntry } from '../engine/client';

export const PAGES: Readonly<Record<string, PageEntry>> = {
  home: {
    load: () => import(/* webpackChunkName: "home" */ './home/home-page').then((module) => module.HomePage),
    namespaces: ['common', 'fields', 'reports'],
  },
  report: {
    load: () =>
      import(/* webpackChunkName: "report" */ './reports/report-page').then((module) => module.ReportPage),
    namespaces: ['reports'],
  },
  salesRecords: {
    load: () =>
      import(/* webpackChunkName: "sales-records" */ './sales-records/sales-records-page').then(
        (module) => module.SalesRecordsPage,
      ),
    namespaces: ['sales', 'reports'],
  },
  qrCodes: {
    load: () =>
      import(/* webpackChunkName: "qr-codes" */ './qr-codes/qr-codes-page').then(
        (module) => module.QrCodesPage,
      ),
    namespaces: ['qr'],
  },
  queueBoard: {
    load: () =>
      import(/* webpackChunkName: "queue-board" */ './queues/queue-board-page').then(
        (module) => module.QueueBoardPage,
      ),
    namespaces: ['queues', 'engine'],
  },
  queueSettings: {
    load: () =>
      import(/* webpackChunkName: "queue-settings" */ './queues/queue-settings-page').then(
        (module) => module.QueueSettingsPage,
      ),
    namespaces: ['queues', 'engine'],
  },
  downloadTasks: {
    load: () =>
      import(/* webpackChunkName: "download-tasks" */ './download-tasks/download-tasks-page').then(
        (module) => module.DownloadTasksPage,
      ),
    namespaces: ['jobs'],
  },
  pickupNumbers: {
    load: () =>
      import(/* webpackChunkName: "pickup-numbers" */ './pickup-numbers/pickup-numbers-page').then(
        (module) => module.PickupNumbersPage,
      ),
    namespaces: ['pickupDisplay', 'engine'],
  },
};

export function registerPages(): void {
  for (const [name, entry] of Object.entries(PAGES)) registerPage(name, entry);
}
