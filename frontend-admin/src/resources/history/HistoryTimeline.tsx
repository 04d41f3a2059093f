import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { RecordContextProvider, useCreatePath, useListContext, useTranslate } from 'react-admin';
import { Thumbnail } from '../shared/Thumbnail';
import { groupByYear, type HistoryEntry } from './timeline';

/**
 * /adm/history as the site shows it: a vertical line per year, a dot per entry with its month and a link to edit
 * it. Built from MUI primitives (docs/decisions/010): one column, so it reads the same on a phone.
 */
export function HistoryTimeline() {
  const { data = [], sort } = useListContext<HistoryEntry>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const order = sort?.field === 'year' ? sort.order : 'DESC';
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 2 }} aria-label={translate('app.history.timeline')}>
      {groupByYear(data, order).map(({ year, entries }) => (
        <Box component="li" key={year} sx={{ mb: 2 }}>
          <Typography variant="h6" component="h2">
            {year}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, pl: 2, borderLeft: 2, borderColor: 'divider' }}>
            {entries.map((entry) => (
              <Box component="li" key={entry.id} sx={{ position: 'relative', py: 1 }}>
                <Box
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    left: -23,
                    top: 16,
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                  }}
                />
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <RecordContextProvider value={entry}>
                    <Thumbnail source="image" size={40} />
                  </RecordContextProvider>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="caption" color="text.secondary">
                      {entry.month
                        ? translate('app.history.month', { month: entry.month })
                        : translate('app.history.whole_year')}
                    </Typography>
                    <MuiLink
                      component={Link}
                      to={createPath({ resource: 'history', type: 'edit', id: entry.id })}
                      sx={{ display: 'block', overflowWrap: 'anywhere' }}
                    >
                      {entry.title}
                    </MuiLink>
                  </Box>
                </Stack>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
