import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NlpConfusion } from '../../shared/wire/nlp';
import type { CustomTabProps } from '../defineArea';

/**
 * The confusion between categories on the held-out split: a row per actual category, a column per predicted one;
 * the diagonal holds the correct answers, so it is emphasised.
 */
export function NlpConfusionMatrix({ record }: CustomTabProps) {
  const translate = useTranslate();
  const confusion = record?.confusion as NlpConfusion | null | undefined;
  if (!confusion || confusion.categories.length === 0)
    return <Typography color="text.secondary">{translate('resources.nlpModels.confusion_none')}</Typography>;
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('resources.nlpModels.confusion_title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.nlpModels.confusion_corner')}</TableCell>
            {confusion.categories.map((category) => (
              <TableCell key={category} align="right">
                {category}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {confusion.categories.map((actual, row) => (
            <TableRow key={actual}>
              <TableCell component="th" scope="row">
                {actual}
              </TableCell>
              {confusion.counts[row]!.map((count, column) => (
                <TableCell
                  key={confusion.categories[column]}
                  align="right"
                  sx={{
                    fontWeight: row === column ? 700 : undefined,
                    color: count === 0 ? 'text.disabled' : undefined,
                  }}
                >
                  {count}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
