import { DynamicModule, Module } from '@nestjs/common';
import { Logger, LoggerModule, PARAMS_PROVIDER_TOKEN, PinoLogger, type Params } from 'nestjs-pino';
import { AppLogging } from './app-logging';
import type { LogLevel } from '../../config/log-level';

/** Nest's own start-up lines (a line per module and per route): debug, not info, so a start is a few lines. */
const NEST_START_UP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);

/** nestjs-pino's Logger, which `app.useLogger` makes the one behind every `new Logger(context)`. */
export class AppLogger extends Logger {
  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams.at(-1);
    if (typeof context === 'string' && NEST_START_UP_CONTEXTS.has(context)) super.debug(message, ...optionalParams);
    else super.log(message, ...optionalParams);
  }
}

@Module({})
export class LoggingModule {
  static forRoot(level: LogLevel): DynamicModule {
    const logging = new AppLogging(level);
    return {
      module: LoggingModule,
      global: true,
      // useExisting: no pino-http from nestjs-pino (the access log is configureApp's, before every other middleware),
      // and no routes for its other middleware either: it runs each request in an AsyncLocalStorage scope, which
      // decision 067 keeps out of the request path (decision 073).
      imports: [LoggerModule.forRoot({ pinoHttp: { logger: logging.logger }, useExisting: true, forRoutes: [] })],
      providers: [
        { provide: AppLogging, useValue: logging },
        {
          provide: AppLogger,
          useFactory: (pinoLogger: PinoLogger, params: Params) => new AppLogger(pinoLogger, params),
          inject: [PinoLogger, PARAMS_PROVIDER_TOKEN],
        },
      ],
      exports: [AppLogging, AppLogger],
    };
  }
}
