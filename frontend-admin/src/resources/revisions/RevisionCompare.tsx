import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useMediaQuery, type Theme } from '@mui/material';
import type { Revision } from '@site/contract';
import { useTranslate } from 'react-admin';
import { HIDDEN_FIELDS, WORD_DIFF_EXCLUDED } from './families';
import { FieldValue, useFieldLabel } from './FieldValue';
import { useCloseOnBack } from './useCloseOnBack';
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

/** Older and newer of two revisions, whichever order they were picked in. */
export function inOrder(one: Revision, other: Revision): [Revision, Revision] {
  return one.version <= other.version ? [one, other] : [other, one];
}

/**
 * The fields that differ between two revisions, side by side under their names in the interface language: plain ones
 * word by word, rich text rendered with its formulas, pictures as pictures. Closable at every width (a close button;
 * on a phone, where it fills the screen, the Back gesture closes it too instead of leaving the page).
 */
export function RevisionCompare({ older, newer, onClose }: { older: Revision; newer: Revision; onClose: () => void }) {
  const translate = useTranslate();
  const label = useFieldLabel();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const close = useCloseOnBack(onClose);
  const fields = [...new Set([...Object.keys(older.snapshot), ...Object.keys(newer.snapshot)])].filter(
    (field) => !HIDDEN_FIELDS.has(field) && textOf(older.snapshot[field]) !== textOf(newer.snapshot[field]),
  );
  const title = (revision: Revision) =>
    translate('app.revisions.version', { version: revision.version, name: revision.username || '—' });
  const side = (field: string, which: 'removed' | 'added') =>
    WORD_DIFF_EXCLUDED.has(field) ? (
      <FieldValue field={field} value={(which === 'removed' ? older : newer).snapshot[field]} />
    ) : (
      <PlainSide before={older.snapshot[field]} after={newer.snapshot[field]} side={which} />
    );
  return (
    <Dialog open onClose={close} fullScreen={phone} maxWidth="lg" fullWidth aria-labelledby="revision-compare-title">
      <DialogTitle id="revision-compare-title" sx={{ pr: 7 }}>
        {translate('app.revisions.compare_title', { older: older.version, newer: newer.version })}
      </DialogTitle>
      <IconButton
        aria-label={translate('ra.action.close')}
        onClick={close}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {fields.length === 0 ? (
          translate('app.revisions.same')
        ) : (
          <Table size="small" sx={{ tableLayout: 'fixed' }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: { xs: 72, sm: 120 } }}>{translate('app.revisions.field')}</TableCell>
                <TableCell>{title(older)}</TableCell>
                <TableCell>{title(newer)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((field) => (
                <TableRow key={field}>
                  <TableCell sx={{ verticalAlign: 'top' }}>{label(field)}</TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>{side(field, 'removed')}</TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>{side(field, 'added')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
    </Dialog>
  );
}
