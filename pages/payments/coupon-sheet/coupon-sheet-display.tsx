// A coupon's sheets on its screens (business §4): while its codes are generated, the job's progress
// bar; once they are, the button that downloads the PDF (after which the coupon is "downloaded" and
// can no longer be edited), with the finished job's bar beside it until then, so the operator who
// opens the coupon after a quick generation still sees how many codes it made. Nothing before the
// first generation.
import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../engine/client';
import type { BackgroundJobStatus } from '../../../engine/protocol';
import { JobProgress } from '../../../engine/screens';
import type { DisplayProps } from '../../../engine/screens';
import { couponSheetFile, couponSheetPath, type CouponSheetValue } from '../../../protocol/coupon-sheet';

const isSheetValue = (value: unknown): value is CouponSheetValue =>
  typeof value === 'object' && value !== null && typeof (value as CouponSheetValue).coupon === 'number';

export function CouponSheetDisplay({ value }: DisplayProps) {
  const { t } = useTranslation('payments');
  const [ended, setEnded] = useState<BackgroundJobStatus>();
  if (!isSheetValue(value)) return null;
  const generated = value.status === 'created' || value.status === 'downloaded' || ended?.state === 'done';
  return (
    <>
      {(value.status === 'creating' || value.status === 'created') && value.job && (
        <JobProgress jobId={value.job} label={t('sheet.generating')} onEnd={setEnded} />
      )}
      {generated && (
        <Button
          icon={<ArrowDownloadRegular />}
          onClick={() => void downloadFile(couponSheetPath(value.coupon), couponSheetFile(value.coupon))}
        >
          {t('sheet.download')}
        </Button>
      )}
    </>
  );
}
