import { applyDecorators } from '@nestjs/common';
import { IsString, Matches } from 'class-validator';

/** DPlayer's comment input holds at most 30 characters; the server enforces the same after trimming. */
export const DANMAKU_TEXT_MAX = 30;
export const DANMAKU_AUTHOR_MAX = 64;
export const DANMAKU_COLOR_MAX = 0xffffff;
export const DANMAKU_TYPES = [0, 1, 2] as const;

/** The player's video id (`danmaku.id` of DPlayer's options): 1–64 of `A-Z a-z 0-9 _ . : -`. */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

export const VideoIdField = () =>
  applyDecorators(
    IsString({ message: '视频 id 必须是文本' }),
    Matches(VIDEO_ID_PATTERN, { message: '视频 id 为 1–64 个字母、数字或 _ . : -' }),
  );
