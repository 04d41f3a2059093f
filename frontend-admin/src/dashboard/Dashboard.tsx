import { Box, Card, CardContent, CardHeader, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { Danmaku, News } from '@site/contract';
import { Link } from 'react-router-dom';
import { useGetIdentity, useGetList, useTranslate } from 'react-admin';
import { CountCards } from './CountCards';

const RECENT = { pagination: { page: 1, perPage: 5 } };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card sx={{ flex: '1 1 320px' }}>
      <CardHeader title={title} titleTypographyProps={{ variant: 'h6' }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

function NewsLinks({ items, emptyText }: { items: News[]; emptyText: string }) {
  if (items.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <List dense>
      {items.map((item) => (
        <ListItemButton key={item.id} component={Link} to={`/news/${item.id}`}>
          <ListItemText primary={item.title} secondary={new Date(item.publish_time).toLocaleString('zh-CN')} />
        </ListItemButton>
      ))}
    </List>
  );
}

/** /adm/: counts, recent news, scheduled items and recent danmaku. */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const none = translate('app.dashboard.none');
  const recentNews = useGetList<News>('news', { ...RECENT, sort: { field: 'updated_at', order: 'DESC' } });
  // The newest publish times first: those still in the future are the scheduled ones.
  const upcoming = useGetList<News>('news', { ...RECENT, sort: { field: 'publish_time', order: 'DESC' } });
  const scheduled = (upcoming.data ?? []).filter((item) => new Date(item.publish_time) > new Date());
  const danmaku = useGetList<Danmaku>('plugin', { ...RECENT, sort: { field: 'created_at', order: 'DESC' } });

  return (
    <Box sx={{ py: 2 }}>
      <Typography variant="h5" sx={{ mb: 2 }}>
        {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <CountCards />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
        <Section title={translate('app.dashboard.recent_news')}>
          <NewsLinks items={recentNews.data ?? []} emptyText={none} />
        </Section>
        <Section title={translate('app.dashboard.scheduled')}>
          <NewsLinks items={scheduled} emptyText={none} />
        </Section>
        <Section title={translate('app.dashboard.recent_danmaku')}>
          {(danmaku.data ?? []).length === 0 ? (
            <Typography color="text.secondary">{none}</Typography>
          ) : (
            <List dense>
              {(danmaku.data ?? []).map((comment) => (
                <ListItemText
                  key={comment.id}
                  primary={comment.text}
                  secondary={`${comment.video_id} · ${comment.author}`}
                />
              ))}
            </List>
          )}
        </Section>
      </Box>
    </Box>
  );
}
