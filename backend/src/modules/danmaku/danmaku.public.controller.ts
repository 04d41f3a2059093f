import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Danmaku, DanmakuTuple } from '@site/contract';
import { ApiEnvelope, ApiErrors } from '../../common/crud';
import { BodyHourlyTokenGuard } from './body-token.guard';
import { DanmakuService } from './danmaku.service';
import { DanmakuQueryDto } from './dto/danmaku-query.dto';
import { DanmakuView } from './dto/danmaku.view';
import { SendDanmakuDto } from './dto/send-danmaku.dto';
import { OpenAccess } from '../../common/auth/call-access.decorator';
import { Enveloped } from '../../common/envelope/enveloped.decorator';
import { PublicCallContext, PublicContext } from '../preview/public-context';

const TUPLES = {
  type: 'array',
  description: 'Each is [time, type, color, author, text], by time then id ascending; author and text are HTML-escaped',
  items: {
    type: 'array',
    minItems: 5,
    maxItems: 5,
    items: { oneOf: [{ type: 'number', format: 'double' }, { type: 'string' }] },
  },
  example: [
    [12.5, 0, 16777215, '访客', '前方高能'],
    [30, 1, 16711680, '小明', '&lt;b&gt;好看&lt;&#x2f;b&gt;'],
  ],
};

/**
 * DPlayer's "v3" danmaku protocol, at the `api` address `{host}/api/danmaku/`. Checked against DPlayer's own
 * client (github DIYgod/DPlayer 1.27.1: src/js/api.js, src/js/danmaku.js, src/js/comment.js, src/js/utils.js):
 * - read: axios GET `{api}v3/?id=<id>` plus `&max=<maximum>` when set, no token. Success only when `code === 0`;
 *   then `data` is mapped `item => ({ time: item[0], type: item[1], color: item[2], author: item[3], text: item[4] })`,
 *   `type` read by number2Type (0 right, 1 top, 2 bottom), `color` by number2Color (`#` + 6 hex digits), and
 *   `text` written into the page with innerHTML, which is why the answer is HTML-escaped.
 * - send: axios POST `{api}v3/` with the JSON `{ token, id, author, time, text, color, type }`: `token` from the
 *   player options, `author` = options.user, `time` = video.currentTime, `color` from color2Number (an integer),
 *   `type` from parseInt. Success only when `code === 0`; the answer's `data` is not read.
 * - failure: with a 2xx status and `code !== 0` DPlayer shows `msg`; axios rejects any other status and DPlayer
 *   then shows its own "danmaku failed" notice. Failures here keep the contract's HTTP status = code, so the
 *   player shows that notice, and `msg` is there for other clients and logs.
 */
@ApiTags('danmaku')
@Controller('danmaku/v3')
export class DanmakuPublicController {
  constructor(private readonly danmaku: DanmakuService) {}

  @Get()
  @OpenAccess()
  @ApiOperation({
    summary: 'Read danmaku (DPlayer v3, GET, no token)',
    description: 'Only shown ones (status 1), by time then id ascending, at most `max`.',
  })
  @Enveloped()
  @ApiEnvelope(TUPLES)
  @ApiErrors(400, 422)
  read(@PublicCallContext() _call: PublicContext, @Query() query: DanmakuQueryDto): Promise<DanmakuTuple[]> {
    return this.danmaku.read(query);
  }

  @Post()
  @HttpCode(200)
  @OpenAccess()
  @UseGuards(BodyHourlyTokenGuard)
  @ApiOperation({
    summary: 'Send a danmaku (DPlayer v3, the token in the body)',
    description:
      "The body's `token` is the hourly token (403 when missing or wrong). The text is 1–30 characters once trimmed and stored as typed; at most DANMAKU_POSTS_PER_MINUTE (10) a minute from one address, then 429. Answers the stored danmaku (HTML-escaped).",
  })
  @Enveloped()
  @ApiEnvelope(DanmakuView)
  @ApiErrors(400, 403, 422, 429)
  send(@PublicCallContext() call: PublicContext, @Body() body: SendDanmakuDto): Promise<Danmaku> {
    return this.danmaku.send(body, call.ip);
  }
}
