// What every module stands on (server/platform.ts): the download tasks page of background jobs.
import type { ClientModule } from '../client-module';

export const platform: ClientModule = {
  name: 'platform',
  pages: {
    downloadTasks: {
      load: () =>
        import(/* webpackChunkName: "download-tasks" */ './download-tasks/download-tasks-page').then(
          (module) => module.DownloadTasksPage,
        ),
      namespaces: ['jobs'],
    },
  },
};
