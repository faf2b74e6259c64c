import { Accordion, AccordionDetails, AccordionSummary, Box, Typography, alpha } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import type { TextHunk } from '../../../shared/wire/flowVersions';

const lineColour = (line: string) => (theme: Theme) =>
  line.startsWith('+')
    ? alpha(theme.palette.success.main, 0.12)
    : line.startsWith('-')
      ? alpha(theme.palette.error.main, 0.12)
      : 'transparent';

/** The plain text diff of two contents (unified hunks of their JSON), folded away until asked for. */
export function TextDiff({ hunks }: { hunks: TextHunk[] }) {
  const translate = useTranslate();
  if (hunks.length === 0) return null;
  return (
    <Accordion disableGutters sx={{ mt: 2 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {translate('history.text')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box
          component="pre"
          aria-label={translate('history.text')}
          sx={{ m: 0, fontFamily: 'monospace', fontSize: '0.8em', overflowX: 'auto' }}
        >
          {hunks.map((hunk) => (
            <Box key={`${hunk.oldStart}-${hunk.newStart}`} component="span" sx={{ display: 'block', mb: 1 }}>
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`}
              </Box>
              {hunk.lines.map((line, index) => (
                <Box key={index} component="span" sx={{ display: 'block', bgcolor: lineColour(line) }}>
                  {line}
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
