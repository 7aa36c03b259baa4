// A button that makes or fetches a file and hands it to the browser (a QR sheet, a download task's
// file): busy, with a spinner, until the download has started, so a second click starts no second.
import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';

export interface DownloadButtonProps {
  /** The accessible name, saying what is downloaded ("Download the Garden area's sheet"). */
  label: string;
  disabled?: boolean;
  onDownload(): Promise<void>;
  children: ReactNode;
}

export function DownloadButton({ label, disabled = false, onDownload, children }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await onDownload();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
      disabled={busy || disabled}
      aria-label={label}
      onClick={() => void download()}
    >
      {children}
    </Button>
  );
}
