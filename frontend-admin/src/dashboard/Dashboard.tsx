import {
  Box,
  Card,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { Case, Danmaku, News } from '@site/contract';
import { Link } from 'react-router-dom';
import { Title, useGetIdentity, useGetList, useTranslate } from 'react-admin';
import { useFormatDateTime } from '../i18n/dateTime';
import { DraftChip } from '../resources/shared/PublicationChip';
import { isScheduled } from '../resources/shared/schedule';
import { CountCards } from './CountCards';

const RECENT_COUNT = 5;
const RECENT = { pagination: { page: 1, perPage: RECENT_COUNT } };
/** Enough rows to hold the scheduled items and still five published ones. */
const AROUND_NOW = { pagination: { page: 1, perPage: 20 } };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card sx={{ flex: '1 1 320px' }}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

type Dated = (News | Case) & { resource: 'news' | 'case' };

function ItemLinks({ items, emptyText }: { items: Dated[]; emptyText: string }) {
  const formatDateTime = useFormatDateTime();
  if (items.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <List dense>
      {items.map((item) => (
        // Each link in its own <li>: a list holds only list items (for screen readers' "list, 5 items").
        <ListItem key={`${item.resource}-${item.id}`} disablePadding>
          <ListItemButton component={Link} to={`/${item.resource}/${item.id}`}>
            <ListItemText
              primary={
                <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{item.title}</span>
                  <DraftChip status={item.status} />
                </Stack>
              }
              secondary={formatDateTime(item.publish_time)}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** /adm/: counts, recent news, scheduled news and cases, and recent danmaku. */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const none = translate('app.dashboard.none');
  // The newest publish times first: those still in the future are scheduled, the others the latest published.
  const latestFirst = { ...AROUND_NOW, sort: { field: 'publish_time', order: 'DESC' } as const };
  const upcomingNews = useGetList<News>('news', latestFirst);
  const upcomingCases = useGetList<Case>('case', latestFirst);
  const scheduled: Dated[] = [
    ...(upcomingNews.data ?? []).map((item) => ({ ...item, resource: 'news' as const })),
    ...(upcomingCases.data ?? []).map((item) => ({ ...item, resource: 'case' as const })),
  ].filter((item) => isScheduled(item.publish_time));
  const published: Dated[] = (upcomingNews.data ?? [])
    .filter((item) => !isScheduled(item.publish_time))
    .slice(0, RECENT_COUNT)
    .map((item) => ({ ...item, resource: 'news' }));
  const danmaku = useGetList<Danmaku>('plugin', { ...RECENT, sort: { field: 'created_at', order: 'DESC' } });

  return (
    <Box sx={{ py: 2 }}>
      <Title title="ra.page.dashboard" />
      <Typography variant="h5" sx={{ mb: 2 }}>
        {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <CountCards />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
        <Section title={translate('app.dashboard.recent_news')}>
          <ItemLinks items={published} emptyText={none} />
        </Section>
        <Section title={translate('app.dashboard.scheduled')}>
          <ItemLinks items={scheduled} emptyText={none} />
        </Section>
        <Section title={translate('app.dashboard.recent_danmaku')}>
          {(danmaku.data ?? []).length === 0 ? (
            <Typography color="text.secondary">{none}</Typography>
          ) : (
            <List dense>
              {(danmaku.data ?? []).map((comment) => (
                <ListItem key={comment.id}>
                  <ListItemText primary={comment.text} secondary={`${comment.video_id} · ${comment.author}`} />
                </ListItem>
              ))}
            </List>
          )}
        </Section>
      </Box>
    </Box>
  );
}
