import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessage, isSilentError } from '../../providers/apiError';
import { KNOWLEDGE_BASE_MAX_MB, knowledgeBaseFileProblem } from '../../shared/knowledgeBaseFiles';
import type { CustomTabProps } from '../defineArea';
import { useRunAction } from '../framework/actions/useRunAction';
import { useResourceConfig } from '../framework/ResourceRegistryContext';
import { useAllowed } from '../framework/useAllowed';
import { readBase64 } from './readBase64';

/**
 * Uploads a file to the shown knowledge base through the files' `upload` action. The type and size are checked
 * here first (the server checks them again); a refused file is named with the reason and nothing is sent.
 */
export function KnowledgeBaseUpload({ record }: CustomTabProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const inputId = useId();
  const files = useResourceConfig('knowledgeBaseFiles');
  const run = useRunAction(files ?? ({} as never));
  const allowed = useAllowed(files?.route ?? '', ['action:upload']);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<string>();
  const upload = files?.actions.find((action) => action.name === 'upload');
  if (!files || !upload || !record || !allowed?.['action:upload']) return null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const reason = knowledgeBaseFileProblem(file.name, file.type, file.size);
    setProblem(reason ? translate(`resources.knowledgeBases.upload.${reason}`) : undefined);
    if (reason) return;
    setBusy(file.name);
    try {
      const data = { fileName: file.name, mimeType: file.type, content: await readBase64(file) };
      await run(upload, {
        id: record.id,
        record: { id: record.id, idKnowledgeBase: record.id },
        title: file.name,
        data,
      });
    } catch (error) {
      if (!isSilentError(error)) {
        const message = errorMessage(error);
        setProblem(message);
        notify(message, { type: 'error' });
      }
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button component="label" htmlFor={inputId} startIcon={<UploadFileIcon />} disabled={!!busy}>
        {translate('resources.knowledgeBases.upload.choose')}
        <input id={inputId} type="file" hidden onChange={(event) => void choose(event)} />
      </Button>
      <Typography variant="body2" color="text.secondary">
        {busy
          ? translate('resources.knowledgeBases.upload.uploading', { name: busy })
          : translate('resources.knowledgeBases.upload.hint', { size: KNOWLEDGE_BASE_MAX_MB })}
      </Typography>
      {problem && (
        <Alert severity="error" role="alert" sx={{ width: '100%' }}>
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
