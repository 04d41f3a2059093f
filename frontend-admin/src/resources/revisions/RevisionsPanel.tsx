import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { AdminCall, type Page, type Revision, type RevisionSummary } from '@site/contract';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { useApi } from '../../api/ApiContext';
import { FAMILY_OF_RESOURCE } from './families';
import { useFieldLabel } from './FieldValue';
import { inOrder, RevisionCompare } from './RevisionCompare';
import { RestoreConfirm } from './RestoreConfirm';
import { useFormatDateTime } from '../../i18n/dateTime';

/** Where the panel is, for the version-conflict dialog's "compare". */
export const REVISIONS_PANEL_ID = 'revisions-panel';

/**
 * 历史版本 under an edit form: the item's revisions newest first (who, when, which fields), each comparable with the
 * newest, or any two ticked compared with each other, side by side; restorable after a confirmation that says when the
 * restore changes what visitors see (the restore is a new revision; the form reloads).
 */
export function RevisionsPanel() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const family = FAMILY_OF_RESOURCE[resource];
  const api = useApi();
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const fieldLabel = useFieldLabel();
  const notify = useNotify();
  const refresh = useRefresh();
  const [revisions, setRevisions] = useState<RevisionSummary[]>([]);
  const [comparing, setComparing] = useState<[Revision, Revision] | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [restoring, setRestoring] = useState<Revision | null>(null);
  const id = record?.id === undefined ? undefined : Number(record.id);

  const load = useCallback(async () => {
    if (!family || !id) return;
    const page = await api.call<Page<RevisionSummary>>(AdminCall.GET_REVISION_LIST, { family, id, limit: 50 });
    setRevisions(page.list);
  }, [api, family, id]);

  useEffect(() => {
    load().catch(() => setRevisions([]));
  }, [load, record?.version]);

  if (!family || !id) return null;

  const read = (revisionId: number) => api.call<Revision>(AdminCall.GET_REVISION, { id: revisionId });
  const failed = (error: unknown) => notify(error instanceof Error ? error.message : String(error), { type: 'error' });
  const compare = (one: number, other: number) =>
    Promise.all([read(one), read(other)])
      .then(([first, second]) => setComparing(inOrder(first, second)))
      .catch(failed);
  // Ticking a third revision lets go of the first one ticked: two are compared.
  const pick = (revisionId: number, on: boolean) =>
    setPicked(on ? [...picked, revisionId].slice(-2) : picked.filter((one) => one !== revisionId));
  const askRestore = (revision: RevisionSummary) => read(revision.id).then(setRestoring).catch(failed);

  const restore = async () => {
    if (!restoring) return;
    try {
      await api.call(AdminCall.RESTORE_REVISION, { id: restoring.id });
      notify('app.revisions.restored', { type: 'success' });
      refresh();
      await load();
    } catch (error) {
      failed(error);
    } finally {
      setRestoring(null);
    }
  };

  return (
    // Below `sm` the form's save bar is fixed to the bottom of the screen: the margin lets the panel's last entry
    // scroll out from under it (its buttons were covered, untappable).
    <Card id={REVISIONS_PANEL_ID} sx={{ mt: 2, mb: { xs: 10, sm: 0 }, maxWidth: 960 }}>
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {translate('app.revisions.title')}
          </Typography>
          <Button size="small" disabled={picked.length !== 2} onClick={() => void compare(picked[0], picked[1])}>
            {translate('app.revisions.compare_picked')}
          </Button>
        </Stack>
        <List dense>
          {revisions.map((revision, index) => (
            <ListItem key={revision.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Checkbox
                      size="small"
                      sx={{ p: 0.5 }}
                      checked={picked.includes(revision.id)}
                      onChange={(event) => pick(revision.id, event.target.checked)}
                      slotProps={{
                        input: { 'aria-label': translate('app.revisions.pick', { version: revision.version }) },
                      }}
                    />
                    <Chip size="small" label={translate(`app.revisions.actions.${revision.action}`)} />
                    <span>
                      {translate('app.revisions.version', {
                        version: revision.version,
                        name: revision.username || '—',
                      })}
                    </span>
                  </Stack>
                }
                secondary={`${formatDateTime(revision.created_at)} · ${revision.fields.map(fieldLabel).join(translate('app.revisions.field_separator'))}`}
              />
              {index > 0 && (
                <Box>
                  <Button size="small" onClick={() => void compare(revision.id, revisions[0].id)}>
                    {translate('app.revisions.compare')}
                  </Button>
                  <Button size="small" color="warning" onClick={() => void askRestore(revision)}>
                    {translate('app.revisions.restore')}
                  </Button>
                </Box>
              )}
            </ListItem>
          ))}
        </List>
      </CardContent>
      {comparing && <RevisionCompare older={comparing[0]} newer={comparing[1]} onClose={() => setComparing(null)} />}
      {restoring && (
        <RestoreConfirm
          revision={restoring}
          current={record ?? {}}
          onConfirm={() => void restore()}
          onClose={() => setRestoring(null)}
        />
      )}
    </Card>
  );
}
