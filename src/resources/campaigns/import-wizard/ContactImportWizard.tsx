import { Alert, Button, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage, isSilentError } from '../../../providers/apiError';
import {
  guessMapping,
  mappedRows,
  mappingProblem,
  type ContactMapping,
} from '../../../shared/contactMapping';
import { FileChooseButton } from '../../../utils/FileChooseButton';
import type { CustomTabProps } from '../../defineArea';
import { RecordActions } from '../../framework/detail/RecordActions';
import { ContactImportReport } from '../ContactImportReport';
import { MappingStep } from './MappingStep';
import { PreviewStep } from './PreviewStep';
import { previewChecksFor } from './previewChecks';
import { readContactFile, type ContactSheet } from './readContactFile';
import { running, useContactImport } from './useContactImport';
import { useSavedMappings } from './useSavedMappings';
import { contactsCsv } from './wizardCsv';

const STEPS = ['file', 'map', 'preview'] as const;

/**
 * The contacts tab's import (issue 35.5): choose a CSV or XLSX file, map its columns to contact fields (a saved
 * mapping to start from), preview the first rows with the file checks, then import as a background task whose report
 * lists every refused row with its reason (and offers them as a file).
 */
export function ContactImportWizard({ config, record }: CustomTabProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.campaigns.import.${key}`);
  const contactImport = useContactImport(record?.id);
  const saved = useSavedMappings();
  const [file, setFile] = useState<{ name: string; sheet: ContactSheet }>();
  const [mapping, setMapping] = useState<ContactMapping>({});
  const [step, setStep] = useState(0);
  const [problem, setProblem] = useState<string>();
  const contacts = useMemo(
    () => (file ? mappedRows(file.sheet.headers, file.sheet.rows, mapping) : []),
    [file, mapping],
  );
  const problems = useMemo(() => previewChecksFor(contacts), [contacts]);
  if (!record) return null;

  const choose = async (chosen: File) => {
    setProblem(undefined);
    const read = await readContactFile(chosen);
    if ('problem' in read) return setProblem(`${chosen.name}: ${read.problem}`);
    setFile({ name: chosen.name, sheet: read });
    // The first saved mapping that names a phone column of this file, else the headers' own words.
    const fitting = saved.data?.find(
      (item) => mappingProblem(guessMapping(read.headers, item.mapping)) === null,
    );
    setMapping(guessMapping(read.headers, fitting?.mapping));
    setStep(1);
  };
  const reset = () => {
    setFile(undefined);
    setStep(0);
  };
  const start = async () => {
    if (!file) return;
    try {
      const refused = await contactImport.start(file.name, contactsCsv(contacts));
      if (refused) return setProblem(refused);
      reset();
    } catch (error) {
      if (!isSilentError(error)) setProblem(errorMessage(error));
    }
  };
  const mapProblem = mappingProblem(mapping);

  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {contactImport.allowed && step === 0 && (
          <FileChooseButton
            label={t('choose')}
            accept=".csv,text/csv,.xlsx"
            onFile={(chosen) => void choose(chosen)}
          />
        )}
        <RecordActions config={config} tab="contacts" />
      </Stack>
      {step === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('hint')}
        </Typography>
      )}
      {file && (
        <Stack spacing={2} component="section" aria-label={file.name}>
          <Stepper activeStep={step}>
            {STEPS.map((name) => (
              <Step key={name}>
                <StepLabel>{t(`steps.${name}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {step === 1 && <MappingStep headers={file.sheet.headers} mapping={mapping} onChange={setMapping} />}
          {step === 1 && mapProblem && <Alert severity="info">{mapProblem}</Alert>}
          {step === 2 && <PreviewStep contacts={contacts} problems={problems} />}
          <Stack direction="row" spacing={1}>
            <Button onClick={reset}>{t('cancel')}</Button>
            {step === 2 && <Button onClick={() => setStep(1)}>{t('back')}</Button>}
            {step === 1 && (
              <Button variant="contained" disabled={mapProblem !== null} onClick={() => setStep(2)}>
                {t('next')}
              </Button>
            )}
            {step === 2 && (
              <Button variant="contained" onClick={() => void start()}>
                {t('start')}
              </Button>
            )}
          </Stack>
        </Stack>
      )}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {contactImport.report && (
        <ContactImportReport report={contactImport.report} running={running(contactImport.report.status)} />
      )}
    </Stack>
  );
}
