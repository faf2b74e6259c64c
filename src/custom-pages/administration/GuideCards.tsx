import { Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { NavigationEntry } from '../../app/navigation/navigationEntries';

/** Guide pages' cards: one link per navigation entry, as a labelled list. */
export function GuideCards({
  entries,
  label,
  size = { xs: 12, sm: 6, md: 4 },
}: {
  entries: readonly NavigationEntry[];
  label: string;
  size?: { xs: number; sm: number; md?: number };
}) {
  const translate = useTranslate();
  return (
    <Grid container spacing={2} component="ul" aria-label={label} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {entries.map((entry) => {
        const Icon = entry.icon;
        return (
          <Grid key={entry.path} size={size} component="li">
            <Card variant="outlined">
              <CardActionArea component={RouterLink} to={entry.path}>
                <CardContent>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    {Icon && <Icon />}
                    <Typography variant="subtitle1" component="h2">
                      {translate(entry.label, { smart_count: 2, _: entry.label })}
                    </Typography>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
