import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { TaskStatus } from '../../shared/enumerations';
import type { CustomTabProps } from '../framework/customComponents';
import { useDownloadTaskResult } from './useDownloadTaskResult';

/** The result of a finished task in its row: a download with the current token (a plain link would carry none). */
export function TaskDownload({ record }: CustomTabProps) {
  const translate = useTranslate();
  const { download, isPending } = useDownloadTaskResult();
  const resultUrl = typeof record?.resultUrl === 'string' ? record.resultUrl : null;
  if (record?.status !== TaskStatus.DONE || !resultUrl) return null;
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    download({ resultUrl });
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} disabled={isPending} onClick={onClick}>
      {translate('app.tasks.download')}
    </Button>
  );
}
