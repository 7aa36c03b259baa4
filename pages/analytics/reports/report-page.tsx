// A business analytics page (business §2 /business_analytics): the declared report of the route's
// own name (schemas/analytics), over the last seven days until the user asks for others.
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../engine/client';
import { ReportScreen, ScreenHeader } from '../../../engine/screens';
import { lastDays } from './report-days';
import { useReportLists } from './use-report-lists';

export const ReportPage = observer(function ReportPage({ route }: PageProps) {
  const { t } = useTranslation('navigation');
  const lists = useReportLists();
  return (
    <section>
      <ScreenHeader title={t(route.title)} />
      <ReportScreen report={route.name} initialQuery={lastDays(7)} lists={lists} />
    </section>
  );
});
