import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import type { MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { consolePageOf } from '../../utils/taskResultPage';
import { TaskStatus } from '../../shared/enumerations';
import type { CustomTabProps } from '../defineArea';
import { useDownloadTaskResult } from './useDownloadTaskResult';

/** The result of a finished task in its row: a download with the current token (a plain link would carry none). */
export function TaskDownload({ record }: CustomTabProps) {
  const translate = useTranslate();
  const { download, isPending } = useDownloadTaskResult();
  const resultUrl = typeof record?.resultUrl === 'string' ? record.resultUrl : null;
  if (record?.status !== TaskStatus.DONE || !resultUrl) return null;
  // A test call's conversation or a reverted version is a page of the console: opened, not downloaded.
  const page = consolePageOf(resultUrl);
  if (page)
    return (
      <Button
        size="small"
        startIcon={<OpenInNewIcon />}
        component={RouterLink}
        to={page.path}
        onClick={(event: MouseEvent) => event.stopPropagation()}
      >
        {translate(page.label)}
      </Button>
    );
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
