import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useMediaQuery, type Theme } from '@mui/material';
import type { Revision } from '@site/contract';
import { useTranslate } from 'react-admin';
import { HIDDEN_FIELDS, RICH_FIELDS } from './families';
import { textOf, wordDiff } from './wordDiff';

const MARK = {
  added: { bgcolor: 'success.light', color: 'success.contrastText' },
  removed: { bgcolor: 'error.light', color: 'error.contrastText', textDecoration: 'line-through' },
} as const;

/** One side of a plain field: the words both have, and this side's own ones marked. */
function PlainSide({ before, after, side }: { before: unknown; after: unknown; side: 'removed' | 'added' }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {wordDiff(before, after)
        .filter((part) => part.kind === 'same' || part.kind === side)
        .map((part, index) => (
          <Box component="span" key={index} sx={part.kind === 'same' ? undefined : MARK[side]}>
            {part.text}
          </Box>
        ))}
    </Box>
  );
}

/** Rich text as the site shows it: the HTML was cleaned by the server's allow-list when it was saved. */
function RichSide({ html }: { html: unknown }) {
  return (
    <Box
      className="revision-rich"
      sx={{ '& img': { maxWidth: '100%' } }}
      dangerouslySetInnerHTML={{ __html: textOf(html) }}
    />
  );
}

/** The fields that differ between two revisions, side by side: plain ones word by word, rich text rendered. */
export function RevisionCompare({ older, newer, onClose }: { older: Revision; newer: Revision; onClose: () => void }) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const fields = [...new Set([...Object.keys(older.snapshot), ...Object.keys(newer.snapshot)])].filter(
    (field) => !HIDDEN_FIELDS.has(field) && textOf(older.snapshot[field]) !== textOf(newer.snapshot[field]),
  );
  const label = (revision: Revision) =>
    translate('app.revisions.version', { version: revision.version, name: revision.username || '—' });
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="lg" fullWidth>
      <DialogTitle>{translate('app.revisions.compare')}</DialogTitle>
      <DialogContent>
        {fields.length === 0 ? (
          translate('app.revisions.same')
        ) : (
          <Table size="small" sx={{ tableLayout: 'fixed' }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: { xs: 72, sm: 120 } }}>{translate('app.revisions.field')}</TableCell>
                <TableCell>{label(older)}</TableCell>
                <TableCell>{label(newer)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((field) => (
                <TableRow key={field}>
                  <TableCell sx={{ verticalAlign: 'top' }}>{field}</TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    {RICH_FIELDS.has(field) ? (
                      <RichSide html={older.snapshot[field]} />
                    ) : (
                      <PlainSide before={older.snapshot[field]} after={newer.snapshot[field]} side="removed" />
                    )}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    {RICH_FIELDS.has(field) ? (
                      <RichSide html={newer.snapshot[field]} />
                    ) : (
                      <PlainSide before={older.snapshot[field]} after={newer.snapshot[field]} side="added" />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
    </Dialog>
  );
}
