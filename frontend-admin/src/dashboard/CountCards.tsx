import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useGetList, useTranslate } from 'react-admin';

const COUNTED = ['news', 'case', 'img_list', 'download', 'plugin'];

function CountCard({ resource }: { resource: string }) {
  const translate = useTranslate();
  // One row is enough: the answer's `total` is the count.
  const { total } = useGetList(resource, { pagination: { page: 1, perPage: 1 } });
  return (
    <Card sx={{ flex: '1 1 140px' }}>
      <CardActionArea component={Link} to={`/${resource}`}>
        <CardContent>
          <Typography color="text.secondary">{translate(`resources.${resource}.name`)}</Typography>
          <Typography variant="h4" data-testid={`count-${resource}`}>
            {total ?? '…'}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The dashboard's content counts, each linking to its list. */
export function CountCards() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {COUNTED.map((resource) => (
        <CountCard key={resource} resource={resource} />
      ))}
    </Box>
  );
}
