import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  SaveButton,
  SimpleForm,
  Toolbar,
  ToolbarClasses,
  useCanAccess,
  useDataProvider,
  useGetList,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { SettingChange } from './publicSettings';

interface PublicSettingsCardProps {
  /** What the keys of these settings start with (their rows are found by it wherever an admin grouped them). */
  keyPrefix: string;
  /** i18n keys of the card's heading, its introduction and the message once saved. */
  title: string;
  intro: string;
  saved: string;
  /** The form's values from the saved rows, and the saves a submitted form needs. */
  valuesOf: (rows: RaRecord[]) => Record<string, unknown>;
  changesOf: (values: Record<string, unknown>, rows: RaRecord[]) => SettingChange[];
  children: ReactNode;
}

/**
 * A few public settings edited in place, as a card above a list (the player's on /adm/plugin, the search engines'
 * codes on /adm/seo); shown to those who may list settings (site settings are for super admins only).
 */
export function PublicSettingsCard(props: PublicSettingsCardProps) {
  const { canAccess } = useCanAccess({ resource: 'set', action: 'list' });
  return canAccess ? <PublicSettingsForm {...props} /> : null;
}

function PublicSettingsForm({
  keyPrefix,
  title,
  intro,
  saved,
  valuesOf,
  changesOf,
  children,
}: PublicSettingsCardProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const {
    data: rows,
    isPending,
    refetch,
  } = useGetList<RaRecord>('set', {
    filter: { q: keyPrefix },
    pagination: { page: 1, perPage: 100 },
  });
  if (isPending || !rows) return null;

  const save = async (values: Record<string, unknown>) => {
    try {
      await Promise.all(
        changesOf(values, rows).map((change) =>
          change.kind === 'update'
            ? dataProvider.update('set', change)
            : dataProvider.create('set', { data: change.data }),
        ),
      );
      notify(saved, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      await refetch();
    }
  };

  return (
    <Card sx={{ mb: 2 }}>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="h6" component="h2">
          {translate(title)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(intro)}
        </Typography>
      </CardContent>
      <SimpleForm
        record={valuesOf(rows)}
        onSubmit={save}
        // On phones react-admin pins a form's toolbar to the screen's bottom; this form is a card above a list.
        toolbar={
          <Toolbar sx={{ [`&.${ToolbarClasses.mobileToolbar}`]: { position: 'static' } }}>
            <SaveButton alwaysEnable={false} />
          </Toolbar>
        }
        sx={{ maxWidth: 600, pb: { xs: 0 } }}
      >
        {children}
      </SimpleForm>
    </Card>
  );
}
