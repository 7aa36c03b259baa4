// What a company has on the screen: its figures, then each channel's history. The platform's
// choice, or the caller's own company when none is named.
import { useCallback, useState } from 'react';
import { LoadFailure, useAskedPage } from '../../../engine/screens';
import { LoadingSpinner } from '../../../engine/shell';
import { CREDIT_CHANNELS } from '../../../protocol/message-credits';
import { CreditBalancesView } from './credit-balances';
import { CreditHistoryView } from './credit-history';
import { readCredits } from './message-credits-api';

/** A company's figures and histories; `refresh` changes to read them all again (after a top-up). */
export function CompanyCredits({ companyId, refresh }: { companyId: number | undefined; refresh: number }) {
  const [attempt, setAttempt] = useState(0);
  const load = useCallback(() => readCredits(companyId), [companyId]);
  const loaded = useAskedPage(JSON.stringify([companyId, refresh, attempt]), load);
  return (
    <>
      {loaded.state === 'loading' && <LoadingSpinner />}
      {loaded.state === 'failed' && <LoadFailure onRetry={() => setAttempt((n) => n + 1)} />}
      {loaded.state === 'ready' && <CreditBalancesView balances={loaded.page.balances} />}
      {CREDIT_CHANNELS.map((channel) => (
        // Read again from its first page, where the newest entry is.
        <CreditHistoryView key={`${channel}-${refresh}`} companyId={companyId} channel={channel} />
      ))}
    </>
  );
}
