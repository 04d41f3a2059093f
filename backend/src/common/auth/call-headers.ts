import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_LANG, ErrorName, Header } from '@site/contract';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ApiError } from '../envelope/api-error';
import { AppRequest, headerValue } from '../http/request-context';
import type { CallAccess } from './call-access.decorator';
import { HourlyTokenService } from './hourly-token.service';
import { HOURLY_TOKEN_INVALID, HOURLY_TOKEN_MISSING } from './token-messages';

/** The checks of a call's headers that need no database, for the global guard: the `lang` header and the hourly token. */
@Injectable()
export class CallHeaders {
  constructor(
    private readonly hourlyToken: HourlyTokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The content language asked for (default cn); 400 for a language the site does not have. */
  lang(req: AppRequest): string {
    const lang = headerValue(req, Header.LANG)?.trim() || DEFAULT_LANG;
    if (!this.config.siteLangs.includes(lang)) {
      throw ApiError.badRequest(`不支持的语言：${lang.slice(0, 16)}`);
    }
    return lang;
  }

  /** The hourly `token` header as `mode` asks; 403 saying whether it is missing or wrong. */
  checkHourlyToken(req: AppRequest, mode: CallAccess['hourlyToken']): void {
    if (mode === 'none') return;
    const sent = headerValue(req, Header.HOURLY_TOKEN);
    if (!sent) {
      if (mode === 'required') throw ApiError.forbidden(HOURLY_TOKEN_MISSING, ErrorName.TOKEN_INVALID);
      return;
    }
    if (!this.hourlyToken.isValid(sent)) throw ApiError.forbidden(HOURLY_TOKEN_INVALID, ErrorName.TOKEN_INVALID);
  }
}
