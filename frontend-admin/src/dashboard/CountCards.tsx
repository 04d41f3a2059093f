import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { AdminCall, type VideoItem } from '@site/contract';
import { useEffect, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useApi } from '../api/ApiContext';

const COUNTED = ['news', 'case', 'img_list', 'download'];

/** The count of a list: one row is enough, the answer's `total` is the count. */
function ListCount({ resource }: { resource: string }) {
  const { total } = useGetList(resource, { pagination: { page: 1, perPage: 1 } });
  return <CountCard resource={resource} total={total} />;
}

/** 视频与弹幕 counts the videos, as its screen lists them (a video without danmaku counts too). */
function VideoCount() {
  const api = useApi();
  const [total, setTotal] = useState<number>();
  useEffect(() => {
    void api.call<VideoItem[]>(AdminCall.GET_VIDEO_LIST).then((videos) => setTotal(videos.length));
  }, [api]);
  return <CountCard resource="plugin" total={total} />;
}

function CountCard({ resource, total }: { resource: string; total: number | undefined }) {
  const translate = useTranslate();
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
        <ListCount key={resource} resource={resource} />
      ))}
      <VideoCount />
    </Box>
  );
}
