import { DynamicModule, Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from '../common/clock';
import { APP_CONFIG, AppConfig } from './app-config';

/** Provides the validated configuration and the clock to every module. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useClass: SystemClock },
      ],
      exports: [APP_CONFIG, Clock],
    };
  }
}
