import {
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';

/** One column: its heading and what each item shows in it. */
export interface Column<T> {
  key: string;
  label: string;
  render: (item: T) => ReactNode;
  /** The answer's text and the like: may wrap (other cells keep to one line). */
  wide?: boolean;
}

interface Props<T extends { id: number }> {
  items: T[] | null;
  columns: Column<T>[];
  /** The buttons of an item, in the last column or at the end of its card. */
  actions: (item: T) => ReactNode;
  actionsLabel: string;
  /** Shown when there are no items. */
  empty: string;
  /** The table's (or list's) accessible name. */
  label: string;
  /** Each item's `data-testid`. */
  testId: (item: T) => string;
}

/**
 * Items that are not a react-admin resource (deliveries, endpoints): a table on a desktop, a list of cards on a phone,
 * each card naming its fields, so that every field and button is within reach without scrolling sideways.
 */
export function CardsOrTable<T extends { id: number }>({ items, columns, actions, actionsLabel, ...shown }: Props<T>) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const empty = items?.length === 0 ? shown.empty : null;
  if (phone) {
    return (
      <Stack component="ul" spacing={1} aria-label={shown.label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {empty && <Typography component="li">{empty}</Typography>}
        {items?.map((item) => (
          <Card key={item.id} component="li" variant="outlined" data-testid={shown.testId(item)}>
            <CardContent>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
                {columns.map((column) => (
                  <Box key={column.key} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {column.label}
                    </Typography>
                    <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {column.render(item)}
                    </Box>
                  </Box>
                ))}
              </Box>
              <Box sx={{ mt: 1 }}>{actions(item)}</Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={shown.label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} sx={{ whiteSpace: 'nowrap' }}>
                {column.label}
              </TableCell>
            ))}
            <TableCell align="right">{actionsLabel}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {empty && (
            <TableRow>
              <TableCell colSpan={columns.length + 1}>{empty}</TableCell>
            </TableRow>
          )}
          {items?.map((item) => (
            <TableRow key={item.id} data-testid={shown.testId(item)}>
              {columns.map((column) => (
                <TableCell key={column.key} sx={column.wide ? { maxWidth: 320 } : { whiteSpace: 'nowrap' }}>
                  {column.render(item)}
                </TableCell>
              ))}
              <TableCell align="right">{actions(item)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
