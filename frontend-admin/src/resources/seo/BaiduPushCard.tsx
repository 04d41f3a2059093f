import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { AdminCall, type BaiduPushItem, type BaiduPushList, type BaiduPushState } from '@site/contract';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useApi } from '../../api/ApiContext';
import { useFormatDateTime } from '../../i18n/dateTime';

/** The latest pushes shown; older ones stay in the server's list (adm/get_baidu_push_list). */
const SHOWN = 10;

const STATE_COLOURS: Record<BaiduPushState, 'default' | 'success' | 'error'> = {
  pending: 'default',
  sent: 'success',
  failed: 'error',
};

/**
 * /adm/seo: Baidu's active push (BAIDU_PUSH_TOKEN on the server): the latest news pages pushed, how each went and
 * why one failed; without the token, how to turn it on.
 */
export function BaiduPushCard() {
  const api = useApi();
  const notify = useNotify();
  const translate = useTranslate();
  const [pushes, setPushes] = useState<BaiduPushList | null>(null);

  const load = useCallback(
    () =>
      api
        .call<BaiduPushList>(AdminCall.GET_BAIDU_PUSH_LIST, { page: 1, limit: SHOWN })
        .then(setPushes, (error: Error) => notify(error.message, { type: 'error' })),
    [api, notify],
  );
  useEffect(() => void load(), [load]);
  if (!pushes) return null;

  return (
    <Card sx={{ mb: 2 }} component="section" aria-labelledby="baidu-push-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h6" component="h2" id="baidu-push-title">
            {translate('app.baidu_push.title')}
          </Typography>
          <Button size="small" startIcon={<RefreshIcon />} onClick={() => void load()}>
            {translate('app.baidu_push.refresh')}
          </Button>
        </Stack>
        {pushes.configured ? (
          <Typography variant="body2" color="text.secondary">
            {translate('app.baidu_push.intro')}
          </Typography>
        ) : (
          <Alert severity="info" sx={{ mt: 1 }}>
            {translate('app.baidu_push.off')}
          </Alert>
        )}
        {pushes.total === 0 ? (
          pushes.configured && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('app.baidu_push.empty')}
            </Typography>
          )
        ) : (
          <>
            <List dense>
              {pushes.list.map((item) => (
                <PushRow key={item.id} item={item} />
              ))}
            </List>
            <Typography variant="caption" color="text.secondary">
              {translate('app.baidu_push.total', { count: pushes.total })}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** One page: its address, its state, what Baidu answered, and when it was pushed or will be tried again. */
function PushRow({ item }: { item: BaiduPushItem }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const when =
    item.state === 'sent' && item.pushed_at
      ? translate('app.baidu_push.pushed_at', { time: formatDateTime(item.pushed_at) })
      : item.state === 'pending' && item.next_attempt_at
        ? translate('app.baidu_push.next_at', { time: formatDateTime(item.next_attempt_at) })
        : '';
  return (
    <ListItem disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
      <Chip
        size="small"
        color={STATE_COLOURS[item.state]}
        label={translate(`app.baidu_push.state_${item.state}`)}
        sx={{ mt: 0.5 }}
      />
      <ListItemText
        primary={
          <Link href={item.url} target="_blank" rel="noopener" sx={{ wordBreak: 'break-all' }}>
            {item.url}
          </Link>
        }
        secondary={[
          item.answer,
          item.attempts ? translate('app.baidu_push.attempts', { count: item.attempts }) : '',
          when,
        ]
          .filter(Boolean)
          .join(' · ')}
      />
    </ListItem>
  );
}
