import { Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { AdminCall, type VideoItem } from '@site/contract';
import { useEffect, useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { useApi } from '../../api/ApiContext';

/** The danmaku list of one video (its `video_id` filter). */
const danmakuOf = (filter: object) => `/plugin?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/**
 * The site's videos (`adm/get_video_list`), each with its number of danmaku: a video nobody commented on is listed
 * too. Each opens its danmaku below; its title opens the item that shows it.
 */
export function VideosCard() {
  const api = useApi();
  const translate = useTranslate();
  const [videos, setVideos] = useState<VideoItem[] | null>(null);
  useEffect(() => {
    void api.call<VideoItem[]>(AdminCall.GET_VIDEO_LIST).then(setVideos, () => setVideos([]));
  }, [api]);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.danmaku.videos', { smart_count: videos?.length ?? 0 })}
        </Typography>
        {videos?.length === 0 && <Typography>{translate('app.danmaku.no_videos')}</Typography>}
        <List dense aria-label={translate('app.danmaku.videos', { smart_count: videos?.length ?? 0 })}>
          {videos?.map((video) => (
            // Each link in an item of its own: a list holds only items (axe `list`).
            <ListItem key={video.video_id} disablePadding>
              <ListItemButton component={Link} to={danmakuOf({ video_id: video.video_id })}>
                <ListItemText
                  primary={video.title || video.video_id}
                  secondary={`${translate(`resources.${video.family === 'news' ? 'news' : 'img_list'}.name`)} · ${
                    video.video_id
                  } · ${translate('app.danmaku.count', { smart_count: video.danmaku })}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {videos && videos.length > 0 && (
          <Typography variant="body2">
            <Link to={danmakuOf({})}>{translate('app.danmaku.all')}</Link>
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
