import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Length, Max, MaxLength, Min } from 'class-validator';
import { PlainText, Trim } from '../../../common/validation/field-rules';
import { NumberFromText } from '../../../common/validation/validation';
import {
  DANMAKU_AUTHOR_MAX,
  DANMAKU_COLOR_MAX,
  DANMAKU_TEXT_MAX,
  DANMAKU_TYPES,
  VIDEO_ID_PATTERN,
  VideoIdField,
} from './danmaku-rules';

/**
 * `POST /api/danmaku/v3/`: the JSON body DPlayer posts. `time`, `color` and `type` may come as numbers or
 * decimal strings; `text` and `author` must be text. The hourly `token` is checked before this body is validated.
 */
export class SendDanmakuDto {
  @ApiProperty({
    description: "The hourly token (as the public calls' token header, but in the body; DPlayer's danmaku.token)",
    example: '3f1c…（64 位十六进制）',
  })
  @IsOptional()
  @IsString()
  token?: string;

  @ApiProperty({ description: 'Video id', example: 'news-12', maxLength: 64, pattern: VIDEO_ID_PATTERN.source })
  @VideoIdField()
  id: string;

  @ApiPropertyOptional({
    description: "Sender (DPlayer's danmaku.user)",
    example: '访客',
    maxLength: DANMAKU_AUTHOR_MAX,
  })
  @IsOptional()
  @Trim()
  @IsString({ message: '发送者必须是文本' })
  @PlainText('发送者')
  @MaxLength(DANMAKU_AUTHOR_MAX, { message: `发送者最多 ${DANMAKU_AUTHOR_MAX} 个字符` })
  author?: string;

  @ApiProperty({ description: 'When it shows: seconds into the video', format: 'double', example: 12.5, minimum: 0 })
  @NumberFromText()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: '时间必须是数字' })
  @Min(0, { message: '时间不能小于 0' })
  time: number;

  @ApiProperty({
    description: `Text, 1–${DANMAKU_TEXT_MAX} characters once trimmed; stored as typed`,
    example: '前方高能',
    minLength: 1,
    maxLength: DANMAKU_TEXT_MAX,
  })
  @Trim()
  @IsString({ message: '弹幕内容必须是文本' })
  @PlainText('弹幕内容')
  @Length(1, DANMAKU_TEXT_MAX, { message: `请输入弹幕内容（最多 ${DANMAKU_TEXT_MAX} 个字）` })
  text: string;

  @ApiPropertyOptional({
    description: 'Colour as the integer 0xRRGGBB (0–16777215), white by default',
    example: 16777215,
    minimum: 0,
    maximum: DANMAKU_COLOR_MAX,
  })
  @IsOptional()
  @NumberFromText()
  @IsInt({ message: '颜色必须是整数' })
  @Min(0, { message: '颜色不能小于 0' })
  @Max(DANMAKU_COLOR_MAX, { message: `颜色不能大于 ${DANMAKU_COLOR_MAX}` })
  color?: number;

  @ApiPropertyOptional({
    description: 'Type: 0 scrolls right to left, 1 top, 2 bottom',
    enum: DANMAKU_TYPES,
    example: 0,
  })
  @IsOptional()
  @NumberFromText()
  @IsInt({ message: '类型必须是整数' })
  @IsIn(DANMAKU_TYPES, { message: '类型只能是 0、1 或 2' })
  type?: 0 | 1 | 2;
}
